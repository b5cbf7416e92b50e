import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import type { SxProps, Theme } from '@mui/material/styles';
import TextField from '@mui/material/TextField';
import type { HTMLAttributes, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { actionTypes, isSortableColumn, type ResourceColumn } from './cells';
import { hasContent, sortKey, sortOfKey, type SortState, type TableRow } from './table-logic';

interface ResourceCardsProps<Row extends TableRow> {
  /** Names the list for a screen reader, as the table's caption does. */
  label: string;
  rows: readonly Row[];
  /** Position of the first row in the whole list. */
  offset: number;
  columns: readonly ResourceColumn<Row>[];
  /** The column shown as each card's title (and holding its link). */
  titleField: string | undefined;
  cell: (row: Row, column: ResourceColumn<Row>, position: number) => ReactNode;
  rowProps: (row: Row, position: number) => HTMLAttributes<HTMLElement>;
  rowSx: (row: Row, position: number) => SxProps<Theme>;
  /** "Fetching...", "none yet" or "no match", in place of the cards. */
  message: ReactNode;
}

/**
 * The list on a narrow screen: each row a card with its title field on top, its controls
 * beside it and the other columns as "label: value" lines, so nothing is cut off or
 * scrolls sideways (WCAG 1.4.10).
 */
export function ResourceCards<Row extends TableRow>({
  label,
  rows,
  offset,
  columns,
  titleField,
  cell,
  rowProps,
  rowSx,
  message,
}: ResourceCardsProps<Row>) {
  const controls = columns.filter(
    (column) => column.type === 'drag' || actionTypes.has(column.type),
  );
  const title = columns.find((column) => column.field === titleField);
  const lines = columns.filter((column) => column !== title && !controls.includes(column));
  return (
    <>
      <Box
        component="ul"
        aria-label={label}
        sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1 }}
      >
        {rows.map((row, index) => {
          const position = offset + index;
          const values = row as unknown as Record<string, unknown>;
          return (
            <Box
              component="li"
              key={row.id}
              {...rowProps(row, position)}
              sx={[
                {
                  bgcolor: 'background.paper',
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  px: 1.5,
                  py: 1,
                  overflowWrap: 'anywhere',
                },
                rowSx(row, position) as object,
              ]}
            >
              <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, minHeight: 32 }}>
                <Box sx={{ flexGrow: 1, minWidth: 0, fontWeight: 500 }}>
                  {title && cell(row, title, position)}
                </Box>
                {controls.map((column) => (
                  <Box key={column.field || column.type} sx={{ flexShrink: 0 }}>
                    {cell(row, column, position)}
                  </Box>
                ))}
              </Box>
              <Box
                component="dl"
                sx={{
                  m: 0,
                  display: 'grid',
                  gridTemplateColumns: 'minmax(6rem, auto) minmax(0, 1fr)',
                  columnGap: 1.5,
                  rowGap: 0.25,
                  typography: 'body2',
                }}
              >
                {lines
                  .filter((column) => hasContent(values[column.field]))
                  .map((column) => (
                    <Box key={column.field} sx={{ display: 'contents' }}>
                      <Box component="dt" sx={{ color: 'text.secondary' }}>
                        {column.label}
                      </Box>
                      <Box component="dd" sx={{ m: 0 }}>
                        {cell(row, column, position)}
                      </Box>
                    </Box>
                  ))}
              </Box>
            </Box>
          );
        })}
      </Box>
      {message}
    </>
  );
}

/** Sorting for the cards, which have no column headers to click: one option per column and direction. */
export function CardSortMenu<Row extends TableRow>({
  columns,
  sort,
  onSort,
  testId,
}: {
  columns: readonly ResourceColumn<Row>[];
  sort: SortState | null;
  onSort: (sort: SortState | null) => void;
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t('resource.sortBy')}
      value={sortKey(sort)}
      onChange={(event) => onSort(sortOfKey(event.target.value))}
      sx={{ bgcolor: 'background.paper' }}
      data-testid={testId}
    >
      <MenuItem value="">{t('resource.sortDefault')}</MenuItem>
      {columns.filter(isSortableColumn).flatMap((column) =>
        (['asc', 'desc'] as const).map((direction) => (
          <MenuItem
            key={sortKey({ field: column.field, direction })}
            value={sortKey({ field: column.field, direction })}
          >
            {t(direction === 'asc' ? 'resource.sortAscending' : 'resource.sortDescending', {
              column: column.label,
            })}
          </MenuItem>
        )),
      )}
    </TextField>
  );
}
