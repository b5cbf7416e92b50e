/**
 * The pure part of the resource table: search, sort, pagination and reordering. Kept apart
 * from React so it can be memoised per input and unit tested; it has to stay fast with
 * 10,000 rows, so every function is one pass (or one sort) over the rows.
 */

import {
  clampPage,
  isPaginated,
  pageCount,
  pageSize,
  searchWords,
  visiblePageButtons,
  type SortDirection,
} from '@vezel/domain/lists/paging';

export { clampPage, isPaginated, pageCount, pageSize, type SortDirection };

export interface TableRow {
  readonly id: string;
}

export interface SortState {
  readonly field: string;
  readonly direction: SortDirection;
}

/** What a search or sort compares: a cell as text, or a number, boolean or nothing. */
type CellValue = string | number | boolean | null | undefined;

function cellOf(row: TableRow, field: string): CellValue {
  const value: unknown = (row as unknown as Record<string, unknown>)[field];
  return typeof value === 'string' ||
    typeof value === 'number' ||
    typeof value === 'boolean' ||
    value === null
    ? value
    : undefined;
}

/**
 * One lower-case text per row holding its searchable fields, built once per list so that
 * each keystroke in the search box only scans strings.
 */
export function searchTexts(rows: readonly TableRow[], fields: readonly string[]): string[] {
  return rows.map((row) =>
    fields
      .map((field) => cellOf(row, field))
      .filter((value) => value !== null && value !== undefined)
      .join('\u0000')
      .toLocaleLowerCase(),
  );
}

/** The rows whose searchable text holds every word of the query, in their order. */
export function filterRows<Row extends TableRow>(
  rows: readonly Row[],
  texts: readonly string[],
  query: string,
): readonly Row[] {
  const words = searchWords(query);
  if (words.length === 0) return rows;
  return rows.filter((_, index) => {
    const text = texts[index] ?? '';
    return words.every((word) => text.includes(word));
  });
}

const collator = new Intl.Collator(['nl', 'en'], { numeric: true, sensitivity: 'base' });

const isEmptyCell = (value: CellValue): boolean =>
  value === null || value === undefined || value === '';

function compareCells(a: CellValue, b: CellValue): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return a === b ? 0 : a ? -1 : 1;
  return collator.compare(String(a), String(b));
}

/**
 * The rows sorted on one field; a new array, the input untouched. Empty cells go last in
 * both directions, equal cells keep their manual order (Array.prototype.sort is stable).
 */
export function sortRows<Row extends TableRow>(
  rows: readonly Row[],
  sort: SortState | null,
): readonly Row[] {
  if (!sort) return rows;
  const factor = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const left = cellOf(a, sort.field);
    const right = cellOf(b, sort.field);
    const leftEmpty = isEmptyCell(left);
    const rightEmpty = isEmptyCell(right);
    if (leftEmpty || rightEmpty) return leftEmpty === rightEmpty ? 0 : leftEmpty ? 1 : -1;
    return compareCells(left, right) * factor;
  });
}

/** Header click: ascending first, then descending, then back to the manual order. */
export function nextSort(current: SortState | null, field: string): SortState | null {
  if (!current || current.field !== field) return { field, direction: 'asc' };
  return current.direction === 'asc' ? { field, direction: 'desc' } : null;
}

/**
 * The 0-based page numbers of the visible page buttons: at most seven, with the current
 * page in the middle where the ends allow.
 */
export function pageWindow(page: number, pages: number, size = visiblePageButtons): number[] {
  const count = Math.min(size, pages);
  const start = Math.min(Math.max(0, page - Math.floor(size / 2)), pages - count);
  return Array.from({ length: count }, (_, index) => start + index);
}

export function pageRows<Row>(rows: readonly Row[], page: number): readonly Row[] {
  return rows.slice(page * pageSize, (page + 1) * pageSize);
}

/** Dragging changes the manual order, which is only what the table shows when unfiltered and unsorted. */
export function canReorder(sortable: boolean, query: string, sort: SortState | null): boolean {
  return sortable && query.trim() === '' && sort === null;
}

/** The rows with one moved from `from` to `to` (0-based positions in the manual order). */
export function moveRow<Row>(rows: readonly Row[], from: number, to: number): Row[] {
  const result = [...rows];
  if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) return result;
  const [moved] = result.splice(from, 1);
  if (moved !== undefined) result.splice(to, 0, moved);
  return result;
}

/** Whether a cell holds something to show: a card leaves out the lines of empty ones. */
export function hasContent(value: unknown): boolean {
  if (Array.isArray(value)) return value.length > 0;
  return value !== null && value !== undefined && value !== '';
}

/** A click on a row, as far as deciding what it does goes. */
export interface RowClick {
  /** 0 the main button, 1 the middle one (an auxclick). */
  button: number;
  ctrlKey: boolean;
  metaKey: boolean;
  shiftKey: boolean;
  /** The click landed on a link, button or field of its own inside the row. */
  onControl: boolean;
  /** The user was selecting the row's text. */
  selectingText: boolean;
}

/**
 * What a click beside the row's link does: what a click on the link would, so the whole row
 * opens its record, in a new tab as the browser would with Ctrl, Cmd, Shift or the middle
 * button. A control in the row or a text selection keeps its click to itself.
 */
export function rowClickAction(click: RowClick): 'none' | 'open' | 'newTab' {
  if (click.onControl || click.selectingText) return 'none';
  if (click.button === 1) return 'newTab';
  if (click.button !== 0) return 'none';
  return click.ctrlKey || click.metaKey || click.shiftKey ? 'newTab' : 'open';
}

/** A sort as one option of the narrow layout's sort menu; '' for the manual order. */
export function sortKey(sort: SortState | null): string {
  return sort ? `${sort.direction}:${sort.field}` : '';
}

export function sortOfKey(key: string): SortState | null {
  const match = /^(asc|desc):(.+)$/.exec(key);
  return match?.[1] && match[2] ? { field: match[2], direction: match[1] as SortDirection } : null;
}
