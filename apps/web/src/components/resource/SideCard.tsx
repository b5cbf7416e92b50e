import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { UnsavedChangesScope, useGuardedClose } from '../unsaved-changes';

export interface SideCardTab {
  /** Appended to the card's route; '' for the card's own route. */
  key: string;
  label: string;
  to: string;
}

interface SideCardProps {
  title: string;
  subtitle?: string;
  /** The base route: closing the card goes there. */
  closeTo: string;
  /** For a card the URL does not name: closing calls this instead of going to `closeTo`. */
  onClose?: () => void;
  tabs?: readonly SideCardTab[];
  activeTab?: string;
  testId: string;
  children: ReactNode;
}

/**
 * The card of one record beside its list. Every tab is a link, so each tab has a URL that
 * survives a reload and works with back and forward. Leaving a form inside with unsaved
 * changes asks first: by a link through the router's guard, by `onClose` here.
 */
export function SideCard({
  title,
  subtitle,
  closeTo,
  onClose,
  tabs,
  activeTab = '',
  testId,
  children,
}: SideCardProps) {
  const { t } = useTranslation();
  const [dirty, setDirty] = useState(false);
  const close = useGuardedClose(dirty, () => onClose?.());
  return (
    <Card data-testid={testId} component="section" aria-labelledby={`${testId}-title`}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1, px: 2.5, pt: 2, pb: 1 }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography
            variant="h3"
            component="h2"
            id={`${testId}-title`}
            sx={{ overflowWrap: 'anywhere' }}
            data-testid={`${testId}-title`}
          >
            {title}
          </Typography>
          {subtitle && (
            <Typography variant="body2" color="text.secondary">
              {subtitle}
            </Typography>
          )}
        </Box>
        <IconButton
          {...(onClose ? { onClick: close.requestClose } : { component: RouterLink, to: closeTo })}
          aria-label={t('resource.close')}
          edge="end"
          data-testid={`${testId}-close`}
        >
          <CloseIcon />
        </IconButton>
      </Box>
      {tabs && tabs.length > 0 && (
        <Tabs
          value={activeTab}
          variant="scrollable"
          sx={{ px: 1, borderBottom: 1, borderColor: 'divider' }}
        >
          {tabs.map((tab) => (
            <Tab
              key={tab.key}
              value={tab.key}
              label={tab.label}
              component={RouterLink}
              to={tab.to}
              data-testid={`${testId}-tab-${tab.key || 'main'}`}
            />
          ))}
        </Tabs>
      )}
      <Box sx={{ px: 2.5, pb: 2.5, pt: 1 }}>
        <UnsavedChangesScope onDirtyChange={setDirty}>{children}</UnsavedChangesScope>
      </Box>
      {close.dialog}
    </Card>
  );
}
