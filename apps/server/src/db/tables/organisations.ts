import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const organisations = pgTable('organisations', {
  id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
  name: text('name').notNull(),
  /**
   * The external page a survey's iframe tab shows; `{survey}` and `{number}` are replaced by
   * the survey's id and number. Empty: the tab says none is configured.
   */
  surveyIframeUrl: text('survey_iframe_url').notNull().default(''),
  /** The variable set the organisation works with; it may keep others. */
  variableSetId: integer('variable_set_id').references((): AnyPgColumn => variableSets.id, {
    onDelete: 'set null',
  }),
  ...timestamps,
});

export const variableSets = pgTable(
  'variable_sets',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...timestamps,
  },
  (table) => [index('variable_sets_organisation_idx').on(table.organisationId)],
);

/** One row per item of a lookup list; `list` is the list key of spec section 3. */
export const variableItems = pgTable(
  'variable_items',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variableSetId: integer('variable_set_id')
      .notNull()
      .references(() => variableSets.id, { onDelete: 'cascade' }),
    list: text('list').notNull(),
    /** The item an item of a child list belongs to (a material type's sample kind). */
    parentItemId: integer('parent_item_id').references((): AnyPgColumn => variableItems.id, {
      onDelete: 'cascade',
    }),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    active: boolean('active').notNull().default(true),
    sortIndex: integer('sort_index').notNull().default(0),
    /** The special fields some lists carry (colours, prefixes, svg...): see the domain's list-fields. */
    data: jsonb('data')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    ...timestamps,
  },
  (table) => [
    index('variable_items_set_list_idx').on(table.variableSetId, table.list, table.sortIndex),
    // The admin table sorts a long list on its value case-insensitively, a page at a time.
    index('variable_items_set_list_lower_value_idx').on(
      table.variableSetId,
      table.list,
      sql`lower(${table.value})`,
    ),
    // A value once per list, and for a child list once per parent.
    uniqueIndex('variable_items_set_list_parent_value_idx').on(
      table.variableSetId,
      table.list,
      sql`coalesce(${table.parentItemId}, 0)`,
      table.value,
    ),
    index('variable_items_parent_idx').on(table.parentItemId, table.list, table.sortIndex),
  ],
);

export const variableMappings = pgTable(
  'variable_mappings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    variableItemId: integer('variable_item_id')
      .notNull()
      .references(() => variableItems.id, { onDelete: 'cascade' }),
    /** The external system is itself an item of the list external_systems. */
    externalSystemId: integer('external_system_id')
      .notNull()
      .references(() => variableItems.id, { onDelete: 'cascade' }),
    value: text('value').notNull(),
    description: text('description').notNull().default(''),
    direction: text('direction').notNull().default('both'),
    priority: integer('priority').notNull().default(0),
    acknowledgedAt: timestamp('acknowledged_at', { withTimezone: true }),
    acknowledgedByProfileId: integer('acknowledged_by_profile_id').references(
      (): AnyPgColumn => userProfiles.id,
      { onDelete: 'set null' },
    ),
    ...timestamps,
  },
  (table) => [
    index('variable_mappings_item_idx').on(table.variableItemId),
    index('variable_mappings_system_idx').on(table.externalSystemId),
  ],
);
