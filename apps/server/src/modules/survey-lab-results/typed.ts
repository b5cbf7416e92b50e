import { ordersAtLab } from '@vezel/domain/lab/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  labCertificates,
  labOrderSamples,
  labOrders,
  laboratories,
  sampleAnalyses,
  surveySamples,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import type { Access } from '../../resources/binding';
import { findSurveyRecord } from '../survey-sources/schema';
import { openOwnedSurvey } from '../surveys/access';
import { ownLaboratory } from './csv';
import { recordLabResults, settleLabOrderStatus, type LabResultInput } from './record';

export interface TypedAnalysisInput {
  sampleId: number;
  /** The analysis being changed; null for a new one. */
  analysisId: number | null;
  laboratoryId: number;
  analysisMethodItemId: number | null;
  analysedOn: string | null;
  certificateId: number | null;
  results: LabResultInput[];
}

/**
 * Saves an analysis typed in by the surveyor, in the caller's transaction: the analysis
 * being changed is replaced as a whole (its results too). When the sample is on an active
 * order of that laboratory, the analysis belongs to the order, which then counts as
 * (partly) analysed. Returns the analysis id.
 */
export async function saveTypedAnalysis(
  tx: Executor,
  access: Access,
  input: TypedAnalysisInput,
): Promise<number> {
  const sample = await findSurveyRecord(tx, surveySamples, access.organisationId, input.sampleId);
  if (!sample) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  await openOwnedSurvey(tx, access.organisationId, sample.surveyId);
  await ownLaboratory(tx, access.organisationId, input.laboratoryId);
  let replacedOrderId: number | null = null;
  if (input.analysisId !== null) {
    const [removed] = await tx
      .delete(sampleAnalyses)
      .where(and(eq(sampleAnalyses.id, input.analysisId), eq(sampleAnalyses.sampleId, sample.id)))
      .returning({ id: sampleAnalyses.id, labOrderId: sampleAnalyses.labOrderId });
    if (!removed) throw new AppError('NOT_FOUND', 'error.recordNotFound');
    replacedOrderId = removed.labOrderId;
  }
  // A sample at most on one active order: of this laboratory, it takes the analysis; of
  // another, the results must come from that laboratory.
  const [atLab] = await tx
    .select({
      id: labOrders.id,
      number: labOrders.number,
      laboratoryId: labOrders.laboratoryId,
      laboratory: laboratories.name,
    })
    .from(labOrderSamples)
    .innerJoin(labOrders, eq(labOrders.id, labOrderSamples.labOrderId))
    .innerJoin(laboratories, eq(laboratories.id, labOrders.laboratoryId))
    .where(
      and(
        eq(labOrderSamples.sampleId, sample.id),
        eq(labOrderSamples.active, true),
        inArray(labOrders.status, [...ordersAtLab]),
      ),
    );
  if (atLab && atLab.laboratoryId !== input.laboratoryId) {
    const failure = {
      key: 'labResults.sampleOtherLaboratory',
      values: { sample: sample.number, order: atLab.number, laboratory: atLab.laboratory },
    } as const;
    throw new AppError('BAD_USER_INPUT', failure.key, failure.values, { laboratory: failure });
  }
  const order = atLab;
  let certificate: { number: string; issuedOn: null; fileId: null } | undefined;
  if (input.certificateId !== null) {
    const [found] = await tx
      .select({ number: labCertificates.number })
      .from(labCertificates)
      .where(
        and(
          eq(labCertificates.id, input.certificateId),
          eq(labCertificates.surveyId, sample.surveyId),
          eq(labCertificates.laboratoryId, input.laboratoryId),
        ),
      );
    if (!found) {
      throw new AppError('BAD_USER_INPUT', 'error.badInput', undefined, {
        certificate: { key: 'error.badInput' },
      });
    }
    certificate = { number: found.number, issuedOn: null, fileId: null };
  }
  const { analysisIds } = await recordLabResults(tx, {
    organisationId: access.organisationId,
    surveyId: sample.surveyId,
    laboratoryId: input.laboratoryId,
    labOrderId: order?.id ?? null,
    origin: 'typed',
    profileId: access.profileId,
    ...(certificate && { certificate }),
    samples: [
      {
        sampleId: sample.id,
        analysisMethodItemId: input.analysisMethodItemId,
        analysedOn: input.analysedOn,
        results: input.results,
      },
    ],
  });
  // The analysis changed laboratory (so order): the order it left counts again.
  if (replacedOrderId !== null && replacedOrderId !== (order?.id ?? null)) {
    await settleLabOrderStatus(tx, replacedOrderId, access.profileId);
  }
  return analysisIds[0]!;
}
