import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { firstFailure, required, validateNewPassword } from '@vezel/domain/validation/rules';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation } from 'urql';
import { serverError } from '../../app/graphql-errors';
import { PasswordField } from '../../components/PasswordField';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { useForm } from '../../components/use-form';
import { changePasswordMutation } from './auth-operations';

/** /resetpassword: a signed-in user changes their own password. */
export function ChangePasswordScreen() {
  const { t } = useTranslation();
  const [change, runChange] = useMutation(changePasswordMutation);
  const [changed, setChanged] = useState(false);
  const form = useForm(
    { currentPassword: '', password: '', passwordConfirmation: '' },
    (values) => ({
      currentPassword: firstFailure(values.currentPassword, [required]),
      ...validateNewPassword(values.password, values.passwordConfirmation),
    }),
  );
  // A wrong current password belongs on its field, not in a general alert.
  const showAlert = serverError(change.error)?.code !== 'CURRENT_PASSWORD_WRONG';

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    setChanged(false);
    if (change.fetching || !form.submit()) return;
    const result = await runChange({
      currentPassword: form.values.currentPassword,
      password: form.values.password,
      passwordConfirmation: form.values.passwordConfirmation,
    });
    const error = serverError(result.error);
    if (!error) {
      form.reset();
      setChanged(true);
    } else if (error.code === 'CURRENT_PASSWORD_WRONG') {
      form.showServerFailures({
        currentPassword: {
          key: error.messageKey ?? 'error.currentPasswordWrong',
          values: error.values,
        },
      });
    } else {
      form.showServerFailures(error.fields);
    }
  }

  return (
    <Card sx={{ maxWidth: 560 }}>
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h2" gutterBottom>
          {t('changePassword.heading')}
        </Typography>
        <Typography color="text.secondary">{t('changePassword.intro')}</Typography>
        <Box component="form" noValidate onSubmit={onSubmit} data-testid="change-password-form">
          <PasswordField
            {...form.field('currentPassword')}
            label={t('changePassword.current')}
            autoComplete="current-password"
            required
            testId="change-password-current"
          />
          <PasswordField
            {...form.field('password')}
            label={t('password.new')}
            autoComplete="new-password"
            required
            testId="change-password-new"
          />
          <PasswordField
            {...form.field('passwordConfirmation')}
            label={t('password.confirmation')}
            autoComplete="new-password"
            required
            testId="change-password-confirmation"
          />
          {change.error && showAlert && (
            <ServerErrorAlert error={change.error} testId="change-password-error" />
          )}
          {changed && (
            <Alert severity="success" sx={{ mt: 2 }} data-testid="change-password-success">
              {t('changePassword.success')}
            </Alert>
          )}
          <Button
            type="submit"
            variant="contained"
            loading={change.fetching}
            sx={{ mt: 3 }}
            data-testid="change-password-submit"
          >
            {t('changePassword.submit')}
          </Button>
        </Box>
      </CardContent>
    </Card>
  );
}
