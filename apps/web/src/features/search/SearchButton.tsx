import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { searchAriaShortcuts, searchShortcutLabel, useSearchShortcut } from './search-shortcut';

// The dialog and its query load on first use, not with the page.
const SearchDialog = lazy(() =>
  import('./SearchDialog').then((module) => ({ default: module.SearchDialog })),
);

/**
 * The top bar's search button (spec section 2): opens the global search dialog, as do Ctrl+K
 * (⌘K on a Mac) and `/` anywhere in the app. The button shows the shortcut.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = useCallback(() => {
    setLoaded(true);
    setOpen(true);
  }, []);
  useSearchShortcut(show);
  const shortcut = searchShortcutLabel();
  return (
    <>
      <Tooltip title={t('search.shortcutHint', { shortcut })} describeChild>
        <Button
          color="inherit"
          onClick={show}
          startIcon={<SearchIcon />}
          // Names the button and contains the shortcut it shows (WCAG 2.5.3).
          aria-label={t('search.openWithShortcut', { shortcut })}
          aria-keyshortcuts={searchAriaShortcuts()}
          data-testid="topbar-search"
          sx={{ minWidth: 0, '& .MuiButton-startIcon': { mx: { xs: 0, md: 1 } } }}
        >
          <Box
            component="kbd"
            sx={{
              display: { xs: 'none', md: 'inline' },
              fontFamily: 'inherit',
              fontSize: '0.75rem',
              px: 0.75,
              border: 1,
              borderColor: 'currentColor',
              borderRadius: 1,
            }}
          >
            {shortcut}
          </Box>
        </Button>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
