import type { DomainMessageKey } from '@vezel/domain';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client';
import { jobs } from '../db/tables';
import type { Services } from '../graphql/context';

export type JobRow = typeof jobs.$inferSelect;

/**
 * What a handler may use: the server's services without the request's, and the address
 * the server listens on (known once it listens; a runner without a server has none), for a
 * job that opens the app's own pages (the report PDF).
 */
export type JobServices = Pick<
  Services,
  'config' | 'db' | 'logger' | 'mailer' | 'files' | 'secrets'
> & { appUrl?: () => string | undefined };

/**
 * A failure the user reads: `messageKey` is shown on the record the job works for, with
 * `values` for its placeholders (kept on the job as `result.errorValues`).
 * `permanent` failures are not tried again (wrong credentials will not heal by waiting).
 */
export class JobError extends Error {
  constructor(
    readonly messageKey: DomainMessageKey,
    readonly permanent = false,
    readonly values?: Record<string, string | number>,
  ) {
    super(messageKey);
  }
}

/** The placeholder values a job's last failure was stored with (see JobError). */
export function jobErrorValues(job: Pick<JobRow, 'result'>): Record<string, string | number> {
  const values = job.result?.errorValues;
  if (typeof values !== 'object' || values === null || Array.isArray(values)) return {};
  return Object.fromEntries(
    Object.entries(values).filter(
      (entry): entry is [string, string | number] =>
        typeof entry[1] === 'string' || typeof entry[1] === 'number',
    ),
  );
}

/**
 * What a handler answers: nothing (done), or `again` (ms) to be run later without it
 * counting as a failure: a poll whose answer is not there yet. It also sets the failures
 * so far back to none, and `progress` is kept for the next run (a poll's count).
 */
export type JobOutcome = void | { again: number; progress?: Record<string, unknown> };

/**
 * A job's work. It runs outside any transaction (PGlite has one connection: the network
 * or PDF work must not hold it) and must be safe to run twice: a server that dies after
 * the work but before the job is marked done leaves it to be taken again.
 */
export type JobHandler = (job: JobRow, services: JobServices) => Promise<JobOutcome>;

const handlers = new Map<string, JobHandler>();

/** Registers the handler of a kind of job; modules do this when they are loaded. */
export function registerJobHandler(kind: string, handler: JobHandler): void {
  if (handlers.has(kind)) throw new Error(`job handler ${kind} registered twice`);
  handlers.set(kind, handler);
}

export const jobHandlerOf = (kind: string): JobHandler | undefined => handlers.get(kind);

/** Runners in this process, woken when a job is queued so it starts without waiting a poll. */
const wakers = new Set<() => void>();

export function onJobQueued(wake: () => void): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/**
 * Queues a job in the caller's transaction: it exists (and runs) only if that commits.
 * `delayMs` puts its first run later (a poll).
 */
export async function enqueue(
  tx: Executor,
  job: {
    organisationId: number;
    kind: string;
    payload: Record<string, unknown>;
    maxAttempts?: number;
    delayMs?: number;
  },
): Promise<JobRow> {
  if (!handlers.has(job.kind)) throw new Error(`no job handler for ${job.kind}`);
  const [row] = await tx
    .insert(jobs)
    .values({
      organisationId: job.organisationId,
      kind: job.kind,
      payload: job.payload,
      ...(job.maxAttempts !== undefined && { maxAttempts: job.maxAttempts }),
      runAfter: sql`now() + ${`${job.delayMs ?? 0} milliseconds`}::interval`,
    })
    .returning();
  if (!row) throw new Error('job insert returned nothing');
  // The transaction commits a moment later; a runner that looks too early finds it on
  // its next poll.
  for (const wake of wakers) wake();
  return row;
}

/**
 * Shows a running job's step while it works: `{ step, done, total }`, `step` the message
 * key of what it does now (the Job type in jobs/schema.ts shows it translated, with
 * done/total). The runner keeps `progress` as the handler left it.
 */
export async function reportJobProgress(
  db: Executor,
  jobId: number,
  progress: Record<string, unknown>,
): Promise<void> {
  await db.update(jobs).set({ progress }).where(eq(jobs.id, jobId));
}
