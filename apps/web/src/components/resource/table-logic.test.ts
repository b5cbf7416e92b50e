import { describe, expect, it } from 'vitest';
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
  pageWindow,
  rowClickAction,
  searchTexts,
  sortKey,
  sortOfKey,
  sortRows,
  type RowClick,
} from './table-logic';

interface Item {
  id: string;
  value: string;
  description: string | null;
  active: boolean;
  priority?: number;
}

const items: Item[] = [
  { id: '1', value: 'm²', description: 'Vierkante meter', active: true, priority: 2 },
  { id: '2', value: 'stuks', description: null, active: false, priority: 10 },
  { id: '3', value: 'Item 10', description: 'Strekkende meter', active: true },
  { id: '4', value: 'item 9', description: '', active: false, priority: 1 },
];

describe('filterRows', () => {
  const texts = searchTexts(items, ['value', 'description']);

  it('keeps every row for an empty or blank query', () => {
    expect(filterRows(items, texts, '')).toBe(items);
    expect(filterRows(items, texts, '   ')).toBe(items);
  });

  it('matches case-insensitively in any searchable field', () => {
    expect(filterRows(items, texts, 'METER').map((row) => row.id)).toEqual(['1', '3']);
    expect(filterRows(items, texts, 'stuk').map((row) => row.id)).toEqual(['2']);
  });

  it('needs every word of the query', () => {
    expect(filterRows(items, texts, 'meter strek').map((row) => row.id)).toEqual(['3']);
    expect(filterRows(items, texts, 'meter stuks')).toEqual([]);
  });

  it('does not match across the border of two fields', () => {
    const rows: Item[] = [{ id: '9', value: 'ab', description: 'cd', active: true }];
    expect(filterRows(rows, searchTexts(rows, ['value', 'description']), 'bc')).toEqual([]);
  });
});

describe('sortRows', () => {
  it('returns the rows as they are without a sort', () => {
    expect(sortRows(items, null)).toBe(items);
  });

  it('sorts text naturally, ignoring case, in both directions', () => {
    const ascending = sortRows(items, { field: 'value', direction: 'asc' }).map((row) => row.id);
    expect(ascending).toEqual(['4', '3', '1', '2']);
    const descending = sortRows(items, { field: 'value', direction: 'desc' }).map((row) => row.id);
    expect(descending).toEqual(['2', '1', '3', '4']);
  });

  it('puts empty cells last in both directions', () => {
    expect(
      sortRows(items, { field: 'description', direction: 'asc' }).map((row) => row.id),
    ).toEqual(['3', '1', '2', '4']);
    expect(
      sortRows(items, { field: 'description', direction: 'desc' }).map((row) => row.id),
    ).toEqual(['1', '3', '2', '4']);
    expect(sortRows(items, { field: 'priority', direction: 'desc' }).map((row) => row.id)).toEqual([
      '2',
      '1',
      '4',
      '3',
    ]);
  });

  it('sorts true before false and keeps the manual order among equals', () => {
    expect(sortRows(items, { field: 'active', direction: 'asc' }).map((row) => row.id)).toEqual([
      '1',
      '3',
      '2',
      '4',
    ]);
  });

  it('leaves the input untouched', () => {
    const before = items.map((row) => row.id);
    sortRows(items, { field: 'value', direction: 'asc' });
    expect(items.map((row) => row.id)).toEqual(before);
  });
});

describe('nextSort', () => {
  it('cycles ascending, descending, none, and starts over on another field', () => {
    const first = nextSort(null, 'value');
    expect(first).toEqual({ field: 'value', direction: 'asc' });
    const second = nextSort(first, 'value');
    expect(second).toEqual({ field: 'value', direction: 'desc' });
    expect(nextSort(second, 'value')).toBeNull();
    expect(nextSort(second, 'description')).toEqual({ field: 'description', direction: 'asc' });
  });
});

