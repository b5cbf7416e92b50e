import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { organisations } from './organisations';

/**
 * Durable work (sending a lab order, fetching a laboratory's results...): a row taken by one
 * worker at a time with FOR UPDATE SKIP LOCKED, so it survives a restart and several servers
 * share the work. A failed run is tried again later (backoff) until `maxAttempts`.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    /** What the job does: the name its handler is registered under ('labOrder.send'...). */
    kind: text('kind').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    /** 'queued', 'running', 'done' or 'failed' (gave up after its last attempt). */
    status: text('status').notNull().default('queued'),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    runAfter: timestamp('run_after', { withTimezone: true }).notNull().defaultNow(),
    /** A running job whose worker has not finished by then is taken again (its server died). */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    /** What the user sees while it runs: a step key and numbers. */
    progress: jsonb('progress').$type<Record<string, unknown>>(),
    /** The last failure's message key, shown to the user (never a stack trace). */
    lastError: text('last_error'),
    result: jsonb('result').$type<Record<string, unknown>>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('jobs_due_idx')
      .on(table.runAfter)
      .where(sql`${table.status} in ('queued', 'running')`),
    index('jobs_organisation_idx').on(table.organisationId, table.kind),
  ],
);
