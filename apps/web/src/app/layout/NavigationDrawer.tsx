import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Toolbar from '@mui/material/Toolbar';
import { Fragment, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { Logo } from '../../components/Logo';
import { noPermissions } from '../access';
import type { CurrentUser } from '../current-user';
import { useRoutePath } from '../locale';
import { navigationGroups, type NavigationEntry } from '../navigation';
import { useRouteHandle } from '../route-handle';
import { collapsedDrawerWidth, drawerWidth } from '../theme';

/** A pointer only passing over the narrow drawer should not open it. */
const expandDelayMs = 150;

interface NavigationDrawerProps {
  user: CurrentUser | null;
  /** `mini`: icons only, widening on hover (large screens); `temporary`: opened by the menu button. */
  variant: 'mini' | 'temporary';
  open: boolean;
  onClose: () => void;
}

export function NavigationDrawer({ user, variant, open, onClose }: NavigationDrawerProps) {
  const { t } = useTranslation();
  const temporary = variant === 'temporary';
  const [expanded, setExpanded] = useState(false);
  const expandTimer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(expandTimer.current), []);

  function expandSoon() {
    window.clearTimeout(expandTimer.current);
    expandTimer.current = window.setTimeout(() => setExpanded(true), expandDelayMs);
  }

  // After a choice the drawer folds away, even with the pointer still on it, to show the page.
  function collapse() {
    window.clearTimeout(expandTimer.current);
    setExpanded(false);
  }

  // A nav of lists, each under its heading: list items belong in a list (axe "listitem").
  const list = (
    <Box component="nav" aria-label={t('nav.label')} data-testid="nav-list">
      {navigationGroups(user?.permissions ?? noPermissions).map((group) => {
        const headingId = group.headingKey && `drawer-heading-${group.headingKey}`;
        return (
          <Fragment key={group.headingKey ?? ''}>
            {group.headingKey && (
              <>
                <Divider sx={{ my: 1 }} />
                <ListSubheader
                  component="div"
                  id={headingId}
                  disableSticky
                  className="nav-label"
                  sx={{ lineHeight: '32px', bgcolor: 'transparent' }}
                  data-testid={`drawer-group-${group.headingKey}`}
                >
                  {t(group.headingKey)}
                </ListSubheader>
              </>
            )}
            <List aria-labelledby={headingId} disablePadding={Boolean(group.headingKey)}>
              {group.entries.map((entry) => (
                <ListItem key={entry.key ?? entry.routeId} disablePadding>
                  <NavigationLink entry={entry} onClick={temporary ? onClose : collapse} />
                </ListItem>
              ))}
            </List>
          </Fragment>
        );
      })}
    </Box>
  );

  if (temporary) {
    return (
      <Drawer
        variant="temporary"
        open={open}
        onClose={onClose}
        data-testid="nav-drawer"
        // Its paper is a modal dialog, which needs a name.
        slotProps={{ paper: { 'aria-label': t('nav.label'), sx: { width: drawerWidth } } }}
      >
        <Toolbar>
          <Logo />
        </Toolbar>
        {list}
      </Drawer>
    );
  }

  return (
    <Drawer
      variant="permanent"
      data-testid="nav-drawer"
      data-expanded={expanded}
      slotProps={{
        paper: {
          className: expanded ? 'nav-expanded' : undefined,
          onPointerEnter: expandSoon,
          onPointerLeave: collapse,
        },
      }}
      sx={(theme) => ({
        width: collapsedDrawerWidth,
        flexShrink: 0,
        '& .MuiDrawer-paper': {
          width: collapsedDrawerWidth,
          overflowX: 'hidden',
          boxSizing: 'border-box',
          transition: theme.transitions.create(['width', 'box-shadow'], {
            duration: theme.transitions.duration.shorter,
          }),
          // Labels keep their width and are clipped, so they do not reflow while it widens.
          '& .nav-label': {
            opacity: 0,
            flexShrink: 0,
            whiteSpace: 'nowrap',
            transition: theme.transitions.create('opacity'),
          },
          // Widens over the page, not beside it, so the page does not jump; keyboard users
          // get the labels while focus is inside.
          '&.nav-expanded, &:has(:focus-visible)': {
            width: drawerWidth,
            boxShadow: theme.shadows[8],
            '& .nav-label': { opacity: 1 },
          },
        },
      })}
    >
      <Toolbar />
      {list}
    </Drawer>
  );
}

function NavigationLink({ entry, onClick }: { entry: NavigationEntry; onClick: () => void }) {
  const { t } = useTranslation();
  const path = useRoutePath();
  const { routeId: current } = useRouteHandle();
  const params = useParams();
  const Icon = entry.icon;
  const selected =
    (entry.routeId === current && !entry.params) ||
    (current !== undefined && entry.covers?.(current, params) === true);
  return (
    <ListItemButton
      component={RouterLink}
      to={path(entry.routeId, entry.params)}
      selected={selected}
      aria-current={selected ? 'page' : undefined}
      onClick={onClick}
      data-testid={`nav-${entry.key ?? entry.routeId}`}
      sx={{ minHeight: 48, px: 2.5 }}
    >
      <ListItemIcon sx={{ minWidth: 0, mr: 3, color: selected ? 'primary.main' : undefined }}>
        <Icon />
      </ListItemIcon>
      <ListItemText primary={t(entry.labelKey)} className="nav-label" />
    </ListItemButton>
  );
}
