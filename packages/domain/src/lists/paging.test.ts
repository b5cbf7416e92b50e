import { describe, expect, it } from 'vitest';
import { isPaginated, pageSlice, searchWords } from './paging';

describe('list paging', () => {
  it('paginates only with 500 or more rows and more than 100 matches', () => {
    expect(isPaginated(499, 499)).toBe(false);
    expect(isPaginated(500, 100)).toBe(false);
    expect(isPaginated(500, 101)).toBe(true);
  });

  it('sends every match of a list that is not paginated', () => {
    expect(pageSlice(499, 499, 3)).toEqual({ page: 0, offset: 0, limit: null });
  });

  it('sends one page of 100, clamped to the pages that exist', () => {
    expect(pageSlice(10_000, 10_000, 2)).toEqual({ page: 2, offset: 200, limit: 100 });
    expect(pageSlice(10_000, 250, 9)).toEqual({ page: 2, offset: 200, limit: 100 });
    expect(pageSlice(10_000, 250, -1)).toEqual({ page: 0, offset: 0, limit: 100 });
  });

  it('splits a query into lower-case words', () => {
    expect(searchWords('  Kelder  TRAP ')).toEqual(['kelder', 'trap']);
    expect(searchWords('   ')).toEqual([]);
  });
});
