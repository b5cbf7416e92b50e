import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { parentListOf, variableItemResource } from '@vezel/domain';
import type { Executor } from '../../db/client';
import { variableItems, variableSets } from '../../db/tables';
import { AppError } from '../../graphql/errors';
import type { ResourceBinding } from '../../resources/binding';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { checkedListData } from './list-data';
import { VariableItemRef, type VariableItemRow } from '../../resources/variable-items';
import { insertRow, updateRow } from '../../resources/rows';

type Data = Record<string, unknown>;

/** The items sharing a list: those of the set, or of the one parent for a child list. */
const listOf = (setId: number, list: string, parentId: number | null) =>
  and(
    eq(variableItems.variableSetId, setId),
    eq(variableItems.list, list),
    parentId === null
      ? isNull(variableItems.parentItemId)
      : eq(variableItems.parentItemId, parentId),
  );

/** Values are unique within a list: refuse a second one with a message, not a database error. */
async function assertUniqueValue(
  tx: Executor,
  setId: number,
  list: string,
  parentId: number | null,
  value: string,
  exceptId?: number,
) {
  const [existing] = await tx
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(
      and(
        listOf(setId, list, parentId),
        eq(variableItems.value, value),
        ...(exceptId === undefined ? [] : [ne(variableItems.id, exceptId)]),
      ),
    );
  if (existing) {
    throw new AppError(
      'BAD_USER_INPUT',
      'error.duplicateValue',
      { value },
      { value: { key: 'error.duplicateValue', values: { value } } },
    );
  }
}

/**
 * The parent a new item needs: an item of the parent list in the same set for a child
 * list (a sample kind belongs to a material type), none for a lookup list.
 */
async function parentOf(
  tx: Executor,
  setId: number,
  list: string,
  parent: unknown,
): Promise<number | null> {
  const parentList = parentListOf(list);
  if (parentList === null) {
    if (parent === undefined || parent === null) return null;
    throw new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
      parent_item: { key: 'error.badInput' },
    });
  }
  const id = Number(parent);
  const [row] = Number.isSafeInteger(id)
    ? await tx
        .select({ id: variableItems.id })
        .from(variableItems)
        .where(
          and(
            eq(variableItems.id, id),
            eq(variableItems.variableSetId, setId),
            eq(variableItems.list, parentList),
          ),
        )
    : [];
  if (!row) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  return row.id;
}

const setsOf = (tx: Executor, organisationId: number) =>
  tx
    .select({ id: variableSets.id })
    .from(variableSets)
    .where(eq(variableSets.organisationId, organisationId));

export const variableItemBinding: ResourceBinding<VariableItemRow> = {
  declaration: variableItemResource,
  ref: VariableItemRef,
  async find(tx, { organisationId }, id) {
    const [row] = await tx
      .select()
      .from(variableItems)
      .where(
        and(
          eq(variableItems.id, id),
          inArray(variableItems.variableSetId, setsOf(tx, organisationId)),
        ),
      );
    return row ?? null;
  },
  async findConnection(tx, { organisationId }, type, id) {
    if (type !== 'variableSet') return null;
    const [set] = await tx
      .select({ id: variableSets.id })
      .from(variableSets)
      .where(and(eq(variableSets.id, id), eq(variableSets.organisationId, organisationId)));
    return set?.id ?? null;
  },
  async insert(tx, _access, values, connections) {
    const variableSetId = connections.get('variableSet');
    if (variableSetId === undefined) throw new Error('variable item without variable set');
    const list = String(values.list);
    const parentItemId = await parentOf(tx, variableSetId, list, values.parent_item);
    await assertUniqueValue(tx, variableSetId, list, parentItemId, String(values.value));
    const data = await checkedListData(tx, variableSetId, list, values.data, null);
    return insertRow(tx, variableItems, {
      variableSetId,
      list,
      parentItemId,
      value: String(values.value),
      description: String(values.description ?? ''),
      active: values.active !== false,
      data,
      // New items go to the end of their list.
      sortIndex: await nextSortIndex(tx, variableItems, listOf(variableSetId, list, parentItemId)),
    });
  },
  async update(tx, _access, row, values) {
    if (values.value !== undefined) {
      await assertUniqueValue(
        tx,
        row.variableSetId,
        row.list,
        row.parentItemId,
        String(values.value),
        row.id,
      );
    }
    const data =
      values.data === undefined
        ? undefined
        : await checkedListData(tx, row.variableSetId, row.list, values.data, row.data as Data);
    return updateRow(tx, variableItems, row.id, {
      ...(data !== undefined && { data }),
      ...(values.value !== undefined && { value: String(values.value) }),
      ...(values.description !== undefined && { description: String(values.description ?? '') }),
      ...(values.active !== undefined && { active: values.active === true }),
    });
  },
  async remove(tx, row) {
    await tx.delete(variableItems).where(eq(variableItems.id, row.id));
  },
  ...manualOrder<VariableItemRow>(variableItems, (row) =>
    listOf(row.variableSetId, row.list, row.parentItemId),
  ),
};
