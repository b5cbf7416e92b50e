import { eq } from 'drizzle-orm';
import type { Executor } from '../../../db/client';
import { surveyReports } from '../../../db/tables';
import { enqueue } from '../../../jobs/queue';
import { reportPdfJobKind } from './job-kind';
import './job';

/**
 * Queues the printing of a report's PDF in the caller's transaction and makes it the
 * report's PDF job (its status and progress are shown on the report). `final` prints the
 * signed report and, when done, makes it final; a draft's PDF leaves the status alone.
 * A job queued earlier for the same report that has not finished sees it is no longer the
 * report's job and does nothing.
 */
export async function queueReportPdf(
  tx: Executor,
  input: { reportId: number; organisationId: number; profileId: number; final: boolean },
): Promise<number> {
  const job = await enqueue(tx, {
    organisationId: input.organisationId,
    kind: reportPdfJobKind,
    payload: { reportId: input.reportId, profileId: input.profileId, final: input.final },
    maxAttempts: 3,
  });
  await tx
    .update(surveyReports)
    .set({ pdfJobId: job.id, updatedAt: new Date() })
    .where(eq(surveyReports.id, input.reportId));
  return job.id;
}
