import CssBaseline from '@mui/material/CssBaseline';
import { THEME_ID } from '@mui/material/styles';
// The system provider: material's own also bundles the CSS-variables provider, unused here.
import { ThemeProvider } from '@mui/system';
import { useEffect, useState } from 'react';
import { createPath, RouterProvider } from 'react-router';
import { AnnouncerProvider } from '../components/announcer';
import { reloadOnPreloadError } from './chunk-reload';
import { GraphqlProvider } from './GraphqlProvider';
import { createAppRouter } from './router';
import { theme } from './theme';

export function App() {
  const [router] = useState(createAppRouter);

  useEffect(
    () =>
      reloadOnPreloadError(() => {
        const next = router.state.navigation.location;
        return next ? createPath(next) : null;
      }),
    [router],
  );

  return (
    <ThemeProvider theme={theme} themeId={THEME_ID}>
      <CssBaseline />
      <AnnouncerProvider>
        <GraphqlProvider>
          <RouterProvider router={router} />
        </GraphqlProvider>
      </AnnouncerProvider>
    </ThemeProvider>
  );
}
