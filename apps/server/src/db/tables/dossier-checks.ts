import { boolean, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** A dossier-check template: the checklist a surveyor fills in for the survey types it names. */
export const dossierCheckTemplates = pgTable(
  'dossier_check_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** Ids of the variable set's onderzoek_types items this checklist applies to. */
    surveyTypeIds: jsonb('survey_type_ids').$type<number[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('dossier_check_templates_organisation_idx').on(table.organisationId)],
);

/** A part (section) of a dossier-check template, in a manual order. */
export const dossierCheckParts = pgTable(
  'dossier_check_parts',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => dossierCheckTemplates.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('dossier_check_parts_template_idx').on(table.templateId, table.sortIndex)],
);

/**
 * A question of a part (the spec's "answer" route: what the surveyor answers), of one of the
 * checklist's question types, with its answer options for radio and multiple choice.
 */
export const dossierCheckQuestions = pgTable(
  'dossier_check_questions',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    partId: integer('part_id')
      .notNull()
      .references(() => dossierCheckParts.id, { onDelete: 'cascade' }),
    question: text('question').notNull(),
    help: text('help').notNull().default(''),
    /** checkbox, date, datetime, radio, text, textarea or multiple_choice. */
    questionType: text('question_type').notNull(),
    options: jsonb('options').$type<string[]>().notNull().default([]),
    required: boolean('required').notNull().default(false),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('dossier_check_questions_part_idx').on(table.partId, table.sortIndex)],
);
