import type { LavsInventoryUpdate } from '@vezel/domain/lavs/message';
import { isLavsInFlight, lavsStatusOf, type LavsStatus } from '@vezel/domain/lavs/statuses';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  jobs,
  lavsExchanges,
  lavsRequests,
  surveyInventarisations,
  surveys,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import { enqueue } from '../../jobs/queue';
import type { Access } from '../../resources/binding';
import { lavsSendJobKind, lavsSendMaxAttempts, type LavsRequestRow } from './send-job';
import { resumptionOf, type LavsResumption } from './resumption';
import { verifyLavsInventory, type LavsVerification } from './verify';

export type { LavsRequestRow };

/**
 * A sending's idempotency key at LAVS: the row's id and creation time (as the lab's
 * `labApiKey`: the time tells apart the ids of another database or installation sending
 * under the same account) and the sending's number.
 */
export const lavsRequestKey = (
  row: Pick<LavsRequestRow, 'id' | 'createdAt'>,
  sending: number,
): string => `vezel-lavs-${row.id}-${row.createdAt.getTime().toString(36)}-${sending}`;

/** Whether the row's job is still to run or running: its sending is on its way. */
const isJobActive = (status: string | null | undefined): boolean =>
  status === 'queued' || status === 'running';

/**
 * A registration on its way: its status says Vezel or LAVS is working on it and its job is
 * still queued or running. A job that gave up (it says why) leaves the status as it was;
 * the row is then no longer in flight, so a manager may verify and send again.
 */
export const isRequestInFlight = (status: LavsStatus, jobStatus: string | null | undefined) =>
  isLavsInFlight(status) && isJobActive(jobStatus);

/**
 * The survey and inventory a verify or send is about, checked: the organisation's survey,
 * of a property (a vessel survey has no LAVS check), not cancelled, and the inventory one
 * of its own. Anything else answers not found, so ids of other organisations tell nothing.
 */
async function checkedInventory(
  tx: Executor,
  organisationId: number,
  surveyId: number,
  inventarisationId: number,
) {
  const [found] = await tx
    .select({
      assetType: surveys.assetType,
      status: surveys.status,
      inventarisationId: surveyInventarisations.id,
    })
    .from(surveys)
    .leftJoin(
      surveyInventarisations,
      and(
        eq(surveyInventarisations.surveyId, surveys.id),
        eq(surveyInventarisations.id, inventarisationId),
      ),
    )
    .where(and(eq(surveys.id, surveyId), eq(surveys.organisationId, organisationId)));
  if (!found) throw new AppError('NOT_FOUND', 'lavs.error.notFound');
  if (found.assetType !== 'property')
    throw new AppError('BAD_USER_INPUT', 'lavs.error.vesselSurvey');
  if (found.status === 'cancelled') throw new AppError('BAD_USER_INPUT', 'lavs.error.cancelled');
  if (found.inventarisationId === null) throw new AppError('NOT_FOUND', 'lavs.error.notFound');
}

/**
 * The inventory's result row, made on its first verify or send and locked for the rest of
 * the transaction: two verifies or sends of one inventory at once take turns.
 */
async function lockedRequest(
  tx: Executor,
  organisationId: number,
  surveyId: number,
  inventarisationId: number,
): Promise<{ row: LavsRequestRow; jobStatus: string | null }> {
  await tx
    .insert(lavsRequests)
    .values({ organisationId, surveyId, inventarisationId })
    .onConflictDoNothing();
  const [row] = await tx
    .select()
    .from(lavsRequests)
    .where(eq(lavsRequests.inventarisationId, inventarisationId))
    .for('update');
  if (!row) throw new Error(`lavs_requests row of inventory ${inventarisationId} missing`);
  if (row.jobId === null) return { row, jobStatus: null };
  const [job] = await tx.select({ status: jobs.status }).from(jobs).where(eq(jobs.id, row.jobId));
  return { row, jobStatus: job?.status ?? null };
}

/**
 * Verifies in the caller's transaction and stores what it found: the problems, the
 * message's fingerprint and when, and a `verify` exchange (no call: the message as it would
 * go, and the paths LAVS would refuse) for the person who asked. The status follows the
 * problems, except while the registration is on its way; when LAVS holds this very data
 * and report, processed, it is completed (a change since, undone again, is no new sending).
 */
