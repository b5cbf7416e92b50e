import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import { useTranslation } from 'react-i18next';

/** `fullPage` while nothing else is on screen yet, e.g. before the first screen has loaded. */
export function PageLoader({ fullPage = false }: { fullPage?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'center',
        alignItems: 'center',
        py: 8,
        flexGrow: 1,
        minHeight: fullPage ? '100vh' : undefined,
      }}
      data-testid="page-loader"
    >
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

export function FullPageLoader() {
  return <PageLoader fullPage />;
}
