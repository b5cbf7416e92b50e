import SearchIcon from '@mui/icons-material/Search';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';

// The dialog and its query load on first use, not with the page.
const SearchDialog = lazy(() =>
  import('./SearchDialog').then((module) => ({ default: module.SearchDialog })),
);

/** The top bar's search button (spec section 2): opens the global search dialog. */
export function SearchButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Tooltip title={t('search.open')}>
        <IconButton
          color="inherit"
          onClick={() => {
            setLoaded(true);
            setOpen(true);
          }}
          aria-label={t('search.open')}
          data-testid="topbar-search"
        >
          <SearchIcon />
        </IconButton>
      </Tooltip>
      {loaded && (
        <Suspense fallback={null}>
          <SearchDialog open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