async function verifyAndStore(
  tx: Executor,
  access: Access,
  { row, jobStatus }: { row: LavsRequestRow; jobStatus: string | null },
): Promise<{ row: LavsRequestRow; verification: LavsVerification; resumption: LavsResumption }> {
  const started = performance.now();
  const verification = await verifyLavsInventory(tx, access.organisationId, row.inventarisationId);
  const durationMs = Math.round(performance.now() - started);
  const kept = isRequestInFlight(lavsStatusOf(row), jobStatus);
  const resumption = await resumptionOf(tx, row, verification);
  const status: LavsStatus = verification.problems.length
    ? 'data_missing'
    : resumption.from === 'registered'
      ? 'completed_successfully'
      : 'ready_to_send_data';
  const [stored] = await tx
    .update(lavsRequests)
    .set({
      problems: verification.problems,
      verifiedFingerprint: verification.fingerprint,
      verifiedAt: sql`now()`,
      updatedAt: sql`now()`,
      // What LAVS answered and what failed stay until the next sending (the overview keeps
      // saying why the last one failed); only "data missing" was the verify's own verdict.
      ...(!kept && {
        status,
        ...(row.message?.key === 'lavs.error.dataMissing' && { message: null }),
      }),
    })
    .where(eq(lavsRequests.id, row.id))
    .returning();
  if (!stored) throw new Error(`lavs_requests row ${row.id} missing`);
  await tx.insert(lavsExchanges).values({
    organisationId: access.organisationId,
    requestId: row.id,
    kind: 'verify',
    // The message is kept when it differs from the last verify's: a verify repeated on
    // unchanged data adds a line, not another copy of the whole inventory.
    requestBody: row.verifiedFingerprint === verification.fingerprint ? null : verification.message,
    responseBody: verification.problems.map((problem) => problem.path),
    outcome: verification.problems.length ? 'lavs.exchange.problems' : null,
    durationMs,
    profileId: access.profileId,
  });
  return { row: stored, verification, resumption };
}

/** verifyLavsInventarisatieBijwerkenRequest: any member; stores and answers the result row. */
export async function verifyLavsRequest(
  tx: Executor,
  access: Access,
  surveyId: number,
  inventarisationId: number,
): Promise<LavsRequestRow> {
  await checkedInventory(tx, access.organisationId, surveyId, inventarisationId);
  const locked = await lockedRequest(tx, access.organisationId, surveyId, inventarisationId);
  return (await verifyAndStore(tx, access, locked)).row;
}

/**
 * handleLavsInventarisatieBijwerkenRequest (managers): verifies again, and when LAVS would
 * take it, starts a new sending: its number, its idempotency key, the message as it goes
 * (with that key as requestId), the report to attach, and the `lavs.send` job that carries
 * it through the statuses. It starts where the earlier sendings of the same data leave
 * off (`resumptionOf`): what LAVS may hold goes again under its own key, what LAVS took is
 * asked after, what it processed is not sent again. With problems the status is data
 * missing and nothing is sent.
 */
export async function sendLavsRequest(
  tx: Executor,
  access: Access,
  surveyId: number,
  inventarisationId: number,
): Promise<LavsRequestRow> {
  await checkedInventory(tx, access.organisationId, surveyId, inventarisationId);
  const locked = await lockedRequest(tx, access.organisationId, surveyId, inventarisationId);
  if (isRequestInFlight(lavsStatusOf(locked.row), locked.jobStatus)) {
    throw new AppError('BAD_USER_INPUT', 'lavs.error.inFlight');
  }
  const { row, verification, resumption } = await verifyAndStore(tx, access, locked);
  // LAVS holds this very message already: a second sending would register it twice.
  if (row.status === 'completed_successfully') {
    throw new AppError('BAD_USER_INPUT', 'lavs.error.alreadyRegistered');
  }
  if (verification.problems.length || !verification.attachment) {
    const [refused] = await tx
      .update(lavsRequests)
      .set({
        status: 'data_missing',
        message: { key: 'lavs.error.dataMissing' },
        updatedAt: sql`now()`,
      })
      .where(eq(lavsRequests.id, row.id))
      .returning();
    return refused ?? row;
  }
  const sending = row.sendings + 1;
  const newKey = lavsRequestKey(row, sending);
  const job = await enqueue(tx, {
    organisationId: access.organisationId,
    kind: lavsSendJobKind,
    payload: { requestRowId: row.id, sending },
    maxAttempts: lavsSendMaxAttempts,
  });
  const [sent] = await tx
    .update(lavsRequests)
    .set({
      message: null,
      answers: null,
      sendings: sending,
      attachmentFileId: verification.attachment.fileId,
      ...startOf(resumption, row, { ...verification.message, requestId: newKey }, verification),
      jobId: job.id,
      sentByProfileId: access.profileId,
      sentAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(eq(lavsRequests.id, row.id))
    .returning();
  if (!sent) throw new Error(`lavs_requests row ${row.id} missing`);
  return sent;
}

/**
 * The row's columns for a sending that starts where `resumption` says: the data under a
 * new key (`fresh`, the message with it) or again under the key it went with, asking
 * after the data LAVS took, the report under a new key or again under its own, or asking
 * after the report LAVS took.
 */
function startOf(
  resumption: LavsResumption,
  row: LavsRequestRow,
  fresh: LavsInventoryUpdate,
  verification: LavsVerification,
): Partial<typeof lavsRequests.$inferInsert> {
  switch (resumption.from) {
    case 'data': {
      const sent = resumption.sameKey && row.sent ? row.sent : fresh;
      return {
        status: 'sending_data',
        requestKey: sent.requestId,
        sent,
        sentFingerprint: verification.fingerprint,
        lavsRequestId: null,
        lavsBijlageRequestId: null,
      };
    }
    case 'dataStatus':
      return { status: 'waiting_for_data_processing' };
    case 'attachment':
      return {
        status: 'sending_attachment',
        ...(!resumption.sameKey && { requestKey: fresh.requestId }),
        lavsBijlageRequestId: null,
      };
    case 'attachmentStatus':
      return { status: 'waiting_for_attachment_processing' };
    case 'registered':
      throw new Error('a registered inventory is not sent');
  }
}
