import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { smartRiskCertificates, surveySources } from '../../db/tables';

/**
 * A source's SMA-rt class is kept once, in its SMA-rt classification (smart_risk_certificates
 * without a location). The source's status tab shows the same class as its `risk_class`
 * field (the source list, the report and LAVS read it there), so both are written in one
 * transaction, whichever screen the surveyor changes it on.
 */

/** Writes the source's `risk_class` field as its classification has it. */
export async function setSourceRiskClass(
  tx: Executor,
  sourceId: number,
  riskClassItemId: number | null,
): Promise<void> {
  await tx
    .update(surveySources)
    .set({
      data: sql`${surveySources.data} || jsonb_build_object('risk_class', ${riskClassItemId}::integer)`,
      updatedAt: new Date(),
    })
    .where(eq(surveySources.id, sourceId));
}

/**
 * The source's status tab changed its `risk_class`: its classification takes the class (a
 * new one is made without reference or printout, which the completeness list then asks for).
 */
export async function syncSourceClassification(
  tx: Executor,
  source: { id: number; surveyId: number },
  riskClassItemId: number | null,
): Promise<void> {
  const [updated] = await tx
    .update(smartRiskCertificates)
    .set({ riskClassItemId, updatedAt: new Date() })
    .where(
      and(eq(smartRiskCertificates.sourceId, source.id), isNull(smartRiskCertificates.locationId)),
    )
    .returning({ id: smartRiskCertificates.id });
  if (!updated && riskClassItemId !== null) {
    await tx
      .insert(smartRiskCertificates)
      .values({ surveyId: source.surveyId, sourceId: source.id, riskClassItemId });
  }
}
