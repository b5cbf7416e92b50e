import { sql } from 'drizzle-orm';
import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { PlanPoint } from '@vezel/domain/surveys/plan-drawings';
import { userProfiles } from './accounts';
import { variableItems } from './organisations';
import { surveyRecords, surveys, surveySamples, surveySourceLocations } from './surveys';

/**
 * One thing drawn on a survey's plan (a `survey_records` row of kind 'plan'): a symbol of
 * the organisation's `svg_element_types` (a polygon or area when its type says so), or a
 * pin for a source location, a sample or an observation of the same survey. Geometry is in
 * the plan's own coordinates (pixels of its preview image), so it stays in place at any
 * zoom. One row per element: a moved pin is one small write, and two people drawing on one
 * plan change different rows; `version` refuses a write based on a stale copy of a row.
 */
export const surveyPlanElements = pgTable(
  'survey_plan_elements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    planId: integer('plan_id')
      .notNull()
      .references(() => surveyRecords.id, { onDelete: 'cascade' }),
    /** 'symbol', 'location', 'sample' or 'observation' (PlanElementKind). */
    kind: text('kind').notNull(),
    /** A symbol's svg_element_types item; kept (drawn as unknown) when the item goes. */
    symbolItemId: integer('symbol_item_id').references(() => variableItems.id, {
      onDelete: 'set null',
    }),
    locationId: integer('location_id').references(() => surveySourceLocations.id, {
      onDelete: 'cascade',
    }),
    sampleId: integer('sample_id').references(() => surveySamples.id, { onDelete: 'cascade' }),
    /** An observation: a `survey_records` row of kind 'observation'. */
    observationId: integer('observation_id').references(() => surveyRecords.id, {
      onDelete: 'cascade',
    }),
    x: doublePrecision('x').notNull(),
    y: doublePrecision('y').notNull(),
    /** Degrees, clockwise. */
    rotation: doublePrecision('rotation').notNull().default(0),
    scaleX: doublePrecision('scale_x').notNull().default(1),
    scaleY: doublePrecision('scale_y').notNull().default(1),
    /** The symbol's size in plan units where its type has a size (has_size). */
    size: doublePrecision('size'),
    /** A polygon's or area's corners, relative to (x, y). */
    points: jsonb('points').$type<PlanPoint[]>(),
    /** An area's fill: an svg_patterns item and a colour. */
    patternItemId: integer('pattern_item_id').references(() => variableItems.id, {
      onDelete: 'set null',
    }),
    color: text('color'),
    /** A free label shown beside a symbol (a text element's text). */
    label: text('label'),
    /** Drawing order: higher is on top. */
    sortIndex: integer('sort_index').notNull().default(0),
    version: integer('version').notNull().default(1),
    createdByProfileId: integer('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    updatedByProfileId: integer('updated_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('survey_plan_elements_plan_idx').on(table.planId, table.sortIndex),
    index('survey_plan_elements_survey_idx').on(table.surveyId),
    // A record has one pin per plan.
    uniqueIndex('survey_plan_elements_location_idx')
      .on(table.planId, table.locationId)
      .where(sql`${table.locationId} is not null`),
    uniqueIndex('survey_plan_elements_sample_idx')
      .on(table.planId, table.sampleId)
      .where(sql`${table.sampleId} is not null`),
    uniqueIndex('survey_plan_elements_observation_idx')
      .on(table.planId, table.observationId)
      .where(sql`${table.observationId} is not null`),
  ],
);
