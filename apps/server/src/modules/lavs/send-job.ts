import fs from 'node:fs';
import type { DomainMessageKey } from '@vezel/domain';
import type { LavsIssue } from '@vezel/domain/lavs/message';
import {
  isLavsInFlight,
  lavsStatusOf,
  type LavsStatus,
  type lavsInFlightStatuses,
} from '@vezel/domain/lavs/statuses';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { files, lavsExchanges, lavsRequests, type LavsStoredProblem } from '../../db/tables';
import { JobError, registerJobHandler, type JobRow, type JobServices } from '../../jobs/queue';
import { buildLavsMessage } from './build-message';
import { lavsRegistry } from './lavs-adapter';
import {
  RegistryFailure,
  RegistryUnavailable,
  type AsbestosRegistry,
  type LavsConnection,
  type RegistryExchange,
  type RegistryRequestStatus,
} from './registry';
import { lavsConnectionOf, loadLavsSettings } from './settings';
import { problemsForIssues } from './verify';

export const lavsSendJobKind = 'lavs.send';
/**
 * An unreachable LAVS is tried again with the runner's backoff (30 s doubling, at most an
 * hour): 20 failures in a row is most of a day.
 */
export const lavsSendMaxAttempts = 20;

/** The first wait for LAVS to process a request; each unanswered poll doubles it, up to a minute. */
const lavsPollMs = 2_000;
const maxLavsPollMs = 60_000;
const lavsPollDelay = (polls: number): number =>
  Math.min(maxLavsPollMs, lavsPollMs * 2 ** Math.min(Math.max(0, polls - 1), 10));
/**
 * How long after a sending Vezel keeps asking LAVS whether it processed it (as the lab's
 * results are asked for): after that the status call failed, and the user sends again.
 */
const lavsPollLimitMs = 14 * 24 * 60 * 60 * 1000;

export type LavsRequestRow = typeof lavsRequests.$inferSelect;
/** A stored outcome or answer: a domain message key and its values. */
export type LavsStoredMessage = NonNullable<LavsRequestRow['message']>;

/** Where a step that failed for good leaves the registration, per in-flight status. */
const failedIn: Partial<Record<LavsStatus, LavsStatus>> = {
  sending_data: 'error_accepting_data',
  waiting_for_data_processing: 'data_request_status_failed',
  data_processed: 'failed_accepting_attachment',
  sending_attachment: 'failed_accepting_attachment',
  waiting_for_attachment_processing: 'request_attachment_status_failed',
} satisfies Record<(typeof lavsInFlightStatuses)[number], LavsStatus>;
const failedStatusOf = (status: LavsStatus): LavsStatus => failedIn[status] ?? status;

/** The idempotency key of a sending's attachment: its own, beside the data's. */
const attachmentKey = (row: LavsRequestRow): string => {
  if (!row.requestKey) throw new Error(`lavs_requests row ${row.id} sending without its key`);
  return `${row.requestKey}-bijlage`;
};

/**
 * The fields LAVS refused, as problems in the survey's words with where each is fixed: the
 * inventory's message built again (reads only) to place LAVS's paths. An inventory that can
 * no longer be built (deleted meanwhile) has none; the row's message still says LAVS refused.
 */
async function refusedProblems(
  db: Executor,
  row: LavsRequestRow,
  issues: readonly LavsIssue[],
): Promise<LavsStoredProblem[]> {
  try {
    const built = await buildLavsMessage(db, row.organisationId, row.inventarisationId);
    return problemsForIssues(built, issues);
  } catch {
    return [];
  }
}

/** LAVS's processing messages as the row keeps them: `lavs.answer.<code>` with the dates. */
const answersOf = (status: Extract<RegistryRequestStatus, { state: 'rejected' }>) =>
  status.messages.map((message) => ({
    key: `lavs.answer.${message.code}`,
    ...(message.values && { values: message.values }),
  }));

/**
 * Why LAVS refused the data: its fields (listed as problems), or only the request's key
 * (another sending under it; the next sending gets a new one).
 */
const refusalOf = (issues: readonly LavsIssue[]): LavsStoredMessage =>
  issues.every((issue) => issue.path === 'requestId')
    ? { key: 'lavs.error.requestKeyRefused' }
    : {
        key: 'lavs.error.dataRefused',
        values: { count: issues.filter((issue) => issue.path !== 'requestId').length },
      };

const numberIn = (payload: Record<string, unknown>, key: string): number => {
  const value = payload[key];
  if (typeof value !== 'number') throw new Error(`job payload without ${key}`);
  return value;
};

/**
 * Moves the row of this sending from one status to the next, only if it is still in the
 * status the step began from: a run overtaken by another (a crash and a second runner)
 * writes nothing, and the caller reads the row again.
 */
async function advance(
  db: Executor,
  row: LavsRequestRow,
  from: LavsStatus,
  values: Partial<typeof lavsRequests.$inferInsert>,
): Promise<LavsRequestRow | null> {
  const [moved] = await db
    .update(lavsRequests)
    .set({ ...values, updatedAt: sql`now()` })
    .where(
      and(
        eq(lavsRequests.id, row.id),
        eq(lavsRequests.sendings, row.sendings),
        eq(lavsRequests.status, from),
      ),
    )
    .returning();
  return moved ?? null;
}

