import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { jobs } from '../db/tables';
import { JobError, jobHandlerOf, onJobQueued, type JobRow, type JobServices } from './queue';

export interface JobRunnerOptions {
  /** How often the queue is looked at when nothing woke the runner. */
  pollMs?: number;
  /** How long a taken job stays this runner's: after that another may take it (we died). */
  lockMs?: number;
  /** The first retry's delay; each next one doubles, up to `maxBackoffMs`. */
  backoffMs?: number;
  maxBackoffMs?: number;
}

export interface JobRunner {
  /**
   * Runs every job that is due, one after another, until none is left; how many ran.
   * `asOf` treats jobs due by then as due now (a test's poll without waiting for it).
   */
  runDue(options?: { asOf?: Date }): Promise<number>;
  start(): void;
  /** Stops polling and waits for the job in hand. */
  stop(): Promise<void>;
}

/**
 * How long a taken job stays its runner's by default; a handler that may run long stops
 * itself well before (see the report PDF job), or a second runner would take the job.
 */
export const defaultJobLockMs = 5 * 60 * 1000;

/** The message a user sees for a failure that is not one of ours (a bug, a lost connection). */
const unexpectedFailure = 'job.unexpected';

/** The retry delay after `attempts` failed runs: exponential, capped. */
export function backoffDelay(attempts: number, baseMs: number, maxMs: number): number {
  return Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
}

/**
 * Runs the queued jobs of the database (see jobs/queue.ts). A job is taken in a short
 * transaction with FOR UPDATE SKIP LOCKED (queued and due, or running past its lock: its
 * runner died), so several servers on one PostgreSQL never run a job at once; the handler
 * runs after that transaction, and its outcome is written in another. The job's `attempts`
 * at the time it was taken marks the run: a run that was overtaken (its lock expired and
 * another runner took the job) writes nothing.
 */
export function createJobRunner(services: JobServices, options: JobRunnerOptions = {}): JobRunner {
  const pollMs = options.pollMs ?? 1000;
  const lockMs = options.lockMs ?? defaultJobLockMs;
  const backoffMs = options.backoffMs ?? 30 * 1000;
  const maxBackoffMs = options.maxBackoffMs ?? 60 * 60 * 1000;
  const { db, logger } = services;

  async function claim(asOf: Date | undefined): Promise<JobRow | null> {
    const dueBy = asOf ? sql`${asOf.toISOString()}::timestamptz` : sql`now()`;
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: jobs.id })
        .from(jobs)
        .where(
          sql`${jobs.status} in ('queued', 'running') and ${jobs.runAfter} <= ${dueBy}
            and (${jobs.status} = 'queued' or ${jobs.lockedUntil} < now())`,
        )
        .orderBy(jobs.runAfter, jobs.id)
        .limit(1)
        .for('update', { skipLocked: true });
      const id = due[0]?.id;
      if (id === undefined) return null;
      const [taken] = await tx
        .update(jobs)
        .set({
          status: 'running',
          attempts: sql`${jobs.attempts} + 1`,
          lockedUntil: sql`now() + ${`${lockMs} milliseconds`}::interval`,
        })
        .where(eq(jobs.id, id))
        .returning();
      return taken ?? null;
    });
  }

  /** Writes a run's outcome, if the job is still this run's. */
  const finish = (job: JobRow, values: PgUpdateSetSource<typeof jobs>) =>
    db
      .update(jobs)
      .set(values)
      .where(and(eq(jobs.id, job.id), eq(jobs.status, 'running'), eq(jobs.attempts, job.attempts)));

  async function run(job: JobRow): Promise<void> {
    const handler = jobHandlerOf(job.kind);
    try {
      if (!handler) throw new Error(`no job handler for ${job.kind}`);
      const outcome = await handler(job, services);
      if (outcome) {
        // Not there yet (a poll): later, and this run did not fail. An answered poll also
        // forgives the failures before it (the lab was down an hour, not for good): only
        // failures in a row count towards `max_attempts`.
        await finish(job, {
          status: 'queued',
          attempts: 0,
          lockedUntil: null,
          lastError: null,
          result: null,
          runAfter: sql`now() + ${`${outcome.again} milliseconds`}::interval`,
          ...(outcome.progress && { progress: outcome.progress }),
        });
        return;
      }
      await finish(job, {
        status: 'done',
        lockedUntil: null,
        lastError: null,
        result: null,
        finishedAt: sql`now()`,
      });
    } catch (error) {
      const known = error instanceof JobError;
      if (!known) logger.error({ err: error, job: job.id, kind: job.kind }, 'job failed');
      else logger.warn({ job: job.id, kind: job.kind, error: error.messageKey }, 'job failed');
      const lastError = known ? error.messageKey : unexpectedFailure;
      // The message's placeholders (a sample's number, a material's name) stay with it.
      const result = known && error.values ? { errorValues: error.values } : null;
      const giveUp = (known && error.permanent) || job.attempts >= job.maxAttempts;
      await finish(
        job,
        giveUp
          ? { status: 'failed', lockedUntil: null, lastError, result, finishedAt: sql`now()` }
          : {
              status: 'queued',
              lockedUntil: null,
              lastError,
              result,
              runAfter: sql`now() + ${`${backoffDelay(job.attempts, backoffMs, maxBackoffMs)} milliseconds`}::interval`,
            },
      );
    }
  }

  let running: Promise<number> | null = null;
  let again = false;
  /** One drain at a time; a wake during one makes it look once more. */
  function runDue({ asOf }: { asOf?: Date } = {}): Promise<number> {
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      let count = 0;
      do {
        again = false;
        for (let job = await claim(asOf); job; job = await claim(asOf)) {
          await run(job);
          count += 1;
        }
      } while (again);
      return count;
    })().finally(() => {
      running = null;
    });
    return running;
  }

  let timer: NodeJS.Timeout | null = null;
  let stopped = true;
  let unsubscribe: (() => void) | null = null;
  const tick = () => {
    timer = null;
    runDue()
      .catch((error: unknown) => logger.error({ err: error }, 'job queue could not be read'))
      .finally(() => {
        if (!stopped && !timer) timer = setTimeout(tick, pollMs);
      });
  };

  return {
    runDue,
    start() {
      if (!stopped) return;
      stopped = false;
      unsubscribe = onJobQueued(() => {
        if (stopped) return;
        if (timer) clearTimeout(timer);
        // Give the enqueuing transaction a moment to commit.
        timer = setTimeout(tick, 50);
      });
      timer = setTimeout(tick, 0);
    },
    async stop() {
      stopped = true;
      unsubscribe?.();
      if (timer) clearTimeout(timer);
      timer = null;
      await running?.catch(() => undefined);
    },
  };
}
