import AddIcon from '@mui/icons-material/Add';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import MuiTableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import {
  useEffect,
  useMemo,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { useTranslation } from 'react-i18next';
import { TableMessageRow } from '../TableMessageRow';
import { actionTypes, cellRenderers, isSortableColumn, type ResourceColumn } from './cells';
import { PageNavigation } from './PageNavigation';
import { CardSortMenu, ResourceCards } from './ResourceCards';
import { narrowQuery, rowFocusSx, useRowOpening, visuallyHidden } from './RowLink';
import {
  canReorder,
  clampPage,
  filterRows,
  hasContent,
  isPaginated,
  moveRow,
  nextSort,
  pageCount,
  pageRows,
  pageSize,
  searchTexts,
  sortRows,
  type SortState,
  type TableRow,
} from './table-logic';

/**
 * Below this width a table's columns would be cut or scroll sideways, so each row shows as a
 * card (spec section 9's small layout, WCAG 1.4.10 reflow).
 */

/** Typing pauses this long before a server-side search is sent. */
const searchDelay = 250;

/** What a table over a server-paged list asks for. */
export interface ListQuery {
  search: string;
  sort: SortState | null;
  page: number;
}

/** One page of a list as the server searched, sorted and cut it. */
export interface RemotePage<Row> {
  total: number;
  matched: number;
  page: number;
  /** Position of the first item among the matches. */
  offset: number;
  items: readonly Row[];
}

interface ResourceTableProps<Row extends TableRow> {
  /** The plural name of the rows, for "Fetching {type}..." and "There are currently no {type}". */
  typeLabel: string;
  /** Every row, searched, sorted and paged here; undefined while the first fetch runs. */
  rows?: readonly Row[] | undefined;
  /**
   * Instead of `rows`, for lists too long to send whole: the table reports the search,
   * sort and page it wants and shows the page it is given (undefined while it is fetched).
   */
  remote?: { page: RemotePage<Row> | undefined; onQuery: (query: ListQuery) => void };
  columns: readonly ResourceColumn<Row>[];
  searchFields: readonly string[];
  /** False where the page has its own search box (the survey list): the table shows none. */
  searchable?: boolean;
  selectedId?: string | undefined;
  /** The URL of the record a row opens: the row links to it (Tab, Enter, open in a new tab). */
  rowHref?: ((row: Row) => string) | undefined;
  /** For rows whose record has no URL of its own: what opening one does. */
  onSelect?: ((row: Row) => void) | undefined;
  onAdd?: () => void;
  /** Further buttons of the list in its toolbar, before Add (an import, say). */
  actions?: ReactNode;
  /**
   * Given for a sortable resource: moves a row in the manual order (0-based positions).
   * Resolves false on failure, which undoes the move on screen.
   */
  onReorder?: (row: Row, from: number, to: number) => Promise<boolean>;
  testId: string;
}

/**
 * The generic list of spec section 2: search, add, sortable headers, drag to reorder and
 * pages of 100. Given all rows, it filters and sorts them with memoised pure functions;
 * given a remote list, the server does that and only one page crosses the network.
 * Either way only the current page is rendered.
 */
export function ResourceTable<Row extends TableRow>({
  typeLabel,
  rows,
  remote,
  columns,
  searchFields,
  searchable = true,
  selectedId,
  rowHref,
  onSelect,
  onAdd,
  actions,
  onReorder,
  testId,
}: ResourceTableProps<Row>) {
  const { t } = useTranslation();
  const narrow = useMediaQuery(narrowQuery, { noSsr: true });
  const opening = useRowOpening({ href: rowHref, onSelect });
  const [query, setQuery] = useState('');
  const [sort, setSort] = useState<SortState | null>(null);
  const [page, setPage] = useState(0);
  const [moved, setMoved] = useState<{ base: readonly Row[]; order: Row[] } | null>(null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [over, setOver] = useState<number | null>(null);

  const search = useDelayedValue(query.trim(), remote ? searchDelay : 0);
  const onQuery = remote?.onQuery;
  useEffect(() => onQuery?.({ search, sort, page }), [onQuery, search, sort, page]);

  const source = remote ? remote.page?.items : rows;
  // A move shows at once; the refetched list replaces it (a new `source`).
  const ordered = moved && moved.base === source ? moved.order : source;
  const all = useMemo(() => ordered ?? [], [ordered]);
  const texts = useMemo(
    () => (remote ? [] : searchTexts(all, searchFields)),
    [remote, all, searchFields],
  );
  const filtered = useMemo(
    () => (remote ? all : filterRows(all, texts, query)),
    [remote, all, texts, query],
  );
  const shown = useMemo(
    () => (remote ? filtered : sortRows(filtered, sort)),
    [remote, filtered, sort],
  );
  const total = remote ? (remote.page?.total ?? 0) : all.length;
  const matched = remote ? (remote.page?.matched ?? 0) : shown.length;
  const paginated = isPaginated(total, matched);
  const pages = paginated ? pageCount(matched) : 1;
  const currentPage = remote ? (remote.page?.page ?? 0) : clampPage(page, pages);
  const offset = remote ? (remote.page?.offset ?? 0) : paginated ? currentPage * pageSize : 0;
  const visible = remote || !paginated ? shown : pageRows(shown, currentPage);
  // One move at a time: the next waits for the refetched order, so that its positions are
  // those the server knows.
  const moving = moved !== null && moved.base === source;
  const orderable = onReorder !== undefined && canReorder(true, query, sort);
  const reorderable = orderable && !moving;
  const displayColumns: readonly ResourceColumn<Row>[] = onReorder
    ? [{ field: '', type: 'drag', label: t('resource.reorder') }, ...columns]
    : columns;
  // The first column that shows data rather than a control holds the row's link.
  const linkField = columns.find(
    (column) => column.type !== 'drag' && !actionTypes.has(column.type),
  )?.field;

  // Positions are in the whole manual order; `all` holds the rows from `offset` on.
  async function reorder(row: Row, from: number, to: number) {
    if (!onReorder || !source || from === to || to < offset || to >= offset + all.length) return;
    setMoved({ base: source, order: moveRow(all, from - offset, to - offset) });
    if (!(await onReorder(row, from, to))) setMoved(null);
  }

  function keyboardMove(row: Row, position: number) {
    return (event: KeyboardEvent) => {
      const step = event.key === 'ArrowUp' ? -1 : event.key === 'ArrowDown' ? 1 : 0;
      if (!step || !orderable) return;
      event.preventDefault();
      // The handle keeps focus while a move lands; keys pressed meanwhile are dropped.
      if (moving) return;
      void reorder(row, position, position + step);
    };
  }

  function dragProps(row: Row, position: number) {
    if (!reorderable) return {};
    return {
      draggable: true,
      onDragStart: (event: DragEvent) => {
        event.dataTransfer.effectAllowed = 'move';
        event.dataTransfer.setData('text/plain', row.id);
        setDragged(position);
      },
      onDragOver: (event: DragEvent) => {
        if (dragged === null) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = 'move';
        setOver(position);
      },
      onDrop: (event: DragEvent) => {
        event.preventDefault();
        const from = dragged;
        setDragged(null);
        setOver(null);
        const movedRow = from === null ? undefined : all[from - offset];
        if (from !== null && movedRow) void reorder(movedRow, from, position);
      },
      onDragEnd: () => {
        setDragged(null);
        setOver(null);
      },
    };
  }

  function cell(row: Row, column: ResourceColumn<Row>, position: number) {
    const Cell = cellRenderers[column.type];
    const value = (row as unknown as Record<string, unknown>)[column.field];
    const content = (
      <Cell
        value={value}
        label={column.label}
        onAction={column.onAction ? () => column.onAction?.(row) : undefined}
        drag={
          column.type === 'drag'
            ? { enabled: orderable, onKeyDown: keyboardMove(row, position) }
            : undefined
        }
        testId={`${testId}-${column.field || column.type}`}
      />
    );
    if (!opening || column.type === 'drag' || column.field !== linkField) return content;
    return opening.link(row, content, {
      selected: row.id === selectedId,
      empty: !hasContent(value),
      testId: `${testId}-link`,
    });
  }

  function rowProps(row: Row, position: number) {
    return {
      ...opening?.rowProps(row),
      ...dragProps(row, position),
      'data-testid': `${testId}-row`,
      'data-id': row.id,
    };
  }

  function rowSx(row: Row, position: number) {
    return (theme: Theme) => ({
      cursor: opening ? 'pointer' : undefined,
      opacity: dragged === position ? 0.5 : 1,
      boxShadow:
        over === position && dragged !== null && dragged !== position
          ? `inset 0 ${dragged < position ? -2 : 2}px 0 ${theme.palette.primary.main}`
          : undefined,
      ...(narrow && row.id === selectedId ? { bgcolor: theme.palette.action.selected } : {}),
      ...rowFocusSx(theme),
    });
  }

  const message =
    source === undefined
      ? { text: t('resource.fetching', { type: typeLabel }), id: 'loading' }
      : total === 0
        ? { text: t('resource.empty', { type: typeLabel }), id: 'empty' }
        : matched === 0
          ? { text: t('resource.noMatch', { query: query.trim() }), id: 'no-match' }
          : null;

  // Without column headers to click, the cards sort with a menu.
  const sortMenu = narrow && columns.some(isSortableColumn);
  const toolbar = searchable || onAdd !== undefined || sortMenu || Boolean(actions);

  return (
    <Box data-testid={testId} data-reorderable={reorderable}>
      {toolbar && (
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1.5, flexWrap: 'wrap' }}>
          {searchable && (
            <OutlinedInput
              size="small"
              value={query}
              onChange={(event) => {
                setQuery(event.target.value);
                setPage(0);
              }}
              placeholder={t('resource.search')}
              startAdornment={
                <InputAdornment position="start">
                  <SearchIcon fontSize="small" />
                </InputAdornment>
              }
              inputProps={{ 'aria-label': t('resource.search'), 'data-testid': `${testId}-search` }}
              sx={{ flexGrow: 1, minWidth: 0, bgcolor: 'background.paper' }}
            />
          )}
          {actions}
          {onAdd && (
            <Button
              variant="contained"
              startIcon={<AddIcon />}
              onClick={onAdd}
              sx={{ ml: 'auto' }}
              data-testid={`${testId}-add`}
            >
              {t('resource.add')}
            </Button>
          )}
          {sortMenu && (
            <CardSortMenu
              columns={columns}
              sort={sort}
              onSort={setSort}
              testId={`${testId}-sort`}
            />
          )}
        </Box>
      )}
      {narrow ? (
        <ResourceCards
          label={typeLabel}
          rows={visible}
          offset={offset}
          columns={displayColumns}
          titleField={linkField}
          cell={cell}
          rowProps={rowProps}
          rowSx={rowSx}
          message={
            message && (
              <Typography
                color="text.secondary"
                sx={{ py: 4, textAlign: 'center' }}
                data-testid={`${testId}-${message.id}`}
              >
                {message.text}
              </Typography>
            )
          }
        />
      ) : (
        <TableContainer
          sx={{ bgcolor: 'background.paper', borderRadius: 1, border: 1, borderColor: 'divider' }}
        >
          <Table aria-label={typeLabel}>
            <TableHead>
              <MuiTableRow>
                {displayColumns.map((column) => (
                  <TableCell
                    key={column.field || column.type}
                    sortDirection={sort?.field === column.field ? sort.direction : false}
                    padding={column.type === 'drag' ? 'checkbox' : undefined}
                  >
                    {isSortableColumn(column) ? (
                      <TableSortLabel
                        active={sort?.field === column.field}
                        direction={sort?.field === column.field ? sort.direction : 'asc'}
                        onClick={() => setSort((current) => nextSort(current, column.field))}
                        data-testid={`${testId}-sort-${column.field}`}
                      >
                        {column.label}
                      </TableSortLabel>
                    ) : column.type === 'drag' ? (
                      <Box component="span" sx={visuallyHidden}>
                        {t('resource.order')}
                      </Box>
                    ) : (
                      column.label
                    )}
                  </TableCell>
                ))}
              </MuiTableRow>
            </TableHead>
            <TableBody>
              {visible.map((row, index) => {
                const position = offset + index;
                return (
                  <MuiTableRow
                    key={row.id}
                    hover={opening !== null}
                    selected={row.id === selectedId}
                    {...rowProps(row, position)}
                    sx={rowSx(row, position)}
                  >
                    {displayColumns.map((column) => (
                      <TableCell
                        key={column.field || column.type}
                        padding={column.type === 'drag' ? 'checkbox' : undefined}
                      >
                        {cell(row, column, position)}
                      </TableCell>
                    ))}
                  </MuiTableRow>
                );
              })}
              {message && (
                <TableMessageRow colSpan={displayColumns.length} testId={`${testId}-${message.id}`}>
                  {message.text}
                </TableMessageRow>
              )}
            </TableBody>
          </Table>
        </TableContainer>
      )}
      {paginated && (
        <PageNavigation
          page={currentPage}
          pages={pages}
          onPage={setPage}
          testId={`${testId}-pagination`}
          pageTestId={(number) => `${testId}-page-${number}`}
        />
      )}
    </Box>
  );
}

/** The value, once it has stayed unchanged for `delay` ms (at once without a delay). */
function useDelayedValue<Value>(value: Value, delay: number): Value {
  const [delayed, setDelayed] = useState(value);
  useEffect(() => {
    if (delay === 0) return;
    const timer = setTimeout(() => setDelayed(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return delay === 0 ? value : delayed;
}
