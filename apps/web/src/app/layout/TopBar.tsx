import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { useMutation } from 'urql';
import { LanguageSwitcher } from '../../components/LanguageSwitcher';
import { LogoMark } from '../../components/Logo';
import { SearchButton } from '../../features/search/SearchButton';
import { surveyPageOf } from '../../features/surveys/survey-routes';
import { SurveyTopBarTitle } from '../../features/surveys/SurveyTopBarTitle';
import { administrators, managers } from '../access';
import { logoutMutation, type CurrentUser } from '../current-user';
import { useResetGraphqlClient } from '../graphql-client';
import { useRoutePath } from '../locale';
import { useRouteHandle } from '../route-handle';

interface TopBarProps {
  user: CurrentUser | null;
  /** Set on small screens, where the drawer opens from the menu button. */
  onOpenDrawer: (() => void) | null;
}

export function TopBar({ user, onOpenDrawer }: TopBarProps) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const location = useLocation();
  const { titleKey } = useRouteHandle();
  const title = titleKey ? t(titleKey) : 'Vezel';
  const surveyPage = surveyPageOf(location.pathname);

  return (
    <AppBar
      position="fixed"
      data-testid="topbar"
      sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}
    >
      <Toolbar sx={{ gap: 1 }}>
        {onOpenDrawer && (
          <IconButton
            color="inherit"
            edge="start"
            onClick={onOpenDrawer}
            aria-label={t('nav.open')}
            data-testid="topbar-menu"
          >
            <MenuIcon />
          </IconButton>
        )}
        <Box
          component={RouterLink}
          to={path('home')}
          aria-label={t('nav.home')}
          data-testid="topbar-home"
          sx={{ display: 'flex', mr: 1, borderRadius: 1 }}
        >
          <LogoMark inverse />
        </Box>
        {user && surveyPage?.kind === 'survey' ? (
          <SurveyTopBarTitle
            surveyId={surveyPage.surveyId}
            fallback={title}
            canCopy={managers(user.permissions)}
          />
        ) : (
          <Typography
            variant="h6"
            component="h1"
            noWrap
            sx={{ flexGrow: 1, minWidth: 0 }}
            data-testid="topbar-title"
          >
            {title}
          </Typography>
        )}
        {/* The global search button (spec section 2) takes the first place in this row. */}
        {user && <SearchButton />}
        <LanguageSwitcher color="inherit" />
        {/* A description, not the name: the name is the version the link shows (WCAG 2.5.3). */}
        <Tooltip title={t('topbar.changelog')} describeChild>
          <Button
            color="inherit"
            component={RouterLink}
            to={path('changelog')}
            data-testid="topbar-version"
            sx={{ fontWeight: 500, display: { xs: 'none', sm: 'inline-flex' } }}
          >
            v{__APP_VERSION__}
          </Button>
        </Tooltip>
        {user && administrators(user.permissions) && (
          <Tooltip title={t('topbar.feedback')}>
            <IconButton
              color="inherit"
              component={RouterLink}
              to={path('appFeedback')}
              state={{ from: location.pathname }}
              aria-label={t('topbar.feedback')}
              data-testid="topbar-feedback"
            >
              <FeedbackOutlinedIcon />
            </IconButton>
          </Tooltip>
        )}
        <LogoutButton user={user} />
      </Toolbar>
    </AppBar>
  );
}

function LogoutButton({ user }: { user: CurrentUser | null }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const navigate = useNavigate();
  const resetGraphqlClient = useResetGraphqlClient();
  const [, logout] = useMutation(logoutMutation);
  const [busy, setBusy] = useState(false);

  async function onLogout() {
    if (busy) return;
    setBusy(true);
    await logout({});
    await navigate(path('login'), { replace: true });
    // Only after leaving the signed-in pages, which would otherwise refetch and find no session.
    resetGraphqlClient();
  }

  return (
    <Tooltip
      title={user ? t('topbar.loggedInAs', { name: user.full_name }) : t('topbar.fetchingUser')}
      describeChild
    >
      <IconButton
        color="inherit"
        edge="end"
        onClick={() => void onLogout()}
        aria-label={t('topbar.logout')}
        data-testid="topbar-logout"
      >
        <LogoutIcon />
      </IconButton>
    </Tooltip>
  );
}
