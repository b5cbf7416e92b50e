import { count, eq, getTableName, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable, PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';

/** A table whose rows have an id and the time of their last change. */
type ChangedTable = PgTable & { id: PgColumn; updatedAt: PgColumn };

/** Inserts one row and returns it as stored. */
export async function insertRow<Table extends PgTable>(
  tx: Executor,
  table: Table,
  values: Table['$inferInsert'],
): Promise<Table['$inferSelect']> {
  const [row] = (await tx.insert(table).values(values).returning()) as Table['$inferSelect'][];
  if (!row) throw new Error(`${getTableName(table)} insert returned nothing`);
  return row;
}

/** Stores the changed columns of the row with this id, marked changed now, and returns it. */
export async function updateRow<Table extends ChangedTable>(
  tx: Executor,
  table: Table,
  id: number,
  set: PgUpdateSetSource<Table>,
): Promise<Table['$inferSelect']> {
  const [row] = (await tx
    .update(table)
    .set({ ...set, updatedAt: new Date() })
    .where(eq(table.id, id))
    .returning()) as Table['$inferSelect'][];
  if (!row) throw new Error(`${getTableName(table)} update returned nothing`);
  return row;
}

/** How many rows of the table meet the condition. */
export async function countRows(
  db: Executor,
  table: PgTable,
  condition: SQL | undefined,
): Promise<number> {
  const [row] = await db.select({ rows: count() }).from(table).where(condition);
  return row?.rows ?? 0;
}
