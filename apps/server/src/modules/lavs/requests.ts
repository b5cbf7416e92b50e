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

/**
 * Whether LAVS answered that it processed the row's data request: the exchanges keep its
 * answer, which a verify since (which changes the status) does not undo.
 */
async function dataProcessedAtLavs(tx: Executor, row: LavsRequestRow): Promise<boolean> {
  if (row.lavsRequestId === null) return false;
  // The status call's address ends in the request's id (a LIKE pattern: its wildcards escaped).
  const path = `/v1/verzoeken/${encodeURIComponent(row.lavsRequestId)}`;
  const pattern = `%${path.replace(/[\\%_]/g, (character) => `\\${character}`)}`;
  const [found] = await tx
    .select({ id: lavsExchanges.id })
    .from(lavsExchanges)
    .where(
      and(
        eq(lavsExchanges.requestId, row.id),
        eq(lavsExchanges.kind, 'dataStatus'),
        sql`${lavsExchanges.url} like ${pattern}`,
        sql`${lavsExchanges.responseBody}->>'status' = 'processed'`,
      ),
    )
    .limit(1);
  return found !== undefined;
}

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
 * problems, except while the registration is on its way, and after a registration that
 * completed with the same message (it is still what LAVS holds).
 */
async function verifyAndStore(
  tx: Executor,
  access: Access,
  { row, jobStatus }: { row: LavsRequestRow; jobStatus: string | null },
): Promise<{ row: LavsRequestRow; verification: LavsVerification }> {
  const started = performance.now();
  const verification = await verifyLavsInventory(tx, access.organisationId, row.inventarisationId);
  const durationMs = Math.round(performance.now() - started);
  const current = lavsStatusOf(row);
  const kept =
    isRequestInFlight(current, jobStatus) ||
    (current === 'completed_successfully' && row.sentFingerprint === verification.fingerprint);
  const status: LavsStatus = verification.problems.length ? 'data_missing' : 'ready_to_send_data';
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
  return { row: stored, verification };
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
 * it through the statuses. When LAVS processed this same data before and only the report
 * failed, the sending starts at the attachment. With problems the status is data missing
 * and nothing is sent.
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
  const { row, verification } = await verifyAndStore(tx, access, locked);
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
  const requestKey = lavsRequestKey(row, sending);
  // LAVS processed this very data and only its attachment failed: sending the data again
  // would register the inventory twice, so this sending attaches the report to it.
  const attachmentOnly =
    row.sent !== null &&
    row.sentFingerprint === verification.fingerprint &&
    (await dataProcessedAtLavs(tx, row));
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
      requestKey,
      attachmentFileId: verification.attachment.fileId,
      lavsBijlageRequestId: null,
      ...(attachmentOnly
        ? { status: 'sending_attachment' }
        : {
            status: 'sending_data',
            sent: { ...verification.message, requestId: requestKey },
            sentFingerprint: verification.fingerprint,
            lavsRequestId: null,
          }),
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
