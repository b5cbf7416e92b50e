import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { email, firstFailure, required } from '@vezel/domain/validation/rules';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import { useMutation, useQuery } from 'urql';
import { meQuery } from '../../app/current-user';
import { useResetGraphqlClient } from '../../app/graphql-client';
import { serverError } from '../../app/graphql-errors';
import { useLocale, useRoutePath } from '../../app/locale';
import { redirectTarget } from '../../app/safe-redirect';
import { AuthCardHeader } from '../../components/AuthCardHeader';
import { PageLoader } from '../../components/PageLoader';
import { PasswordField } from '../../components/PasswordField';
import { ServerErrorAlert } from '../../components/ServerErrorAlert';
import { TextInput } from '../../components/TextInput';
import { useForm } from '../../components/use-form';
import { loginMutation } from './auth-operations';

export function LoginScreen() {
  const { t } = useTranslation();
  const locale = useLocale();
  const path = useRoutePath();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const resetGraphqlClient = useResetGraphqlClient();
  // Straight from the server: a cached answer could belong to a session that has ended.
  const [me] = useQuery({ query: meQuery, requestPolicy: 'network-only' });
  const [login, runLogin] = useMutation(loginMutation);
  const form = useForm({ email: '', password: '' }, (values) => ({
    email: firstFailure(values.email.trim(), [required, email]),
    password: firstFailure(values.password, [required]),
  }));
  const target = redirectTarget(searchParams.get('redirect'), locale);

  if (me.data) return <Navigate to={target} replace />;
  if (!me.error) return <PageLoader />;

  async function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (login.fetching || !form.submit()) return;
    const result = await runLogin({
      email: form.values.email.trim(),
      password: form.values.password,
    });
    if (result.error) {
      form.showServerFailures(serverError(result.error)?.fields ?? {});
      return;
    }
    // A fresh cache for the new session, then the page the user came for.
    resetGraphqlClient();
    await navigate(target, { replace: true });
  }

  return (
    <>
      <AuthCardHeader title={t('login.title')} intro={t('login.intro')} />
      <Box component="form" noValidate onSubmit={onSubmit} data-testid="login-form" sx={{ mt: 1 }}>
        <TextInput
          {...form.field('email')}
          label={t('login.email')}
          type="email"
          autoComplete="username"
          required
          autoFocus
          testId="login-email"
        />
        <PasswordField
          {...form.field('password')}
          label={t('login.password')}
          autoComplete="current-password"
          required
          testId="login-password"
        />
        {login.error && <ServerErrorAlert error={login.error} testId="login-error" />}
        <Button
          type="submit"
          variant="contained"
          size="large"
          fullWidth
          loading={login.fetching}
          sx={{ mt: 3 }}
          data-testid="login-submit"
        >
          {t('login.submit')}
        </Button>
        <Box sx={{ mt: 2, textAlign: 'center' }}>
          <Button
            component={RouterLink}
            to={path('forgotPassword')}
            data-testid="login-forgot-password-link"
          >
            {t('login.forgotPassword')}
          </Button>
        </Box>
      </Box>
    </>
  );
}
