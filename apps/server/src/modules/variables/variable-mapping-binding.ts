import { and, eq, inArray } from 'drizzle-orm';
import { variableMappingResource } from '@vezel/domain';
import type { Executor } from '../../db/client';
import { variableItems, variableMappings, variableSets } from '../../db/tables';
import { AppError } from '../../graphql/errors';
import type { Access, ResourceBinding } from '../../resources/binding';
import { VariableMappingRef, type VariableMappingRow } from './schema';
import { insertRow, updateRow } from '../../resources/rows';

const itemsOf = (tx: Executor, organisationId: number) =>
  tx
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
    .where(eq(variableSets.organisationId, organisationId));

async function findItem(tx: Executor, organisationId: number, id: number) {
  const [item] = await tx
    .select({ id: variableItems.id, list: variableItems.list, setId: variableItems.variableSetId })
    .from(variableItems)
    .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
    .where(and(eq(variableItems.id, id), eq(variableSets.organisationId, organisationId)));
  return item ?? null;
}

export async function findVariableMapping(
  tx: Executor,
  { organisationId }: Pick<Access, 'organisationId'>,
  id: number,
) {
  const [row] = await tx
    .select()
    .from(variableMappings)
    .where(
      and(
        eq(variableMappings.id, id),
        inArray(variableMappings.variableItemId, itemsOf(tx, organisationId)),
      ),
    );
  return row ?? null;
}

export const variableMappingBinding: ResourceBinding<VariableMappingRow> = {
  declaration: variableMappingResource,
  ref: VariableMappingRef,
  find: findVariableMapping,
  async findConnection(tx, { organisationId }, type, id) {
    const item = await findItem(tx, organisationId, id);
    if (!item) return null;
    if (type === 'variableItem') return item.id;
    if (type === 'externalSystem' && item.list === 'external_systems') return item.id;
    return null;
  },
  async insert(tx, _access, values, connections) {
    const itemId = connections.get('variableItem');
    const systemId = connections.get('externalSystem');
    if (itemId === undefined || systemId === undefined)
      throw new Error('mapping without item or system');
    const sets = await tx
      .select({ id: variableItems.id, setId: variableItems.variableSetId })
      .from(variableItems)
      .where(inArray(variableItems.id, [itemId, systemId]));
    // An item maps only to an external system of its own variable set.
    if (new Set(sets.map((row) => row.setId)).size !== 1) {
      throw new AppError('NOT_FOUND', 'error.recordNotFound');
    }
    return insertRow(tx, variableMappings, {
      variableItemId: itemId,
      externalSystemId: systemId,
      value: String(values.value),
      description: String(values.description ?? ''),
      direction: String(values.direction),
      priority: Number(values.priority ?? 0),
    });
  },
  async update(tx, _access, row, values) {
    return updateRow(tx, variableMappings, row.id, {
      ...(values.value !== undefined && { value: String(values.value) }),
      ...(values.description !== undefined && { description: String(values.description ?? '') }),
      ...(values.direction !== undefined && { direction: String(values.direction) }),
      ...(values.priority !== undefined && { priority: Number(values.priority ?? 0) }),
      // A changed mapping must be looked at again.
      acknowledgedAt: null,
      acknowledgedByProfileId: null,
    });
  },
  async remove(tx, row) {
    await tx.delete(variableMappings).where(eq(variableMappings.id, row.id));
  },
};