/**
 * The `lavs.send` job: carries a sending through the statuses, continuing from the one the
 * row is in (so a run after a crash goes on where the last stopped): POST the data with the
 * sending's idempotency key (LAVS answers a repeat with the same request, so a crash after
 * the POST never registers it twice), poll its processing, POST the report as the
 * attachment (with its own key), poll that. A poll LAVS has not answered yet comes back
 * later (`again`, 2 s doubling up to a minute), for at most `lavsPollLimitMs` after the
 * sending. LAVS unreachable, or an answer to a POST Vezel cannot read (the same key again
 * is safe): the row says so, its status stays, and the runner tries again with backoff;
 * the last attempt leaves the row failed in the step it was in, as does any other failure
 * for good. Every call is written to lavs_exchanges for the person who sent it. A sending
 * the row no longer is (sent again since) is left alone.
 */
async function sendToLavs(job: JobRow, services: JobServices) {
  const rowId = numberIn(job.payload, 'requestRowId');
  const sending = numberIn(job.payload, 'sending');
  const { db } = services;
  const read = async () => {
    const [found] = await db.select().from(lavsRequests).where(eq(lavsRequests.id, rowId));
    return found && found.sendings === sending ? found : null;
  };
  let row = await read();
  if (!row || !isLavsInFlight(lavsStatusOf(row))) return;
  const lastAttempt = job.attempts >= job.maxAttempts;

  /** Leaves the row failed in the step it is in, saying why. */
  const failWith = async (message: LavsStoredMessage) => {
    if (!row) return;
    const current = lavsStatusOf(row);
    await advance(db, row, current, { status: failedStatusOf(current), message });
  };
  const fail = async (key: DomainMessageKey) => {
    await failWith({ key });
    return new JobError(key, true);
  };

  const settings = await loadLavsSettings(db, row.organisationId);
  // The exchange of the call under way, to note its failure on when it throws.
  let lastExchangeId: number | null = null;
  let connection: LavsConnection | null;
  try {
    connection = lavsConnectionOf(settings, services.secrets);
  } catch {
    // Sealed under another key (a data folder moved without its key): enter it again.
    throw await fail('lavs.error.password');
  }
  if (!connection) throw await fail('lavs.error.settings');
  const sender = row;
  const registry = lavsRegistry(connection, async (exchange) => {
    lastExchangeId = await record(db, sender, exchange);
  });

  try {
    for (;;) {
      if (!row) return;
      const next = await step(db, services, registry, row, job);
      if (next === 'done') return;
      if ('again' in next) return next;
      row = next.row ?? (await read());
    }
  } catch (error) {
    const current = row ? lavsStatusOf(row) : null;
    // Worth another try: LAVS down, or an answer to a POST that did not arrive whole (the
    // same idempotency key asks again without registering twice).
    const retryable =
      error instanceof RegistryUnavailable ||
      (error instanceof RegistryFailure &&
        error.messageKey === 'lavs.registry.answer' &&
        (current === 'sending_data' || current === 'sending_attachment'));
    if (retryable) {
      const unavailable = error instanceof RegistryUnavailable;
      const key: DomainMessageKey = unavailable ? 'lavs.unavailable' : 'lavs.registry.answer';
      const values = unavailable ? { name: registry.name } : undefined;
      await markExchange(db, lastExchangeId, key);
      if (row && current) {
        await advance(db, row, current, {
          message: { key, ...(values && { values }) },
          ...(lastAttempt && { status: failedStatusOf(current) }),
        });
      }
      throw new JobError(key, false, values);
    }
    if (error instanceof RegistryFailure) {
      await markExchange(db, lastExchangeId, error.messageKey);
      throw await fail(error.messageKey);
    }
    // Anything else (the database, a bug) the runner tries again; the last try says so.
    if (lastAttempt) await failWith({ key: 'job.unexpected' });
    throw error;
  }
}

type Step =
  'done' | { again: number; progress: Record<string, unknown> } | { row: LavsRequestRow | null };

