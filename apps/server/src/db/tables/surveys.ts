import { sql } from 'drizzle-orm';
import {
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts';
import { assets } from './assets';
import { branches } from './branches';
import { clients } from './clients';
import { dossierCheckTemplates } from './dossier-checks';
import { files } from './files';
import { organisations, variableItems } from './organisations';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/** An item of the organisation's variable set; the survey keeps its value when it goes. */
const item = (name: string) =>
  integer(name).references(() => variableItems.id, { onDelete: 'set null' });

/** The answers of a form group the domain declares (field name → value). */
export type SurveyFormValues = Record<string, string | number | boolean | number[] | null>;

/**
 * A survey (onderzoek) of one asset: planned, carried out, completed or cancelled. The
 * asset's type is kept on the survey for the lists, which are per type and status.
 */
export const surveys = pgTable(
  'surveys',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** An asset with surveys cannot be deleted: a survey is a record the firm must keep. */
    assetId: integer('asset_id')
      .notNull()
      .references(() => assets.id, { onDelete: 'restrict' }),
    /** 'property' or 'vessel', as the asset's. */
    assetType: text('asset_type').notNull(),
    /** The firm's job number, unique in the organisation. */
    number: text('number').notNull(),
    /** 'proposed', 'active', 'completed' or 'cancelled' (packages/domain surveys/statuses). */
    status: text('status').notNull().default('proposed'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    /** onderzoek_types: asbestos inventory, IHM... */
    surveyTypeItemId: item('survey_type_item_id'),
    /** onderzoek_soorten: type A, type B, full IHM, update... */
    surveyKindItemId: item('survey_kind_item_id'),
    /** The certified branch the survey is carried out under (SC-540). */
    branchId: integer('branch_id').references(() => branches.id, { onDelete: 'set null' }),
    plannedStart: date('planned_start'),
    plannedEnd: date('planned_end'),
    projectNumber: text('project_number').notNull().default(''),
    /** The photo on the report's cover. */
    frontImageFileId: integer('front_image_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    /** information/surveyinfo: description, purpose, scope, extent... */
    surveyInfo: jsonb('survey_info').$type<SurveyFormValues>().notNull().default({}),
    /** information/asbestosuitability (copy component asbestosResearch). */
    asbestosResearch: jsonb('asbestos_research').$type<SurveyFormValues>().notNull().default({}),
    /** information/execution (copy component uitvoering). */
    execution: jsonb('execution').$type<SurveyFormValues>().notNull().default({}),
    /** What the assignment leaves out (copy component outOfScope). */
    outOfScope: text('out_of_scope').notNull().default(''),
    createdByProfileId: integer('created_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }).notNull().defaultNow(),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('surveys_number_idx').on(table.organisationId, table.number),
    // The lists: one type and status of an organisation, by number or by planned start.
    index('surveys_list_number_idx').on(
      table.organisationId,
      table.assetType,
      table.status,
      table.number,
    ),
    index('surveys_list_start_idx').on(
      table.organisationId,
      table.assetType,
      table.status,
      table.plannedStart,
    ),
    index('surveys_asset_idx').on(table.assetId),
  ],
);

/** The surveyors who carry out a survey. */
export const surveySurveyors = pgTable(
  'survey_surveyors',
  {
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    profileId: integer('profile_id')
      .notNull()
      .references(() => userProfiles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.surveyId, table.profileId] }),
    index('survey_surveyors_profile_idx').on(table.profileId),
  ],
);

/** A survey's history: every change of status, by whom, when and why. */
export const surveyStatusChanges = pgTable(
  'survey_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** Null for the survey's creation. */
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    reason: text('reason').notNull().default(''),
    profileId: integer('profile_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('survey_status_changes_survey_idx').on(table.surveyId, table.changedAt)],
);

/**
 * The survey's own floors (decks) and spaces, copied from its asset when the survey is made,
 * so later edits of the asset do not rewrite a finished survey.
 */
export const surveyFloors = pgTable(
  'survey_floors',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('survey_floors_survey_idx').on(table.surveyId, table.sortIndex)],
);

export const surveySpaces = pgTable(
  'survey_spaces',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    floorId: integer('floor_id').references(() => surveyFloors.id, { onDelete: 'set null' }),
    name: text('name').notNull().default(''),
    description: text('description').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('survey_spaces_survey_idx').on(table.surveyId, table.sortIndex)],
);

/**
 * A source (bron): an (assumed) asbestos-containing application found in the survey, with
 * what the report says of it as a whole (application, material, status, removal advice).
 */
export const surveySources = pgTable(
  'survey_sources',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** B01, B02...: unique in the survey. */
    number: text('number').notNull(),
    /** toepassingen */
    applicationItemId: item('application_item_id'),
    /** materiaal_types */
    materialTypeItemId: item('material_type_item_id'),
    description: text('description').notNull().default(''),
    /** The other declared fields (status, advice...). */
    data: jsonb('data').$type<SurveyFormValues>().notNull().default({}),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('survey_sources_survey_idx').on(table.surveyId, table.sortIndex),
    uniqueIndex('survey_sources_number_idx').on(table.surveyId, table.number),
  ],
);

/**
 * Where a source occurs (bronlocatie): a space, the amount, and the assessment the risk
 * class follows from (binding, condition, damage, accessibility, fixing, exposure...).
 */
