import type { ObjectRef } from '@pothos/core';
import type { DomainMessageKey, ResourceDeclaration } from '@vezel/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from '../../db/client';
import { spaceTemplates, spaceTemplateSpaces } from '../../db/tables';
import type { BuilderTypes } from '../../graphql/builder';
import { AppError } from '../../graphql/errors';
import {
  connectionTo,
  inputText,
  type Access,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { declaredColumns } from '../../resources/declared-columns';
import { referenceColumn } from '../../resources/input-fields';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, findOwnedChild } from '../../resources/owned';

/** A table of an owner's rows in a manual order, the owner's id in column `Key`. */
type OwnerRowsTable<Key extends string> = PgTable & {
  id: PgColumn;
  sortIndex: PgColumn;
  updatedAt: PgColumn;
} & Record<Key, PgColumn>;

/** The row of a floor or space: its owner's id in `Key`. */
type OwnerRow<Key extends string> = { id: number } & Record<Key, number>;

/*
 * Drizzle cannot type a write to a table known only by its shape; the callers' row types
 * (the tables' own) say what comes back.
 */
async function insertRow<Row>(tx: Executor, table: PgTable, values: object): Promise<Row> {
  const [row] = (await tx
    .insert(table)
    .values(values as never)
    .returning()) as unknown as Row[];
  if (!row) throw new Error('insert returned nothing');
  return row;
}

async function updateRow<Row>(
  tx: Executor,
  table: PgTable & { id: PgColumn },
  id: number,
  values: object,
): Promise<Row> {
  const [row] = (await tx
    .update(table)
    .set(values as never)
    .where(eq(table.id, id))
    .returning()) as unknown as Row[];
  if (!row) throw new Error('update returned nothing');
  return row;
}

export interface FloorAndSpaceOptions<
  Key extends string,
  Floor extends OwnerRow<Key>,
  Space extends OwnerRow<Key>,
> {
  owner: {
    /** The relation a new floor or space connects to ('asset', 'survey'). */
    type: string;
    /** The owner's id column of both tables ('assetId', 'surveyId'). */
    key: Key;
    table: PgTable & { id: PgColumn; organisationId: PgColumn };
    /** Finds an owner of the caller's organisation, for connecting to it. */
    parent: Pick<ResourceBinding<{ id: number }>, 'find'>;
  };
  floors: {
    table: OwnerRowsTable<Key> & { name: PgColumn };
    declaration: ResourceDeclaration;
    ref: ObjectRef<BuilderTypes, Floor>;
  };
  spaces: {
    table: OwnerRowsTable<Key> & { floorId: PgColumn; name: PgColumn; description: PgColumn };
    declaration: ResourceDeclaration;
    ref: ObjectRef<BuilderTypes, Space>;
  };
  /** The field error of a space put on a floor that is not the owner's. */
  otherFloor: DomainMessageKey;
  /** Runs in the transaction before every write of the owner's floors and spaces. */
  beforeWrite?: (tx: Executor, ownerId: number) => Promise<unknown>;
}

/**
 * The bindings of an owner's floors and spaces (an asset's, a survey's), and applying a
 * space template to the owner: the same rules for both, over their own tables.
 */
export function floorAndSpaceBindings<
  Key extends string,
  Floor extends OwnerRow<Key>,
  Space extends OwnerRow<Key>,
