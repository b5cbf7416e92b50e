import { vscpTemplateEntryResource, vscpTemplateResource } from '@vezel/domain';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { vscpTemplateEntries, vscpTemplates } from '../../db/tables';
import {
  connectionTo,
  inputText,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwnedChild, ownedBinding } from '../../resources/owned';
import { itemId } from '../../resources/variable-items';
import {
  vscpItemColumn,
  vscpItemLists,
  VscpTemplateEntryRef,
  VscpTemplateRef,
  type VscpItemField,
  type VscpTemplateEntryRow,
} from './schema';
import { declaredColumns } from '../../resources/declared-columns';
import { insertRow, updateRow } from '../../resources/rows';

export const vscpTemplateBinding = ownedBinding(
  vscpTemplateResource,
  vscpTemplates,
  VscpTemplateRef,
);

async function entryColumns(tx: Executor, organisationId: number, values: ResourceValues) {
  const columns: Partial<typeof vscpTemplateEntries.$inferInsert> = {};
  for (const field of Object.keys(vscpItemLists) as VscpItemField[]) {
    const id = await itemId(tx, organisationId, values[field], vscpItemLists[field], field);
    if (id !== undefined) columns[vscpItemColumn(field)] = id;
  }
  return { ...columns, ...declaredColumns(vscpTemplateEntryResource, vscpTemplateEntries, values) };
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
    return insertRow(tx, vscpTemplateEntries, {
      ...columns,
      templateId,
      checkMethod: inputText(values.check_method),
      hazardousMaterial: inputText(values.hazardous_material),
      sortIndex: await nextSortIndex(
        tx,
        vscpTemplateEntries,
        eq(vscpTemplateEntries.templateId, templateId),
      ),
    });
  },
  async update(tx, { organisationId }, row, values) {
    return updateRow(tx, vscpTemplateEntries, row.id, {
      ...(await entryColumns(tx, organisationId, values)),
    });
  },
  async remove(tx, row) {
    await tx.delete(vscpTemplateEntries).where(eq(vscpTemplateEntries.id, row.id));
  },
  ...manualOrder<VscpTemplateEntryRow>(vscpTemplateEntries, (row) =>
    eq(vscpTemplateEntries.templateId, row.templateId),
  ),
};