describe('pagination', () => {
  it('paginates only with 500 or more rows and more than 100 shown', () => {
    expect(isPaginated(499, 499)).toBe(false);
    expect(isPaginated(500, 500)).toBe(true);
    expect(isPaginated(10_000, 101)).toBe(true);
    expect(isPaginated(10_000, 100)).toBe(false);
  });

  it('counts pages of 100 and keeps the page number in range', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(100)).toBe(1);
    expect(pageCount(101)).toBe(2);
    expect(clampPage(5, 3)).toBe(2);
    expect(clampPage(-1, 3)).toBe(0);
  });

  it('shows seven page buttons with the current page in the middle where possible', () => {
    expect(pageWindow(0, 100)).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(pageWindow(50, 100)).toEqual([47, 48, 49, 50, 51, 52, 53]);
    expect(pageWindow(99, 100)).toEqual([93, 94, 95, 96, 97, 98, 99]);
    expect(pageWindow(1, 3)).toEqual([0, 1, 2]);
  });

  it('cuts out one page of rows', () => {
    const rows = Array.from({ length: 250 }, (_, index) => index);
    expect(pageRows(rows, 0)).toHaveLength(100);
    expect(pageRows(rows, 2)).toEqual(rows.slice(200));
  });

  it('filters, sorts and pages 10,000 rows quickly', () => {
    const many = Array.from({ length: 10_000 }, (_, index) => ({
      id: String(index),
      value: `Item ${index}`,
      description: index % 2 ? 'oneven' : 'even',
    }));
    const started = performance.now();
    const texts = searchTexts(many, ['value', 'description']);
    const shown = sortRows(filterRows(many, texts, 'even'), { field: 'value', direction: 'desc' });
    pageRows(shown, 3);
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('reordering', () => {
  it('is possible only for a sortable resource without a search or column sort', () => {
    expect(canReorder(true, '', null)).toBe(true);
    expect(canReorder(false, '', null)).toBe(false);
    expect(canReorder(true, 'm', null)).toBe(false);
    expect(canReorder(true, '', { field: 'value', direction: 'asc' })).toBe(false);
  });

  it('moves a row down and up', () => {
    expect(moveRow(['a', 'b', 'c', 'd'], 0, 2)).toEqual(['b', 'c', 'a', 'd']);
    expect(moveRow(['a', 'b', 'c', 'd'], 3, 1)).toEqual(['a', 'd', 'b', 'c']);
  });

  it('leaves the order alone for a move in place or out of range', () => {
    expect(moveRow(['a', 'b'], 1, 1)).toEqual(['a', 'b']);
    expect(moveRow(['a', 'b'], 0, 2)).toEqual(['a', 'b']);
  });
});

describe('a click on a row', () => {
  const plain: RowClick = {
    button: 0,
    ctrlKey: false,
    metaKey: false,
    shiftKey: false,
    onControl: false,
    selectingText: false,
  };

  it('opens the record', () => {
    expect(rowClickAction(plain)).toBe('open');
  });

  it('opens it in a new tab with Ctrl, Cmd, Shift or the middle button', () => {
    expect(rowClickAction({ ...plain, ctrlKey: true })).toBe('newTab');
    expect(rowClickAction({ ...plain, metaKey: true })).toBe('newTab');
    expect(rowClickAction({ ...plain, shiftKey: true })).toBe('newTab');
    expect(rowClickAction({ ...plain, button: 1 })).toBe('newTab');
  });

  it('leaves a control of the row, a text selection and other buttons alone', () => {
    expect(rowClickAction({ ...plain, onControl: true })).toBe('none');
    expect(rowClickAction({ ...plain, button: 1, onControl: true })).toBe('none');
    expect(rowClickAction({ ...plain, selectingText: true })).toBe('none');
    expect(rowClickAction({ ...plain, button: 2 })).toBe('none');
  });
});

describe('the narrow layout', () => {
  it('names each sort as a menu option and reads it back', () => {
    expect(sortKey(null)).toBe('');
    expect(sortOfKey('')).toBeNull();
    const sort = { field: 'planned_start', direction: 'desc' } as const;
    expect(sortOfKey(sortKey(sort))).toEqual(sort);
    expect(sortOfKey('sideways:number')).toBeNull();
  });

  it('leaves out empty cells', () => {
    expect([null, undefined, '', []].map(hasContent)).toEqual([false, false, false, false]);
    expect([0, false, 'x', [{ value: 'a' }]].map(hasContent)).toEqual([true, true, true, true]);
  });
});
