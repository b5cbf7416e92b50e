import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { email, firstFailure, required } from '@vezel/domain/validation/rules';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useMutation } from 'urql';
import { serverError } from '../../app/graphql-errors';
import { useLocale, useRoutePath } from '../../app/locale';
import { AuthCardHeader } from '../../components/AuthCardHeader';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TextInput } from '../../components/TextInput';
import { useForm } from '../../components/use-form';
import { requestPasswordResetMutation } from './auth-operations';

export function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useRoutePath();
  const [request, runRequest] = useMutation(requestPasswordResetMutation);
  const form = useForm({ email: '' }, (values) => ({
    email: firstFailure(values.email.trim(), [required, email]),
  }));
  const sent = request.data?.requestPasswordReset !== undefined && !request.error;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (request.fetching || !form.submit()) return;
    // The mail is written in the language of this page.
    const result = await runRequest({ email: form.values.email.trim(), locale });
    if (result.error) form.showServerFailures(serverError(result.error)?.fields ?? {});
  }

  const backToLogin = (
    <Box sx={{ mt: 2, textAlign: 'center' }}>
      <Link component={RouterLink} to={path('login')} data-testid="forgot-password-back-to-login">
        {t('forgotPassword.backToLogin')}
      </Link>
    </Box>
  );

  if (sent) {
    return (
      <>
        <AuthCardHeader title={t('forgotPassword.title')} />
        {/* Worded the same whether or not the address exists, so it reveals nothing. */}
        <Alert severity="success" sx={{ mt: 2 }} data-testid="forgot-password-confirmation">
          {t('forgotPassword.sent')}
        </Alert>
        {backToLogin}
      </>
    );
  }

  return (
    <>
      <AuthCardHeader title={t('forgotPassword.title')} intro={t('forgotPassword.intro')} />
      <Box
        component="form"
        noValidate
        onSubmit={onSubmit}
        data-testid="forgot-password-form"
        sx={{ mt: 1 }}
      >
        <TextInput
          {...form.field('email')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
          testId="forgot-password-email"
        />
        {request.error && <ServerErrorAlert error={request.error} testId="forgot-password-error" />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={request.fetching}
          sx={{ mt: 3 }}
          data-testid="forgot-password-submit"
        >
          {t('forgotPassword.submit')}
        </Button>
        {backToLogin}
      </Box>
    </>
  );
}
