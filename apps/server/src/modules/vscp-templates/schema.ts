import {
  hazardousMaterialTable,
  vscpTemplateEntryResource,
  vscpTemplateResource,
} from '@vezel/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import { variableItems, variableSets, vscpTemplateEntries, vscpTemplates } from '../../db/tables';
import { declaredObjectType } from '../../resources/object-type';
import { ownedListQuery, ownedRecordQuery } from '../../resources/owned';
import { organisationOf, type Context } from '../../graphql/context';
import { memoize } from '../../graphql/request-cache';
import { VariableItemRef, type VariableItemRow } from '../../resources/variable-items';

export type VscpTemplateEntryRow = typeof vscpTemplateEntries.$inferSelect;

/** The lists an entry's items come from, by the entry's field. */
export const vscpItemLists = {
  system: 'vscp_systems',
  component: 'vscp_components',
  material: 'vscp_materials',
  zone: 'vscp_zones',
  check_procedure: 'vscp_check_procedures',
} as const;

export type VscpItemField = keyof typeof vscpItemLists;

const itemColumns = {
  system: 'systemItemId',
  component: 'componentItemId',
  material: 'materialItemId',
  zone: 'zoneItemId',
  check_procedure: 'checkProcedureItemId',
} as const satisfies Record<VscpItemField, keyof VscpTemplateEntryRow>;

export const vscpItemColumn = (field: VscpItemField) => itemColumns[field];

/**
 * The items of the organisation's variable sets that entries may name, by id: one query
 * per request however many entries are shown.
 */
function loadVscpItems(context: Context): Promise<Map<number, VariableItemRow>> {
  const organisationId = organisationOf(context);
  return memoize(context, `vscp-items:${organisationId}`, async () => {
    const rows = await context.db
      .select({ item: variableItems })
      .from(variableItems)
      .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
      .where(
        and(
          eq(variableSets.organisationId, organisationId),
          inArray(variableItems.list, Object.values(vscpItemLists)),
        ),
      );
    return new Map(rows.map(({ item }) => [item.id, item]));
  });
}

export const VscpTemplateEntryRef = declaredObjectType(
  vscpTemplateEntryResource,
  vscpTemplateEntries,
  {
    description:
      'One planned check of a VSCP template set: where, what, how it is checked and which hazardous material it concerns',
    rowFields: ['sort_index', 'created_at', 'updated_at'],
    fields: (t) => ({
      ...Object.fromEntries(
        (Object.keys(vscpItemLists) as VscpItemField[]).map((field) => [
          `${field}_item`,
          t.field({
            type: VariableItemRef,
            nullable: true,
            resolve: async (entry, _args, context) => {
              const id = entry[vscpItemColumn(field)];
              return id === null ? null : ((await loadVscpItems(context)).get(id) ?? null);
            },
          }),
        ]),
      ),
      hazardous_material_table: t.string({
        nullable: true,
        description: 'The IHM table that lists the hazardous material: A, B or EU',
        resolve: (entry) => hazardousMaterialTable(entry.hazardousMaterial) ?? null,
      }),
    }),
  },
);

export const VscpTemplateRef = declaredObjectType(vscpTemplateResource, vscpTemplates, {
  description: 'A template set of Visual/Sampling Check Plan entries, applied to a vessel survey',
  fields: (t) => ({
    entry_count: t.int({
      resolve: async (template, _args, context) => {
        const [row] = await context.db
          .select({ entries: count() })
          .from(vscpTemplateEntries)
          .where(eq(vscpTemplateEntries.templateId, template.id));
        return row?.entries ?? 0;
      },
    }),
    entries: t.field({
      type: [VscpTemplateEntryRef],
      description: 'In the manual order',
      resolve: (template, _args, context) =>
        context.db
          .select()
          .from(vscpTemplateEntries)
          .where(eq(vscpTemplateEntries.templateId, template.id))
          .orderBy(asc(vscpTemplateEntries.sortIndex), asc(vscpTemplateEntries.id)),
    }),
  }),
});

ownedListQuery(
  'vscpTemplates',
  VscpTemplateRef,
  vscpTemplates,
  "The organisation's VSCP template sets",
);

ownedRecordQuery(
  'vscpTemplate',
  VscpTemplateRef,
  vscpTemplates,
  "A VSCP template set of the caller's organisation; null for any other",
);