export const surveySourceLocations = pgTable(
  'survey_source_locations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => surveySources.id, { onDelete: 'cascade' }),
    spaceId: integer('space_id').references(() => surveySpaces.id, { onDelete: 'set null' }),
    description: text('description').notNull().default(''),
    amount: numeric('amount', { precision: 12, scale: 2 }),
    /** eenheden: m², m¹, pieces... */
    unitItemId: item('unit_item_id'),
    /** The assessment fields of the variable set, by field name. */
    assessment: jsonb('assessment').$type<SurveyFormValues>().notNull().default({}),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('survey_source_locations_survey_idx').on(table.surveyId),
    index('survey_source_locations_source_idx').on(table.sourceId, table.sortIndex),
  ],
);

/** A sample taken at a source location, numbered by its sample kind's prefix (M01, K01...). */
export const surveySamples = pgTable(
  'survey_samples',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    locationId: integer('location_id').references(() => surveySourceLocations.id, {
      onDelete: 'cascade',
    }),
    /** On a vessel survey: the VSCP entry whose check by sampling it is. */
    vscpEntryId: integer('vscp_entry_id').references((): AnyPgColumn => surveyVscpEntries.id, {
      onDelete: 'cascade',
    }),
    /** monster_soorten (a child list of materiaal_types) */
    sampleKindItemId: item('sample_kind_item_id'),
    number: text('number').notNull(),
    description: text('description').notNull().default(''),
    data: jsonb('data').$type<SurveyFormValues>().notNull().default({}),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('survey_samples_location_idx').on(table.locationId, table.sortIndex),
    index('survey_samples_vscp_entry_idx')
      .on(table.vscpEntryId)
      .where(sql`${table.vscpEntryId} is not null`),
    uniqueIndex('survey_samples_number_idx').on(table.surveyId, table.number),
  ],
);

/**
 * The survey's simple records, one table for the kinds whose fields the domain declares
 * (packages/domain surveys/records): limitation, exclusion, interview, observation,
 * remark, suitability, oldReport, reportPhoto, deskResearchDocument, deskResearchEntry,
 * deskResearchPhoto, plan, controlMeasure, sanitationStrategy, locationPhoto.
 */
export const surveyRecords = pgTable(
  'survey_records',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    /** A desk-research entry's document. */
    parentId: integer('parent_id').references((): AnyPgColumn => surveyRecords.id, {
      onDelete: 'cascade',
    }),
    /** The space an exclusion, limitation or observation concerns. */
    spaceId: integer('space_id').references(() => surveySpaces.id, { onDelete: 'set null' }),
    /** A source's removal strategy. */
    sourceId: integer('source_id').references(() => surveySources.id, { onDelete: 'cascade' }),
    /** A location's control measure, photo or observation. */
    locationId: integer('location_id').references(() => surveySourceLocations.id, {
      onDelete: 'cascade',
    }),
    /** The photo, scan or plan of the record. */
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    data: jsonb('data').$type<SurveyFormValues>().notNull().default({}),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    index('survey_records_survey_idx').on(table.surveyId, table.kind, table.sortIndex),
    // Most records have no parent, source or location: indexing only those that do keeps a
    // copy to a thousand addresses from writing three index entries per record for nothing.
    index('survey_records_parent_idx')
      .on(table.parentId)
      .where(sql`${table.parentId} is not null`),
    index('survey_records_source_idx')
      .on(table.sourceId)
      .where(sql`${table.sourceId} is not null`),
    index('survey_records_location_idx')
      .on(table.locationId)
      .where(sql`${table.locationId} is not null`),
  ],
);

/**
 * A VSCP entry of a maritime survey: an item of the check plan (system, component,
 * material, zone, hazardous material, check) and what was found.
 */
export const surveyVscpEntries = pgTable(
  'survey_vscp_entries',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    /** 'contained', 'not_contained', 'unknown' or 'potentially_containing'. */
    finding: text('finding').notNull().default('unknown'),
    /** The entry's fields as the template's (items, hazardous material, check method...). */
    data: jsonb('data').$type<SurveyFormValues>().notNull().default({}),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('survey_vscp_entries_survey_idx').on(table.surveyId, table.sortIndex)],
);

/**
 * The asbestos inventory registered for a survey (what LAVS tracks): when it was ordered and
 * when it takes place; later than 5 working days after the order needs a reason.
 */
export const surveyInventarisations = pgTable(
  'survey_inventarisations',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    orderedOn: date('ordered_on'),
    startsOn: date('starts_on'),
    endsOn: date('ends_on'),
    /** asbest_regisseur_reden_inv_later */
    lateReasonItemId: item('late_reason_item_id'),
    data: jsonb('data').$type<SurveyFormValues>().notNull().default({}),
    ...timestamps,
  },
  (table) => [index('survey_inventarisations_survey_idx').on(table.surveyId)],
);

/** A dossier-check template filled in for an inventory: the answers by question id. */
export const inventarisationDossierChecks = pgTable(
  'inventarisation_dossier_checks',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    inventarisationId: integer('inventarisation_id')
      .notNull()
      .references(() => surveyInventarisations.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => dossierCheckTemplates.id, { onDelete: 'cascade' }),
    answers: jsonb('answers')
      .$type<Record<string, string | string[] | boolean | null>>()
      .notNull()
      .default({}),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('inventarisation_dossier_checks_idx').on(table.inventarisationId, table.templateId),
  ],
);
