import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { validateNewPassword } from '@vezel/domain/validation/rules';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { useMutation } from 'urql';
import { hasErrorCode, serverError } from '../../app/graphql-errors';
import { useRoutePath } from '../../app/locale';
import { useServerErrorText } from '../../app/messages';
import { AuthCardHeader } from '../../components/AuthCardHeader';
import { PasswordField } from '../../components/PasswordField';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useForm } from '../../components/use-form';
import { resetPasswordMutation } from './auth-operations';

/** Opened from the link in the password-reset mail. */
export function ResetPasswordTokenScreen() {
  const { t } = useTranslation();
  const path = useRoutePath();
  const serverErrorText = useServerErrorText();
  const { resetpassword: token = '' } = useParams();
  const [reset, runReset] = useMutation(resetPasswordMutation);
  const form = useForm({ password: '', passwordConfirmation: '' }, (values) =>
    validateNewPassword(values.password, values.passwordConfirmation),
  );

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (reset.fetching || !form.submit()) return;
    const result = await runReset({
      token,
      password: form.values.password,
      passwordConfirmation: form.values.passwordConfirmation,
    });
    if (result.error) form.showServerFailures(serverError(result.error)?.fields ?? {});
  }

  if (reset.data?.resetPassword && !reset.error) {
    return (
      <>
        <AuthCardHeader title={t('resetPasswordToken.title')} />
        <Alert severity="success" sx={{ mt: 2 }} data-testid="reset-password-success">
          {t('resetPasswordToken.success')}
        </Alert>
        <Button
          variant="contained"
          size="large"
          fullWidth
          component={RouterLink}
          to={path('login')}
          sx={{ mt: 3 }}
          data-testid="reset-password-to-login"
        >
          {t('resetPasswordToken.toLogin')}
        </Button>
      </>
    );
  }

  const tokenInvalid = hasErrorCode(reset.error, 'RESET_TOKEN_INVALID');

  return (
    <>
      <AuthCardHeader title={t('resetPasswordToken.title')} intro={t('resetPasswordToken.intro')} />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        data-testid="reset-password-form"
        sx={{ mt: 1 }}
      >
        <PasswordField
          {...form.field('password')}
          label={t('password.new')}
          autoComplete="new-password"
          required
          autoFocus
          testId="reset-password-new"
        />
        <PasswordField
          {...form.field('passwordConfirmation')}
          label={t('password.confirmation')}
          autoComplete="new-password"
          required
          testId="reset-password-confirmation"
        />
        {reset.error && tokenInvalid && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="reset-password-error">
            {serverErrorText(reset.error)}{' '}
            <Link
              component={RouterLink}
              to={path('forgotPassword')}
              color="inherit"
              sx={{ fontWeight: 600 }}
              data-testid="reset-password-request-new"
            >
              {t('resetPasswordToken.requestNew')}
            </Link>
          </Alert>
        )}
        {reset.error && !tokenInvalid && (
          <ServerErrorAlert error={reset.error} testId="reset-password-error" />
        )}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={reset.fetching}
          sx={{ mt: 3 }}
          data-testid="reset-password-submit"
        >
          {t('resetPasswordToken.submit')}
        </Button>
      </Box>
    </>
  );
}
