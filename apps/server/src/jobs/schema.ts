import { domainMessages, translate, type DomainMessageKey } from '@vezel/domain';
import { inArray } from 'drizzle-orm';
import { jobs } from '../db/tables';
import { builder } from '../graphql/builder';
import type { Context } from '../graphql/context';
import { batchLoad } from '../graphql/request-cache';
import { jobErrorValues, type JobRow } from './queue';

/**
 * A job by id, read together with the other jobs the request's fields ask for (the jobs of
 * a list's rows in one query). Callers pass ids from their own organisation's rows.
 */
export const loadJob = (context: Context, id: number | null): Promise<JobRow | null> =>
  id === null
    ? Promise.resolve(null)
    : batchLoad(context, 'jobs', id, async (ids) => {
        const rows = await context.db
          .select()
          .from(jobs)
          .where(inArray(jobs.id, [...ids]));
        return new Map(rows.map((row) => [row.id, row]));
      }).then((job) => job ?? null);

const isMessageKey = (key: unknown): key is DomainMessageKey =>
  typeof key === 'string' && key in domainMessages.nl;

/** A job's last failure in the caller's language, with the values it was stored with. */
export const jobErrorMessage = (context: Context, job: JobRow): string | null =>
  job.lastError
    ? translate(
        domainMessages,
        context.locale,
        job.lastError as DomainMessageKey,
        jobErrorValues(job),
      )
    : null;

interface JobProgress {
  step: DomainMessageKey | null;
  done: number;
  total: number;
}

/**
 * How far a job with steps is: a handler that reports steps keeps `{ step, done, total }`
 * in its progress, `step` the message key of what it does now. Other progress (a poll's
 * count) is the handler's own and not shown.
 */
const progressOf = (job: JobRow): JobProgress | null => {
  const { step, done, total } = job.progress ?? {};
  if (typeof done !== 'number' || typeof total !== 'number' || total <= 0) return null;
  return { step: isMessageKey(step) ? step : null, done, total };
};

const JobProgressRef = builder.objectRef<JobProgress>('JobProgress').implement({
  description: 'How far a job with steps is',
  fields: (t) => ({
    step: t.string({
      nullable: true,
      description: 'What it does now, in the caller\u2019s language',
      resolve: (progress, _args, context) =>
        progress.step === null ? null : translate(domainMessages, context.locale, progress.step),
    }),
    done: t.exposeInt('done', { description: 'Steps finished' }),
    total: t.exposeInt('total', { description: 'Steps in all' }),
  }),
});

/** The one type of every background job shown to users (a lab order's sending, a report's PDF...). */
export const JobRef = builder.objectRef<JobRow>('Job').implement({
  description: 'Work Vezel does in the background for a record',
  fields: (t) => ({
    id: t.exposeID('id'),
    status: t.exposeString('status', { description: 'queued, running, done or failed' }),
    attempts: t.exposeInt('attempts'),
    max_attempts: t.exposeInt('maxAttempts'),
    error_key: t.exposeString('lastError', { nullable: true }),
    error: t.string({
      nullable: true,
      description: 'The last failure, in the caller\u2019s language',
      resolve: (job, _args, context) => jobErrorMessage(context, job),
    }),
    run_after: t.expose('runAfter', { type: 'DateTime' }),
    progress: t.field({
      type: JobProgressRef,
      nullable: true,
      description: 'How far it is, for a job with steps while it runs',
      resolve: (job) => (job.status === 'running' ? progressOf(job) : null),
    }),
  }),
});