>(options: FloorAndSpaceOptions<Key, Floor, Space>) {
  const { owner, otherFloor, beforeWrite = () => Promise.resolve() } = options;
  const floors = options.floors.table;
  const spaces = options.spaces.table;
  const findConnection = connectionTo(owner.type, owner.parent);
  const ownerOf = (row: OwnerRow<Key>) => row[owner.key];
  /** A binding's `find`: a row whose owner is the caller's organisation's. */
  const findIn =
    <Row>(table: OwnerRowsTable<Key>) =>
    async (tx: Executor, { organisationId }: Access, id: number) =>
      (await findOwnedChild(
        tx,
        table,
        table[owner.key],
        owner.table,
        organisationId,
        id,
      )) as Row | null;

  /** The manual order: the sort mutation reads the siblings first, so the check runs there. */
  function orderOf<Row extends OwnerRow<Key>>(table: OwnerRowsTable<Key>) {
    const order = manualOrder<Row>(table, (row) => eq(table[owner.key], ownerOf(row)));
    return {
      async siblings(tx: Executor, row: Row): Promise<number[]> {
        await beforeWrite(tx, ownerOf(row));
        return order.siblings(tx, row);
      },
      setOrder: order.setOrder,
    };
  }

  const connectedOwner = (connections: ReadonlyMap<string, number>, what: string) => {
    const ownerId = connections.get(owner.type);
    if (ownerId === undefined) throw new Error(`${what} without ${owner.type}`);
    return ownerId;
  };

  const floorBinding: ResourceBinding<Floor> = {
    declaration: options.floors.declaration,
    ref: options.floors.ref,
    find: findIn<Floor>(floors),
    findConnection,
    async insert(tx, _access, values, connections) {
      const ownerId = connectedOwner(connections, 'floor');
      await beforeWrite(tx, ownerId);
      return insertRow<Floor>(tx, floors, {
        [owner.key]: ownerId,
        name: inputText(values.name),
        sortIndex: await nextSortIndex(tx, floors, eq(floors[owner.key], ownerId)),
      });
    },
    async update(tx, _access, row, values) {
      await beforeWrite(tx, ownerOf(row));
      return updateRow<Floor>(tx, floors, row.id, {
        ...declaredColumns(options.floors.declaration, floors, values),
        updatedAt: new Date(),
      });
    },
    async remove(tx, row) {
      await beforeWrite(tx, ownerOf(row));
      // Its spaces stay, on no floor (the foreign key sets it null).
      await tx.delete(floors).where(eq(floors.id, row.id));
    },
    ...orderOf<Floor>(floors),
  };

  /** The floor a space is put on: a floor of the same owner, or none. */
  const floorColumn = (tx: Executor, ownerId: number, values: ResourceValues) =>
    referenceColumn(
      values,
      'floor',
      'floorId',
      async (id) =>
        (
          (await tx
            .select({ id: floors.id })
            .from(floors as PgTable)
            .where(and(eq(floors.id, id), eq(floors[owner.key], ownerId)))) as { id: number }[]
        )[0],
      otherFloor,
    );

  // floorColumn checks the floor is the owner's.
  const spaceColumns = (values: ResourceValues) =>
    declaredColumns(options.spaces.declaration, spaces, values, { floor: null });

  const spaceBinding: ResourceBinding<Space> = {
    declaration: options.spaces.declaration,
    ref: options.spaces.ref,
    find: findIn<Space>(spaces),
    findConnection,
    async insert(tx, _access, values, connections) {
      const ownerId = connectedOwner(connections, 'space');
      await beforeWrite(tx, ownerId);
      const floor = await floorColumn(tx, ownerId, values);
      return insertRow<Space>(tx, spaces, {
        ...spaceColumns(values),
        ...floor,
        [owner.key]: ownerId,
        sortIndex: await nextSortIndex(tx, spaces, eq(spaces[owner.key], ownerId)),
      });
    },
    async update(tx, _access, row, values) {
      await beforeWrite(tx, ownerOf(row));
      return updateRow<Space>(tx, spaces, row.id, {
        ...spaceColumns(values),
        ...(await floorColumn(tx, ownerOf(row), values)),
        updatedAt: new Date(),
      });
    },
    async remove(tx, row) {
      await beforeWrite(tx, ownerOf(row));
      // Records that name the space keep theirs empty (the foreign keys set null).
      await tx.delete(spaces).where(eq(spaces.id, row.id));
    },
    ...orderOf<Space>(spaces),
  };

  /**
   * Applies a template of the organisation to an owner of its asset type: the floors it
   * names that the owner lacks (by name, case aside) are added after the owner's own, then
   * the template's spaces on them, after the owner's spaces, in the template's order. The
   * caller has found the owner (and run its checks) in this transaction.
   */
  async function applySpaceTemplate(
    tx: Executor,
    organisationId: number,
    target: { id: number; assetType: string },
    templateId: number,
  ): Promise<void> {
    const template = await findOwned(tx, spaceTemplates, organisationId, templateId);
    if (!template) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    if (template.assetType !== target.assetType) {
      throw new AppError('BAD_USER_INPUT', 'error.templateAssetType');
    }
    const templateSpaces = await tx
      .select()
      .from(spaceTemplateSpaces)
      .where(eq(spaceTemplateSpaces.templateId, template.id))
      .orderBy(asc(spaceTemplateSpaces.sortIndex), asc(spaceTemplateSpaces.id));
    const existing = (await tx
      .select({ id: floors.id, name: floors.name, sortIndex: floors.sortIndex })
      .from(floors as PgTable)
      .where(eq(floors[owner.key], target.id))
      .orderBy(asc(floors.sortIndex), asc(floors.id))) as {
      id: number;
      name: string;
      sortIndex: number;
    }[];
    const floorIds = new Map(existing.map((floor) => [floor.name.trim().toLowerCase(), floor.id]));
    let floorIndex = Math.max(-1, ...existing.map((floor) => floor.sortIndex)) + 1;
    let spaceIndex = await nextSortIndex(tx, spaces, eq(spaces[owner.key], target.id));
    for (const space of templateSpaces) {
      const floorName = space.floorName.trim();
      let floorId: number | null = null;
      if (floorName) {
        const key = floorName.toLowerCase();
        floorId = floorIds.get(key) ?? null;
        if (floorId === null) {
          const floor = await insertRow<{ id: number }>(tx, floors, {
            [owner.key]: target.id,
            name: floorName,
            sortIndex: floorIndex++,
          });
          floorId = floor.id;
          floorIds.set(key, floorId);
        }
      }
      await insertRow(tx, spaces, {
        [owner.key]: target.id,
        floorId,
        name: space.name,
        description: space.description,
        sortIndex: spaceIndex++,
      });
    }
  }

  return { floorBinding, spaceBinding, applySpaceTemplate };
}
