import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts';
import { files } from './files';
import { jobs } from './jobs';
import { laboratories } from './laboratories';
import { variableItems } from './organisations';
import { surveySamples, surveySourceLocations, surveySources, surveys } from './surveys';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

const item = (name: string) =>
  integer(name).references(() => variableItems.id, { onDelete: 'set null' });

/**
 * A lab order (laborder): samples of one survey sent to one of the organisation's
 * laboratories, with the order form PDF the server made. Its life is in
 * `@vezel/domain/lab/order-statuses`; `lab_order_status_changes` is the history.
 */
export const labOrders = pgTable(
  'lab_orders',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id, { onDelete: 'restrict' }),
    /** The survey's number and a counter: 2026-0002-L01. Unique in the survey. */
    number: text('number').notNull(),
    /** 'draft', 'sent', 'received', 'partly_analysed', 'analysed' or 'cancelled'. */
    status: text('status').notNull().default('draft'),
    /** 'normal', 'directly' or 'urgent'. */
    priority: text('priority').notNull().default('normal'),
    remarks: text('remarks').notNull().default(''),
    createdBy: integer('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    /** The order form as sent (PDF). */
    orderFileId: integer('order_file_id').references(() => files.id, { onDelete: 'set null' }),
    /** The job that sends it; its status and error tell the user how sending goes. */
    sendJobId: integer('send_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    /** How it was sent: 'email' or 'api' (the laboratory's channel at that moment). */
    channel: text('channel'),
    /** The laboratory's own id of the order (API), to fetch its results with. */
    externalReference: text('external_reference'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('lab_orders_number_idx').on(table.surveyId, table.number),
    index('lab_orders_laboratory_idx').on(table.laboratoryId, table.status),
  ],
);

/**
 * A sample on an order, with the analysis method asked for. `active` is false once the
 * order is cancelled: a sample is on at most one active order.
 */
export const labOrderSamples = pgTable(
  'lab_order_samples',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    labOrderId: integer('lab_order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => surveySamples.id, { onDelete: 'cascade' }),
    /** analyse_methodes */
    analysisMethodItemId: item('analysis_method_item_id'),
    active: boolean('active').notNull().default(true),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (table) => [
    index('lab_order_samples_order_idx').on(table.labOrderId, table.sortIndex),
    uniqueIndex('lab_order_samples_active_idx')
      .on(table.sampleId)
      .where(sql`${table.active}`),
  ],
);

/** A lab order's history: every change of status, by whom (null: the system or the lab). */
export const labOrderStatusChanges = pgTable(
  'lab_order_status_changes',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    labOrderId: integer('lab_order_id')
      .notNull()
      .references(() => labOrders.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status'),
    toStatus: text('to_status').notNull(),
    note: text('note').notNull().default(''),
    profileId: integer('profile_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lab_order_status_changes_order_idx').on(table.labOrderId, table.changedAt)],
);

/**
 * A laboratory's certificate of analysis (NEN 5896) for a survey: the PDF the lab sent,
 * linked to the samples it covers through their analyses.
 */
export const labCertificates = pgTable(
  'lab_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    laboratoryId: integer('laboratory_id')
      .notNull()
      .references(() => laboratories.id, { onDelete: 'restrict' }),
    labOrderId: integer('lab_order_id').references(() => labOrders.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    issuedOn: date('issued_on'),
    fileId: integer('file_id').references(() => files.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [index('lab_certificates_survey_idx').on(table.surveyId, table.laboratoryId)],
);

/**
 * The analysis of a sample (samples/{sample}/analysis/{analysis}): method, laboratory,
 * certificate and date, and whether asbestos was found; its results are per material.
 * `origin` says how it came in: 'typed', 'csv' or 'api'.
 */
export const sampleAnalyses = pgTable(
  'sample_analyses',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sampleId: integer('sample_id')
      .notNull()
      .references(() => surveySamples.id, { onDelete: 'cascade' }),
    laboratoryId: integer('laboratory_id').references(() => laboratories.id, {
      onDelete: 'set null',
    }),
    labOrderId: integer('lab_order_id').references(() => labOrders.id, { onDelete: 'set null' }),
    certificateId: integer('certificate_id').references(() => labCertificates.id, {
      onDelete: 'set null',
    }),
    /** analyse_methodes */
    analysisMethodItemId: item('analysis_method_item_id'),
    analysedOn: date('analysed_on'),
    asbestosDetected: boolean('asbestos_detected').notNull().default(false),
    origin: text('origin').notNull().default('typed'),
    createdBy: integer('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    index('sample_analyses_sample_idx').on(table.sampleId),
    index('sample_analyses_survey_idx').on(table.surveyId),
  ],
);

/**
 * One result of an analysis. Asbestos: the analysed material (analyse_materialen, one of
 * the six asbestos types) and the amount (analyse_resultaat_hoeveelheden, which names the
 * materiaal_status it means) with the percentage as reported. A vessel's sample: the IHM
 * hazardous material, its concentration and unit, compared with the threshold.
 */
export const sampleAnalysisResults = pgTable(
  'sample_analysis_results',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    analysisId: integer('analysis_id')
      .notNull()
      .references(() => sampleAnalyses.id, { onDelete: 'cascade' }),
    analysisMaterialItemId: item('analysis_material_item_id'),
    amountItemId: item('amount_item_id'),
    /** As the lab reported it: "3.5" or "2 - 5". */
    percentage: text('percentage').notNull().default(''),
    /** An IHM code of `@vezel/domain/ihm/hazardous-materials` (vessels). */
    hazardousMaterial: text('hazardous_material'),
    concentration: numeric('concentration', { precision: 14, scale: 4 }),
    /** '%' or 'mg/kg'. */
    unit: text('unit'),
    sortIndex: integer('sort_index').notNull().default(0),
  },
  (table) => [index('sample_analysis_results_analysis_idx').on(table.analysisId, table.sortIndex)],
);

/**
 * The SMA-rt risk classification of a source (certificates/smart), or of one of its
 * locations where that differs: the class (smart_risicoklasses), the SMA-rt reference and
 * the printout PDF, entered by the surveyor.
 */
export const smartRiskCertificates = pgTable(
  'smart_risk_certificates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    sourceId: integer('source_id')
      .notNull()
      .references(() => surveySources.id, { onDelete: 'cascade' }),
    /** Null: the class of the source as a whole. */
    locationId: integer('location_id').references(() => surveySourceLocations.id, {
      onDelete: 'cascade',
    }),
    riskClassItemId: item('risk_class_item_id'),
    reference: text('reference').notNull().default(''),
    printoutFileId: integer('printout_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    remarks: text('remarks').notNull().default(''),
    ...timestamps,
  },
  (table) => [
    index('smart_risk_certificates_survey_idx').on(table.surveyId),
    uniqueIndex('smart_risk_certificates_source_idx').on(
      table.sourceId,
      sql`coalesce(${table.locationId}, 0)`,
    ),
  ],
);
