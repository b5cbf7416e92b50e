import Box from '@mui/material/Box';
import PaginationItem from '@mui/material/PaginationItem';
import { useTranslation } from 'react-i18next';
import { pageWindow } from './table-logic';

/** A list's page buttons: previous, a window of page numbers (1-based on screen), next. */
export function PageNavigation({
  page,
  pages,
  onPage,
  testId,
  pageTestId,
}: {
  /** 0-based. */
  page: number;
  pages: number;
  onPage: (page: number) => void;
  testId: string;
  pageTestId: (number: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <Box
      component="nav"
      aria-label={t('resource.pages')}
      sx={{ mt: 2, display: 'flex', justifyContent: 'center', flexWrap: 'wrap', gap: 0.5 }}
      data-testid={testId}
    >
      <PaginationItem
        type="previous"
        disabled={page === 0}
        onClick={() => onPage(page - 1)}
        aria-label={t('resource.previousPage')}
      />
      {pageWindow(page, pages).map((number) => (
        <PaginationItem
          key={number}
          type="page"
          page={number + 1}
          selected={number === page}
          aria-current={number === page ? 'page' : undefined}
          onClick={() => onPage(number)}
          data-testid={pageTestId(number + 1)}
        />
      ))}
      <PaginationItem
        type="next"
        disabled={page === pages - 1}
        onClick={() => onPage(page + 1)}
        aria-label={t('resource.nextPage')}
      />
    </Box>
  );
}
