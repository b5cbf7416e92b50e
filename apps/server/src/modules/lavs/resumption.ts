import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { lavsExchanges } from '../../db/tables';
import type { LavsRequestRow } from './send-job';
import type { LavsVerification } from './verify';

/**
 * Where a new sending of an inventory starts, from what LAVS holds of the earlier ones as
 * the exchanges kept say: a call that got no answer Vezel could read may have reached LAVS,
 * so it goes again under the same idempotency key (LAVS answers with what it holds), and a
 * request LAVS took but gave no verdict on is asked after rather than sent again. Only
 * what LAVS refused, rejected or does not know is sent under a new key: nothing is ever
 * registered or attached twice.
 */
export type LavsResumption =
  /** LAVS holds this very data and report, processed. */
  | { from: 'registered' }
  | { from: 'data'; sameKey: boolean }
  | { from: 'dataStatus' }
  | { from: 'attachment'; sameKey: boolean }
  | { from: 'attachmentStatus' };

type Verdict = 'processed' | 'rejected' | 'unknown' | null;

/**
 * LAVS's verdict on one of its requests, from the newest status call about it that had
 * one: processed, rejected, unknown to LAVS (a 404), or null while none came.
 */
async function verdictOn(
  tx: Executor,
  row: LavsRequestRow,
  kind: 'dataStatus' | 'attachmentStatus',
  lavsId: string,
): Promise<Verdict> {
  // The status call's address ends in the request's id (a LIKE pattern: its wildcards escaped).
  const path = `/v1/verzoeken/${encodeURIComponent(lavsId)}`;
  const pattern = `%${path.replace(/[\\%_]/g, (character) => `\\${character}`)}`;
  const status = sql<string | null>`${lavsExchanges.responseBody}->>'status'`;
  const [found] = await tx
    .select({ status, outcome: lavsExchanges.outcome })
    .from(lavsExchanges)
    .where(
      and(
        eq(lavsExchanges.requestId, row.id),
        eq(lavsExchanges.kind, kind),
        sql`${lavsExchanges.url} like ${pattern}`,
        or(
          sql`${status} in ('processed', 'rejected')`,
          eq(lavsExchanges.outcome, 'lavs.registry.unknownRequest'),
        ),
      ),
    )
    .orderBy(desc(lavsExchanges.id))
    .limit(1);
  if (!found) return null;
  if (found.outcome === 'lavs.registry.unknownRequest') return 'unknown';
  return found.status === 'processed' ? 'processed' : 'rejected';
}

/** Whether LAVS refused the newest call of a kind outright (400, 422): it keeps nothing of it. */
async function refusedLast(
  tx: Executor,
  row: LavsRequestRow,
  kind: 'sendData' | 'sendAttachment',
): Promise<boolean> {
  const [last] = await tx
    .select({ responseStatus: lavsExchanges.responseStatus })
    .from(lavsExchanges)
    .where(and(eq(lavsExchanges.requestId, row.id), eq(lavsExchanges.kind, kind)))
    .orderBy(desc(lavsExchanges.id))
    .limit(1);
  return last?.responseStatus === 400 || last?.responseStatus === 422;
}

/** Where a sending of `verification` starts, after the row's earlier sendings. */
export async function resumptionOf(
  tx: Executor,
  row: LavsRequestRow,
  verification: LavsVerification,
): Promise<LavsResumption> {
  // Other data (or none sent yet): LAVS holds nothing of it.
  if (row.sent === null || row.sentFingerprint !== verification.fingerprint) {
    return { from: 'data', sameKey: false };
  }
  if (row.lavsRequestId === null) {
    return { from: 'data', sameKey: !(await refusedLast(tx, row, 'sendData')) };
  }
  const data = await verdictOn(tx, row, 'dataStatus', row.lavsRequestId);
  if (data === null) return { from: 'dataStatus' };
  if (data !== 'processed') return { from: 'data', sameKey: false };
  // The data is registered; the report is attached to it, once.
  if (row.attachmentFileId !== verification.attachment?.fileId) {
    return { from: 'attachment', sameKey: false };
  }
  if (row.lavsBijlageRequestId === null) {
    return { from: 'attachment', sameKey: !(await refusedLast(tx, row, 'sendAttachment')) };
  }
  const attachment = await verdictOn(tx, row, 'attachmentStatus', row.lavsBijlageRequestId);
  if (attachment === 'processed') return { from: 'registered' };
  if (attachment === null) return { from: 'attachmentStatus' };
  return { from: 'attachment', sameKey: false };
}
