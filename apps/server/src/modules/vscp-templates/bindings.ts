import { vscpTemplateEntryResource, vscpTemplateResource } from '@vezel/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vscpTemplateEntries, vscpTemplates } from '../../db/schema';
import {
  connectionTo,
  inputText,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, findOwnedChild } from '../../resources/owned';
import { itemId } from '../../resources/variable-items';
import {
  vscpItemColumn,
  vscpItemLists,
  VscpTemplateEntryRef,
  VscpTemplateRef,
  type VscpItemField,
  type VscpTemplateEntryRow,
  type VscpTemplateRow,
} from './schema';

const templateColumns = (values: ResourceValues) => ({
  ...(values.name !== undefined && { name: inputText(values.name) }),
  ...(values.vessel_type !== undefined && { vesselType: inputText(values.vessel_type) }),
  ...(values.description !== undefined && { description: inputText(values.description) }),
});

export const vscpTemplateBinding: ResourceBinding<VscpTemplateRow> = {
  declaration: vscpTemplateResource,
  ref: VscpTemplateRef,
  find: (tx, { organisationId }, id) => findOwned(tx, vscpTemplates, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, { organisationId }, values) {
    const [row] = await tx
      .insert(vscpTemplates)
      .values({ ...templateColumns(values), organisationId, name: inputText(values.name) })
      .returning();
    if (!row) throw new Error('VSCP template insert returned nothing');
    return row;
  },
  async update(tx, _access, row, values) {
    const [updated] = await tx
      .update(vscpTemplates)
      .set({ ...templateColumns(values), updatedAt: new Date() })
      .where(eq(vscpTemplates.id, row.id))
      .returning();
    if (!updated) throw new Error('VSCP template update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    await tx.delete(vscpTemplates).where(eq(vscpTemplates.id, row.id));
  },
};

async function entryColumns(tx: Executor, organisationId: number, values: ResourceValues) {
  const columns: Partial<typeof vscpTemplateEntries.$inferInsert> = {};
  for (const field of Object.keys(vscpItemLists) as VscpItemField[]) {
    const id = await itemId(tx, organisationId, values[field], vscpItemLists[field], field);
    if (id !== undefined) columns[vscpItemColumn(field)] = id;
  }
  if (values.check_method !== undefined) columns.checkMethod = inputText(values.check_method);
  if (values.hazardous_material !== undefined) {
    columns.hazardousMaterial = inputText(values.hazardous_material);
  }
  if (values.remarks !== undefined) columns.remarks = inputText(values.remarks);
  return columns;
}

export const vscpTemplateEntryBinding: ResourceBinding<VscpTemplateEntryRow> = {
  declaration: vscpTemplateEntryResource,
  ref: VscpTemplateEntryRef,
  find: (tx, { organisationId }, id) =>
    findOwnedChild(
      tx,
      vscpTemplateEntries,
      vscpTemplateEntries.templateId,
      vscpTemplates,
      organisationId,
      id,
    ),
  findConnection: connectionTo('vscpTemplate', vscpTemplateBinding),
  async insert(tx, { organisationId }, values, connections) {
    const templateId = connections.get('vscpTemplate');
    if (templateId === undefined) throw new Error('VSCP entry without template');
    const columns = await entryColumns(tx, organisationId, values);
    const [row] = await tx
      .insert(vscpTemplateEntries)
      .values({
        ...columns,
        templateId,
        checkMethod: inputText(values.check_method),
        hazardousMaterial: inputText(values.hazardous_material),
        sortIndex: await nextSortIndex(
          tx,
          vscpTemplateEntries,
          eq(vscpTemplateEntries.templateId, templateId),
        ),
      })
      .returning();
    if (!row) throw new Error('VSCP entry insert returned nothing');
    return row;
  },
  async update(tx, { organisationId }, row, values) {
    const [updated] = await tx
      .update(vscpTemplateEntries)
      .set({ ...(await entryColumns(tx, organisationId, values)), updatedAt: new Date() })
      .where(eq(vscpTemplateEntries.id, row.id))
      .returning();
    if (!updated) throw new Error('VSCP entry update returned nothing');
    return updated;
  },
  async remove(tx, row) {
    await tx.delete(vscpTemplateEntries).where(eq(vscpTemplateEntries.id, row.id));
  },
  ...manualOrder<VscpTemplateEntryRow>(vscpTemplateEntries, (row) =>
    eq(vscpTemplateEntries.templateId, row.templateId),
  ),
};
