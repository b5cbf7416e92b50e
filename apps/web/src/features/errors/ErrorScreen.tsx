import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useRoutePath } from '../../app/locale';

interface ErrorScreenProps {
  status: number;
  /** Defaults per status: "Page not found" for 404, "An error occurred" otherwise. */
  title?: string;
  message?: string;
  /** Go back / go to homepage; left out when the page moves on by itself. */
  actions?: boolean;
  children?: ReactNode;
}

export function ErrorScreen({
  status,
  title,
  message,
  actions = true,
  children,
}: ErrorScreenProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const location = useLocation();
  const home = path('home');
  // The first page of a visit has nothing to go back to inside the app.
  const canGoBack = location.key !== 'default';

  return (
    <Box sx={{ py: { xs: 2, md: 6 }, textAlign: 'center' }} data-testid="error-page">
      <Typography
        variant="overline"
        component="p"
        color="text.secondary"
        sx={{ fontSize: '1rem', letterSpacing: '0.2em' }}
        data-testid="error-status"
      >
        {status}
      </Typography>
      <Typography variant="h1" gutterBottom data-testid="error-title">
        {title ?? (status === 404 ? t('error.notFound') : t('error.internal'))}
      </Typography>
      {message && (
        <Typography
          color="text.secondary"
          sx={{ whiteSpace: 'pre-line' }}
          data-testid="error-message"
        >
          {message}
        </Typography>
      )}
      {children}
      {actions && (
        <Box sx={{ mt: 4, display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            variant="outlined"
            onClick={() => void (canGoBack ? navigate(-1) : navigate(home))}
            data-testid="error-go-back"
          >
            {t('errorPage.goBack')}
          </Button>
          <Button variant="contained" component={RouterLink} to={home} data-testid="error-go-home">
            {t('errorPage.goHome')}
          </Button>
        </Box>
      )}
    </Box>
  );
}

/** 403 for a signed-in user who lacks the permission; no redirect. */
export function ForbiddenScreen() {
  const { t } = useTranslation();
  return <ErrorScreen status={403} title={t('error.forbidden')} />;
}

/** What an unknown address shows. */
export function NotFoundScreen() {
  const { t } = useTranslation();
  return <ErrorScreen status={404} message={t('errorPage.couldNotBeFound')} />;
}