/** One step from the row's status; `row` is the row after it (null: read it again). */
async function step(
  db: Executor,
  services: JobServices,
  registry: AsbestosRegistry,
  row: LavsRequestRow,
  job: JobRow,
): Promise<Step> {
  const status = lavsStatusOf(row);
  // Asked long enough: the status call failed, and the user may send again.
  const pollsEnded = async (): Promise<boolean> => {
    if (!row.sentAt || Date.now() - row.sentAt.getTime() <= lavsPollLimitMs) return false;
    await advance(db, row, status, {
      status: failedStatusOf(status),
      message: { key: 'lavs.error.noAnswer' },
    });
    return true;
  };
  const poll = async (): Promise<Step> => {
    if (row.message) await advance(db, row, status, { message: null });
    const polls = typeof job.progress?.polls === 'number' ? job.progress.polls + 1 : 1;
    return { again: lavsPollDelay(polls), progress: { polls } };
  };
  switch (status) {
    case 'sending_data': {
      if (!row.sent) throw new Error(`lavs_requests row ${row.id} sending without its message`);
      const submission = await registry.sendInventoryUpdate(row.sent);
      if (!submission.accepted) {
        await advance(db, row, status, {
          status: 'error_accepting_data',
          message: refusalOf(submission.issues),
          problems: await refusedProblems(db, row, submission.issues),
        });
        return 'done';
      }
      await advance(db, row, status, {
        status: 'waiting_for_data_processing',
        lavsRequestId: submission.requestId,
        message: null,
      });
      return { again: lavsPollDelay(1), progress: { polls: 0 } };
    }
    case 'waiting_for_data_processing': {
      if (await pollsEnded()) return 'done';
      const answer = await registry.requestStatus(row.lavsRequestId ?? '', 'data');
      if (answer.state === 'processing') return poll();
      if (answer.state === 'rejected') {
        await advance(db, row, status, {
          status: 'failed_processing_data',
          message: null,
          answers: answersOf(answer),
        });
        return 'done';
      }
      return { row: await advance(db, row, status, { status: 'data_processed', message: null }) };
    }
    case 'data_processed':
      // Processed: the report goes at once.
      return { row: await advance(db, row, status, { status: 'sending_attachment' }) };
    case 'sending_attachment': {
      const attachment = await attachmentOf(db, services, row);
      if (!attachment) {
        await advance(db, row, status, {
          status: 'failed_accepting_attachment',
          message: { key: 'lavs.error.noAttachment' },
        });
        return 'done';
      }
      const submission = await registry.sendAttachment({
        requestId: attachmentKey(row),
        dataRequestId: row.lavsRequestId ?? '',
        kind: 'report',
        fileName: attachment.fileName,
        content: attachment.content,
      });
      if (!submission.accepted) {
        await advance(db, row, status, {
          status: 'failed_accepting_attachment',
          message: { key: 'lavs.error.attachmentRefused' },
          problems: await refusedProblems(db, row, submission.issues),
        });
        return 'done';
      }
      await advance(db, row, status, {
        status: 'waiting_for_attachment_processing',
        lavsBijlageRequestId: submission.requestId,
        message: null,
      });
      return { again: lavsPollDelay(1), progress: { polls: 0 } };
    }
    case 'waiting_for_attachment_processing': {
      if (await pollsEnded()) return 'done';
      const answer = await registry.requestStatus(row.lavsBijlageRequestId ?? '', 'attachment');
      if (answer.state === 'processing') return poll();
      await advance(
        db,
        row,
        status,
        answer.state === 'rejected'
          ? { status: 'failed_processing_attachment', message: null, answers: answersOf(answer) }
          : { status: 'completed_successfully', message: null },
      );
      return 'done';
    }
    default:
      return 'done';
  }
}

/**
 * The report the sending attaches: its stored file, read from the file store; null when
 * the file is gone (deleted, or a store restored without it).
 */
async function attachmentOf(db: Executor, services: JobServices, row: LavsRequestRow) {
  if (row.attachmentFileId === null) return null;
  const [file] = await db
    .select({ sha256: files.sha256, name: files.name })
    .from(files)
    .where(and(eq(files.id, row.attachmentFileId), eq(files.organisationId, row.organisationId)));
  if (!file) return null;
  try {
    const content = await fs.promises.readFile(services.files.pathOf(file.sha256));
    return { fileName: file.name, content };
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw error;
  }
}

/** Keeps an exchange with LAVS, for the person who sent the registration. */
async function record(
  db: Executor,
  row: LavsRequestRow,
  exchange: RegistryExchange,
): Promise<number> {
  const [stored] = await db
    .insert(lavsExchanges)
    .values({
      organisationId: row.organisationId,
      requestId: row.id,
      kind: exchange.kind,
      method: exchange.method,
      url: exchange.url,
      requestBody: exchange.requestBody ?? null,
      responseStatus: exchange.responseStatus,
      responseBody: exchange.responseBody ?? null,
      outcome: outcomeOf(exchange),
      durationMs: Math.round(exchange.durationMs),
      profileId: row.sentByProfileId,
    })
    .returning({ id: lavsExchanges.id });
  if (!stored) throw new Error('lavs_exchanges insert returned nothing');
  return stored.id;
}

/** What an answered exchange meant, when it was no success; failures are marked after. */
function outcomeOf(exchange: RegistryExchange): string | null {
  const status = exchange.responseStatus;
  if (status === 400 || status === 422) return 'lavs.exchange.refused';
  const body = exchange.responseBody as { status?: unknown } | null;
  if (status === 200 && body && typeof body === 'object' && body.status === 'rejected') {
    return 'lavs.exchange.rejected';
  }
  return null;
}

/** The outcome of the call that threw (LAVS unreachable, credentials refused...). */
async function markExchange(db: Executor, id: number | null, key: string): Promise<void> {
  if (id !== null)
    await db.update(lavsExchanges).set({ outcome: key }).where(eq(lavsExchanges.id, id));
}

registerJobHandler(lavsSendJobKind, sendToLavs);
