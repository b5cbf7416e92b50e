import { asc, eq, max, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** A table whose rows carry a manual order within a group (a client's contacts...). */
type OrderedTable = PgTable & { id: PgColumn; sortIndex: PgColumn };

/** The sort index of a new row: after the last of its group. */
export async function nextSortIndex(
  tx: Executor,
  table: OrderedTable,
  group: SQL | undefined,
): Promise<number> {
  const [last] = await tx
    .select({ sortIndex: max(table.sortIndex) })
    .from(table as PgTable)
    .where(group);
  return ((last?.sortIndex as number | null | undefined) ?? -1) + 1;
}

/**
 * A sortable binding's `siblings` and `setOrder` (resources/binding.ts): the ids of the
 * group a row belongs to in their manual order, and storing a new order of them.
 */
export function manualOrder<Row>(table: OrderedTable, groupOf: (row: Row) => SQL | undefined) {
  return {
    async siblings(tx: Executor, row: Row): Promise<number[]> {
      const rows = await tx
        .select({ id: table.id })
        .from(table as PgTable)
        .where(groupOf(row))
        .orderBy(asc(table.sortIndex), asc(table.id));
      return rows.map((sibling) => sibling.id as number);
    },
    async setOrder(tx: Executor, ids: readonly number[]): Promise<void> {
      for (const [index, id] of ids.entries()) {
        await tx
          .update(table)
          .set({ sortIndex: index } as Partial<OrderedTable['$inferInsert']>)
          .where(eq(table.id, id));
      }
    },
  };
}
