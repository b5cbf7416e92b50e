import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { Logo } from '../../components/Logo';

/** For pages without a signed-in user: login, password reset and their error pages. */
export function BareLayout({ children }: { children?: ReactNode }) {
  return (
    <Box
      component="main"
      data-testid="bare-layout"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        p: 2,
        background: 'linear-gradient(160deg, #e0efec 0%, #f4f7f6 55%, #eef1f4 100%)',
      }}
    >
      <Card sx={{ width: '100%', maxWidth: 460, borderTop: 4, borderTopColor: 'primary.main' }}>
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            justifyContent: 'space-between',
            px: { xs: 2.5, sm: 4 },
            pt: 3,
          }}
        >
          <Logo />
          <LanguageSwitcher />
        </Box>
        <CardContent sx={{ px: { xs: 2.5, sm: 4 }, pb: 4 }}>{children ?? <Outlet />}</CardContent>
      </Card>
    </Box>
  );
}
