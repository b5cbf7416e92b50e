import type { LookupListKey } from '@vezel/domain';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { organisations, variableItems } from '../db/tables';
import { builder } from '../graphql/builder';
import { organisationOf, type Context } from '../graphql/context';
import { AppError } from '../graphql/errors';
import { batchLoad } from '../graphql/request-cache';
import type { ResourceValues } from './binding';
import { optionalId } from './input-fields';

export type VariableItemRow = typeof variableItems.$inferSelect;

/**
 * Declared here, implemented by modules/variables: the object types of other resources show
 * chosen items, and an item's parent is an item too.
 */
export const VariableItemRef = builder.objectRef<VariableItemRow>('VariableItem');

/**
 * An item of the caller's organisation's variable set by id, or null (none, or another
 * set's): the items a request's rows name are read together, in one statement.
 */
export function loadOrganisationItem(
  context: Context,
  id: number | null,
): Promise<VariableItemRow | null> {
  if (id === null) return Promise.resolve(null);
  const organisationId = organisationOf(context);
  return batchLoad(context, `organisation-items:${organisationId}`, id, async (ids) => {
    const rows = await context.db
      .select({ item: variableItems })
      .from(variableItems)
      .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
      .where(and(inArray(variableItems.id, [...ids]), eq(organisations.id, organisationId)));
    return new Map(rows.map(({ item }) => [item.id, item]));
  }).then((item) => item ?? null);
}

/**
 * Chosen items (an 'items' field) as ids of the given list of the organisation's variable
 * set; undefined when not given. Any other id is refused with the field named.
 */
export async function itemIds(
  tx: Executor,
  organisationId: number,
  value: ResourceValues[string] | undefined,
  list: LookupListKey,
  field: string,
): Promise<number[] | undefined> {
  if (value === undefined) return undefined;
  const ids = [...new Set((Array.isArray(value) ? value : []).map(Number))];
  const refuse = () =>
    new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
      [field]: { key: 'error.badInput' },
    });
  if (!Array.isArray(value) || ids.some((id) => !Number.isSafeInteger(id))) throw refuse();
  if (ids.length === 0) return [];
  const found = await tx
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        inArray(variableItems.id, ids),
        eq(variableItems.list, list),
        eq(organisations.id, organisationId),
      ),
    );
  if (found.length !== ids.length) throw refuse();
  return ids;
}

/**
 * One chosen item (an 'item' field) as the id of an item of the given list of the
 * organisation's variable set; null when emptied, undefined when not given. Any other
 * value is refused with the field named.
 */
export async function itemId(
  tx: Executor,
  organisationId: number,
  value: ResourceValues[string] | undefined,
  list: LookupListKey,
  field: string,
): Promise<number | null | undefined> {
  const id = optionalId(value, field, 'error.badInput');
  if (id === undefined || id === null) return id;
  await itemIds(tx, organisationId, [id], list, field);
  return id;
}

/** The items with these ids, in their list's order. */
export const itemsByIds = (db: Executor, ids: readonly number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select()
        .from(variableItems)
        .where(inArray(variableItems.id, [...ids]))
        .orderBy(asc(variableItems.sortIndex), asc(variableItems.id));
