import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations, variableItems } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A set of Visual/Sampling Check Plan entries, applied to a vessel survey. */
export const vscpTemplates = pgTable(
  'vscp_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** The kind of vessel the set is made for, e.g. "General cargo"; free text. */
    vesselType: text('vessel_type').notNull().default(''),
    description: text('description').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('vscp_templates_organisation_idx').on(table.organisationId)],
);

const item = (name: string) =>
  integer(name).references(() => variableItems.id, { onDelete: 'set null' });

/** One planned check: where, what, how it is checked and which hazardous material it concerns. */
export const vscpTemplateEntries = pgTable(
  'vscp_template_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => vscpTemplates.id, { onDelete: 'cascade' }),
    systemItemId: item('system_item_id'),
    componentItemId: item('component_item_id'),
    materialItemId: item('material_item_id'),
    zoneItemId: item('zone_item_id'),
    checkProcedureItemId: item('check_procedure_item_id'),
    /** 'visual' or 'sampling'. */
    checkMethod: text('check_method').notNull(),
    /** A code of the domain's hazardous materials (IHM Table A/B, EU). */
    hazardousMaterial: text('hazardous_material').notNull(),
    remarks: text('remarks').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('vscp_template_entries_template_idx').on(table.templateId, table.sortIndex)],
);
