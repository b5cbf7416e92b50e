import type { ObjectRef } from '@pothos/core';
import type { ResourceDeclaration } from '@vezel/domain';
import { and, asc, eq, getTableName } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../db/client';
import { builder, type BuilderTypes } from '../graphql/builder';
import { organisationOf } from '../graphql/context';
import { fileIdFromInput } from '../files/schema';
import { uploadTypes } from '../files/storage';
import { connectionTo, type ResourceBinding, type ResourceValues } from './binding';
import { declaredColumns } from './declared-columns';
import { insertRow, updateRow } from './rows';

/** A table whose rows each belong to one organisation. */
type OwnedTable = PgTable & { id: PgColumn; organisationId: PgColumn };

/** Pothos cannot resolve its result types over a generic row, hence a concrete one. */
type AnyRow = { id: number };
const concrete = <Row>(ref: ObjectRef<BuilderTypes, Row>) =>
  ref as unknown as ObjectRef<BuilderTypes, AnyRow>;

/** The row with this id when it belongs to the organisation; null when not, or absent. */
export async function findOwned<Table extends OwnedTable>(
  db: Executor,
  table: Table,
  organisationId: number,
  id: number,
): Promise<Table['$inferSelect'] | null> {
  const rows = await db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), eq(table.organisationId, organisationId)));
  return (rows[0] as Table['$inferSelect'] | undefined) ?? null;
}

/**
 * A row of a child table (a certificate, a contact, an entry...) with this id when its
 * parent, through `parentKey`, belongs to the organisation; null otherwise.
 */
export async function findOwnedChild<Child extends PgTable & { id: PgColumn }>(
  db: Executor,
  child: Child,
  parentKey: PgColumn,
  parent: OwnedTable,
  organisationId: number,
  id: number,
): Promise<Child['$inferSelect'] | null> {
  const rows = await db
    .select()
    .from(child as PgTable)
    .innerJoin(parent, eq(parent.id, parentKey))
    .where(and(eq(child.id, id), eq(parent.organisationId, organisationId)));
  const row = rows[0] as Record<string, unknown> | undefined;
  return (row?.[getTableName(child)] as Child['$inferSelect'] | undefined) ?? null;
}

/**
 * A query field `name(id)` for one row of the caller's organisation; null for a row of
 * another organisation, a missing one, or an id that cannot be one.
 */
export function ownedRecordQuery<Table extends OwnedTable>(
  name: string,
  ref: ObjectRef<BuilderTypes, Table['$inferSelect']>,
  table: Table,
  description: string,
): void {
  builder.queryField(name, (t) =>
    t.field({
      type: concrete(ref),
      nullable: true,
      description,
      authScopes: { member: true },
      args: { id: t.arg.id({ required: true }) },
      resolve: (_root, args, context) => {
        const id = Number(args.id);
        if (!Number.isSafeInteger(id)) return null;
        return findOwned(context.db, table, organisationOf(context), id) as Promise<AnyRow | null>;
      },
    }),
  );
}

/** A query field `name` listing the rows of the caller's organisation by name. */
export function ownedListQuery<Table extends OwnedTable & { name: PgColumn }>(
  name: string,
  ref: ObjectRef<BuilderTypes, Table['$inferSelect']>,
  table: Table,
  description: string,
): void {
  builder.queryField(name, (t) =>
    t.field({
      type: [concrete(ref)],
      description,
      authScopes: { member: true },
      resolve: async (_root, _args, context) =>
        (await context.db
          .select()
          .from(table as PgTable)
          .where(eq(table.organisationId, organisationOf(context)))
          .orderBy(asc(table.name), asc(table.id))) as AnyRow[],
    }),
  );
}

/**
 * The binding of a plain resource the organisation owns, kept in the declared columns (a
 * file or an item field needs a binding of its own): rows of the caller's organisation only.
 */
export function ownedBinding<Table extends OwnedTable & { updatedAt: PgColumn }>(
  declaration: ResourceDeclaration,
  table: Table,
  ref: ObjectRef<BuilderTypes, Table['$inferSelect']>,
): ResourceBinding<Table['$inferSelect'] & AnyRow> {
  type Row = Table['$inferSelect'] & AnyRow;
  return {
    declaration,
    ref: ref as ObjectRef<BuilderTypes, Row>,
    find: (tx, { organisationId }, id) =>
      findOwned(tx, table, organisationId, id) as Promise<Row | null>,
    findConnection: () => Promise.resolve(null),
    insert: (tx, { organisationId }, values) =>
      insertRow(tx, table, {
        ...declaredColumns(declaration, table, values),
        organisationId,
      } as Table['$inferInsert']) as Promise<Row>,
    update: (tx, _access, row, values) =>
      updateRow(tx, table, row.id, declaredColumns(declaration, table, values)) as Promise<Row>,
    async remove(tx, row) {
      await tx.delete(table).where(eq(table.id, row.id));
    },
  };
}

/** A child table whose rows carry their scan in `fileId`, and their parent's id. */
type ScannedChildTable = PgTable & { id: PgColumn; updatedAt: PgColumn; fileId: PgColumn };

/**
 * The binding of a resource kept under a parent the organisation owns (a branch's or a
 * laboratory's certificates): its rows are found through their parent, written through the
 * declared columns, and its `file` is an upload of the organisation (a scan).
 */
export function ownedChildBinding<Child extends ScannedChildTable>(
  declaration: ResourceDeclaration,
  table: Child,
  ref: ObjectRef<BuilderTypes, Child['$inferSelect']>,
  parent: {
    type: string;
    table: OwnedTable;
    /** The child's column holding its parent's id, and that column's key in the row. */
    column: PgColumn;
    key: keyof Child['$inferInsert'] & string;
    binding: Pick<ResourceBinding<{ id: number }>, 'find'>;
  },
): ResourceBinding<Child['$inferSelect'] & AnyRow> {
  type Row = Child['$inferSelect'] & AnyRow;
  const scanOf = (tx: Executor, organisationId: number, values: ResourceValues) =>
    fileIdFromInput(tx, organisationId, values.file, uploadTypes, 'file');
  return {
    declaration,
    ref: ref as ObjectRef<BuilderTypes, Row>,
    find: (tx, { organisationId }, id) =>
      findOwnedChild(
        tx,
        table,
        parent.column,
        parent.table,
        organisationId,
        id,
      ) as Promise<Row | null>,
    findConnection: connectionTo(parent.type, parent.binding),
    async insert(tx, { organisationId }, values, connections) {
      const parentId = connections.get(parent.type);
      if (parentId === undefined) throw new Error(`${declaration.type} without ${parent.type}`);
      const fileId = await scanOf(tx, organisationId, values);
      return insertRow(tx, table, {
        ...declaredColumns(declaration, table, values),
        [parent.key]: parentId,
        fileId: fileId ?? null,
      } as Child['$inferInsert']) as Promise<Row>;
    },
    async update(tx, { organisationId }, row, values) {
      const fileId = await scanOf(tx, organisationId, values);
      return updateRow(tx, table, row.id, {
        ...declaredColumns(declaration, table, values),
        ...(fileId !== undefined && { fileId }),
      } as Partial<Child['$inferInsert']>) as Promise<Row>;
    },
    async remove(tx, row) {
      await tx.delete(table).where(eq(table.id, row.id));
    },
  };
}
