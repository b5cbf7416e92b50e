import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { LavsInventoryUpdate } from '@vezel/domain/lavs/message';
import { userProfiles } from './accounts';
import { jobs } from './jobs';
import { organisations } from './organisations';
import { surveyInventarisations, surveys } from './surveys';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * The firm's connection to LAVS (admin lavs/settings; `lavsSettingsResource`): one per
 * organisation. The password is sealed (secrets/secret-box) and never sent back.
 */
export const lavsSettings = pgTable(
  'lavs_settings',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    endpoint: text('endpoint').notNull().default(''),
    kvkNumber: text('kvk_number').notNull().default(''),
    branchNumber: text('branch_number').notNull().default(''),
    username: text('username').notNull().default(''),
    passwordSealed: text('password_sealed'),
    /** 'test' or 'production'. */
    environment: text('environment').notNull().default('test'),
    ...timestamps,
  },
  (table) => [uniqueIndex('lavs_settings_organisation_idx').on(table.organisationId)],
);

/** A problem the last verify found: a message key with its values and where it is fixed. */
export interface LavsStoredProblem {
  messageKey: string;
  values: Record<string, string | number>;
  /** The route id and parameters of the screen where it is fixed. */
  link: { routeId: string; params: Record<string, string> } | null;
  /** The message path LAVS would refuse ('sources.2.unit'). */
  path: string;
}

/**
 * An inventory's registration in LAVS (spec section 3, inventarisation update request
 * result: id, status, message, lavs_request_id, lavs_bijlage_request_id): one per
 * inventory, moved through the 15 statuses of `@vezel/domain/lavs/statuses` by the verify,
 * the send and the send job. `message` is the last outcome to show (a message key and
 * values); `sent` is the message as it was sent, `request_key` its idempotency key.
 */
export const lavsRequests = pgTable(
  'lavs_requests',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    inventarisationId: integer('inventarisation_id')
      .notNull()
      .references(() => surveyInventarisations.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('to_verify'),
    /** The last outcome: `{ key, values }` of a domain message, or null. */
    message: jsonb('message').$type<{ key: string; values?: Record<string, string | number> }>(),
    /** LAVS's answers when it processed the data (mismatches), shown with the status. */
    answers: jsonb('answers').$type<{ key: string; values?: Record<string, string | number> }[]>(),
    problems: jsonb('problems').$type<LavsStoredProblem[]>(),
    /** A hash of the message the last verify built: a registration changed since differs. */
    verifiedFingerprint: text('verified_fingerprint'),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    /** The idempotency key of the current sending (`vezel-lavs-<id>-<created, base 36>-<sending>`). */
    requestKey: text('request_key'),
    sendings: integer('sendings').notNull().default(0),
    sent: jsonb('sent').$type<LavsInventoryUpdate>(),
    sentFingerprint: text('sent_fingerprint'),
    /** The report file sent as the attachment. */
    attachmentFileId: integer('attachment_file_id'),
    lavsRequestId: text('lavs_request_id'),
    lavsBijlageRequestId: text('lavs_bijlage_request_id'),
    jobId: integer('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sentByProfileId: integer('sent_by_profile_id').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('lavs_requests_inventarisation_idx').on(table.inventarisationId),
    index('lavs_requests_organisation_idx').on(table.organisationId, table.status),
    index('lavs_requests_survey_idx').on(table.surveyId),
  ],
);

/**
 * Every exchange with the registry, kept so a firm can prove what it registered: what was
 * asked (method, path, body; an attachment by name, size and SHA-256), what came back, when,
 * how long it took and for whom (the person who verified or sent). A verify is one too,
 * without a call.
 */
export const lavsExchanges = pgTable(
  'lavs_exchanges',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    requestId: integer('request_id')
      .notNull()
      .references(() => lavsRequests.id, { onDelete: 'cascade' }),
    /** 'verify', 'sendData', 'dataStatus', 'sendAttachment', 'attachmentStatus'. */
    kind: text('kind').notNull(),
    method: text('method').notNull().default(''),
    url: text('url').notNull().default(''),
    requestBody: jsonb('request_body').$type<unknown>(),
    /** The HTTP status, or null when the registry did not answer. */
    responseStatus: integer('response_status'),
    responseBody: jsonb('response_body').$type<unknown>(),
    /** What Vezel made of it: a message key (lavs.unavailable...) or null. */
    outcome: text('outcome'),
    durationMs: integer('duration_ms').notNull().default(0),
    profileId: integer('profile_id').references(() => userProfiles.id, { onDelete: 'set null' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('lavs_exchanges_request_idx').on(table.requestId, table.at)],
);
