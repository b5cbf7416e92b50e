import type { ArgBuilder } from '@pothos/core';
import {
  isPaginated,
  pageSize,
  pageSlice,
  searchWords,
  type SortDirection,
} from '@vezel/domain/lists/paging';
import { and, asc, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { builder, type BuilderTypes } from '../graphql/builder';

/**
 * Server-side search, sort and paging of a long list, with the web table's rules
 * (packages/domain/lists/paging): a client fetches only the page it shows.
 */

export const SortDirectionRef = builder.enumType('SortDirection', {
  values: ['asc', 'desc'] as const,
});

export interface PageArgs {
  search?: string | null;
  sort?: string | null;
  direction?: SortDirection | null;
  page?: number | null;
}

export interface Page<Row> {
  /** Rows in the list before the search. */
  total: number;
  /** Rows that match the search. */
  matched: number;
  page: number;
  /** Position of the first row in the matches, for positions in the manual order. */
  offset: number;
  rows: Row[];
}

/** The arguments every paged list query takes. */
export function pageArgs(arg: ArgBuilder<BuilderTypes>) {
  return {
    search: arg.string({ description: 'Every word must occur in one of the searchable fields' }),
    sort: arg.string({ description: 'A sortable field; absent means the manual order' }),
    direction: arg({ type: SortDirectionRef }),
    page: arg.int({ description: '0-based; clamped to the pages that exist' }),
  };
}

const escapeLike = (word: string) => word.replace(/[\\%_]/g, (character) => `\\${character}`);

/**
 * Rows holding every word of the query in one of the columns; undefined without words.
 * The columns are joined by a space, which no word holds, so a word cannot match across
 * two of them; lower() and LIKE scan faster than ILIKE on each column.
 */
export function searchCondition(columns: readonly AnyColumn[], query: string | null | undefined) {
  const words = searchWords(query ?? '');
  if (words.length === 0) return undefined;
  const text = sql`lower(${sql.join(
    columns.map((column) => sql`${column}`),
    sql` || ' ' || `,
  )})`;
  return and(...words.map((word) => sql`${text} like ${`%${escapeLike(word)}%`}`));
}

export type SortKind = 'text' | 'requiredText' | 'boolean' | 'plain';

/**
 * ORDER BY terms for a chosen column, as the web table sorts: text case-insensitively
 * with empty values last, true before false when ascending; the manual order breaks ties.
 */
export function sortTerms(
  column: AnyColumn,
  kind: SortKind,
  direction: SortDirection,
  manualOrder: readonly SQL[],
): SQL[] {
  const order = direction === 'asc' ? asc : desc;
  if (kind === 'boolean') return [direction === 'asc' ? desc(column) : asc(column), ...manualOrder];
  if (kind === 'text') {
    return [sql`(${column} = '') asc`, order(sql`lower(${column})`), ...manualOrder];
  }
  // A text that is never empty needs no empties-last term, so an index on lower() serves.
  if (kind === 'requiredText') return [order(sql`lower(${column})`), ...manualOrder];
  return [sql`${order(column)} nulls last`, ...manualOrder];
}

/**
 * One page of a list. `countRows` counts rows under a condition; `select` reads rows under
 * a condition in the chosen order from an offset up to a limit (null: all), and when asked
 * each with the number of rows matching the condition (a window count, so a search counts
 * its matches in the scan that finds them; without a search the order's index serves).
 */
export async function loadPage<Row>(options: {
  base: SQL | undefined;
  search: SQL | undefined;
  requestedPage: number | null | undefined;
  countRows: (where: SQL | undefined) => Promise<number>;
  select: (
    where: SQL | undefined,
    offset: number,
    limit: number | null,
    countMatches: boolean,
  ) => Promise<{ row: Row; matched?: number }[]>;
}): Promise<Page<Row>> {
  const total = await options.countRows(options.base);
  const where = options.search ? and(options.base, options.search) : options.base;
  const page = async (matched: number): Promise<Page<Row>> => {
    const window = pageSlice(total, matched, options.requestedPage ?? 0);
    const found = await options.select(where, window.offset, window.limit, false);
    return {
      total,
      matched,
      page: window.page,
      offset: window.offset,
      rows: found.map((r) => r.row),
    };
  };
  if (!options.search) return page(total);
  if (!isPaginated(total, total)) {
    // A short list: every match is sent, so the matches are the rows read.
    const found = await options.select(where, 0, null, false);
    return { total, matched: found.length, page: 0, offset: 0, rows: found.map((r) => r.row) };
  }
  // Guess that the requested page exists; the window count says whether it did.
  const requested = Math.max(0, Math.trunc(options.requestedPage ?? 0) || 0);
  const found = await options.select(where, requested * pageSize, pageSize, true);
  const matched = found[0]?.matched;
  if (matched !== undefined && isPaginated(total, matched)) {
    return {
      total,
      matched,
      page: requested,
      offset: requested * pageSize,
      rows: found.map((r) => r.row),
    };
  }
  if (matched !== undefined && requested === 0) {
    return { total, matched, page: 0, offset: 0, rows: found.map((r) => r.row) };
  }
  return page(await options.countRows(where));
}
