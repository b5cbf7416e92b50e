/**
 * How a long list is cut into pages (spec section 9): 100 rows a page, paginated only
 * with 500 or more rows of which more than 100 match the search, seven page buttons.
 * The web table applies it to the rows it holds; the server to the rows it sends.
 */
export const pageSize = 100;
export const paginationThreshold = 500;
export const visiblePageButtons = 7;

export type SortDirection = 'asc' | 'desc';

export function isPaginated(totalRows: number, matchedRows: number): boolean {
  return totalRows >= paginationThreshold && matchedRows > pageSize;
}

export function pageCount(matchedRows: number): number {
  return Math.max(1, Math.ceil(matchedRows / pageSize));
}

/** A page number that exists (0-based), e.g. after the search left fewer pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(0, page), pages - 1);
}

/**
 * The slice of the matching rows to show for a requested page: every match when the
 * list is not paginated, else one page of 100, the page clamped to those that exist.
 */
export function pageSlice(
  totalRows: number,
  matchedRows: number,
  requestedPage: number,
): { page: number; offset: number; limit: number | null } {
  if (!isPaginated(totalRows, matchedRows)) return { page: 0, offset: 0, limit: null };
  const page = clampPage(Math.trunc(requestedPage) || 0, pageCount(matchedRows));
  return { page, offset: page * pageSize, limit: pageSize };
}

/** The words of a search box query, each of which a row must contain (case-insensitive). */
export function searchWords(query: string): string[] {
  return query.trim().toLocaleLowerCase().split(/\s+/).filter(Boolean);
}
