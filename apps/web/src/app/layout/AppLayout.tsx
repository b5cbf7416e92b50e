import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useState, type ReactNode } from 'react';
import type { CurrentUser } from '../current-user';
import { NavigationDrawer } from './NavigationDrawer';
import { SkipLink } from './SkipLink';
import { TopBar } from './TopBar';

const contentId = 'content';

/** The signed-in layout: top bar, navigation drawer and the page. `user` is null while loading. */
export function AppLayout({ user, children }: { user: CurrentUser | null; children: ReactNode }) {
  const theme = useTheme();
  const large = useMediaQuery(theme.breakpoints.up('md'));
  const [drawerOpen, setDrawerOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <SkipLink target={contentId} />
      <TopBar user={user} onOpenDrawer={large ? null : () => setDrawerOpen(true)} />
      <NavigationDrawer
        user={user}
        variant={large ? 'mini' : 'temporary'}
        open={drawerOpen}
        onClose={() => setDrawerOpen(false)}
      />
      <Box
        component="main"
        id={contentId}
        tabIndex={-1}
        data-testid="app-content"
        sx={{
          outline: 'none',
          flexGrow: 1,
          minWidth: 0,
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <Toolbar />
        <Box sx={{ p: { xs: 2, sm: 3 }, flexGrow: 1, display: 'flex', flexDirection: 'column' }}>
          {children}
        </Box>
      </Box>
    </Box>
  );
}
