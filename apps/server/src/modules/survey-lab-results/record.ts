import {
  amountForPercentage,
  amountRangeOf,
  amountsWithoutRange,
  parsePercentage,
  quotedList,
} from '@vezel/domain/lab/results';
import { fromStoredDate, type RuleFailure } from '@vezel/domain';
import { ordersAtLab } from '@vezel/domain/lab/orders';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import {
  files,
  labCertificates,
  labOrderSamples,
  labOrderStatusChanges,
  labOrders,
  laboratories,
  organisations,
  sampleAnalyses,
  sampleAnalysisResults,
  surveySamples,
  surveySourceLocations,
  surveySources,
  variableItems,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import { openOwnedSurvey } from '../surveys/access';

export type LabResultOrigin = 'typed' | 'csv' | 'api';

export interface LabResultInput {
  /** An analyse_materialen item (an asbestos type) of the sample's material type. */
  analysisMaterialItemId: number;
  /** An analyse_resultaat_hoeveelheden item of that material; null: found by the percentage. */
  amountItemId: number | null;
  /** As the laboratory reported it ("3.5", "2 - 5", "< 2"); may be empty when an amount is given. */
  percentage: string;
}

export interface LabSampleResultsInput {
  sampleId: number;
  analysisMethodItemId: number | null;
  analysedOn: string | null;
  results: LabResultInput[];
}

export interface RecordLabResultsInput {
  organisationId: number;
  surveyId: number;
  laboratoryId: number;
  labOrderId: number | null;
  origin: LabResultOrigin;
  /** Who records them; null for the laboratory's API (the system). */
  profileId: number | null;
  certificate?: { number: string; issuedOn: string | null; fileId: number | null };
  samples: LabSampleResultsInput[];
}

/** A real calendar date as stored, 'YYYY-MM-DD'. */
export function isStoredDate(value: string): boolean {
  try {
    fromStoredDate(value);
    return true;
  } catch {
    return false;
  }
}

/** A refusal of one value, named so the caller can show where: `samples.2.results.0`. */
const refuse = (path: string, failure: RuleFailure) =>
  new AppError('BAD_USER_INPUT', failure.key, failure.values, { [path]: failure });

interface SampleFacts {
  id: number;
  number: string;
  materialTypeItemId: number | null;
}

/**
 * Writes a laboratory's results for samples of a survey in the caller's transaction: per
 * sample one analysis (method, laboratory, order, certificate, date, whether asbestos was
 * found) with its results per asbestos type. An earlier analysis of the same sample from
 * the same order (or, without an order, from the same laboratory without an order) is
 * replaced, so importing or fetching the same results twice changes nothing. The amount of
 * a result without one is the amount its percentage falls in. Given a certificate, it is
 * found by its number (or added) and the analyses point at it. The orders touched move to
 * partly_analysed or analysed, with a row in their history. Everything is checked before
 * anything is written: a refusal names the sample and leaves the transaction to roll back.
 * The survey must be open (it is locked for the rest of the transaction).
 */
export async function recordLabResults(
  tx: Executor,
  input: RecordLabResultsInput,
): Promise<{ analysisIds: number[] }> {
  await openOwnedSurvey(tx, input.organisationId, input.surveyId);
  const [laboratory] = await tx
    .select({ id: laboratories.id })
    .from(laboratories)
    .where(
      and(
        eq(laboratories.id, input.laboratoryId),
        eq(laboratories.organisationId, input.organisationId),
      ),
    );
  if (!laboratory) throw new AppError('NOT_FOUND', 'error.recordNotFound');

  const order = input.labOrderId === null ? null : await orderOf(tx, input);
  const samples = await samplesOf(tx, input);
  const orderSampleIds =
    order === null
      ? null
      : new Set(
          (
            await tx
              .select({ sampleId: labOrderSamples.sampleId })
              .from(labOrderSamples)
              .where(
                and(eq(labOrderSamples.labOrderId, order.id), eq(labOrderSamples.active, true)),
              )
          ).map((row) => row.sampleId),
        );
  const items = await itemsOf(tx, input);

  const seen = new Set<number>();
  const planned = input.samples.map((entry, index) => {
    const path = `samples.${index}`;
    const sample = samples.get(entry.sampleId);
    if (!sample) throw refuse(path, { key: 'labResults.sampleUnknown' });
    if (seen.has(sample.id)) {
      throw refuse(path, { key: 'labResults.sampleTwice', values: { sample: sample.number } });
    }
    seen.add(sample.id);
    if (orderSampleIds && !orderSampleIds.has(sample.id)) {
      throw refuse(path, { key: 'labResults.sampleNotOnOrder', values: { sample: sample.number } });
    }
    if (
      entry.analysisMethodItemId !== null &&
      items.get(entry.analysisMethodItemId)?.list !== 'analyse_methodes'
    ) {
      throw refuse(`${path}.analysisMethod`, { key: 'error.badInput' });
    }
    if (entry.analysedOn !== null && !isStoredDate(entry.analysedOn)) {
      throw refuse(`${path}.analysedOn`, { key: 'validation.date' });
    }
    const materials = new Set<number>();
    const results = entry.results.map((result, resultIndex) => {
      const resultPath = `${path}.results.${resultIndex}`;
      const values = { sample: sample.number, percentage: result.percentage };
      const material = items.get(result.analysisMaterialItemId);
      if (
        !material ||
        material.list !== 'analyse_materialen' ||
        (sample.materialTypeItemId !== null && material.parentItemId !== sample.materialTypeItemId)
      ) {
        throw refuse(`${resultPath}.material`, { key: 'labResults.materialUnknown', values });
      }
      if (materials.has(material.id)) {
        throw refuse(`${resultPath}.material`, {
          key: 'labResults.materialTwice',
          values: { sample: sample.number, material: material.value },
        });
      }
      materials.add(material.id);
      const percentage = result.percentage.trim();
      const parsed = percentage === '' ? null : parsePercentage(percentage);
      if (parsed && 'problem' in parsed) {
        throw refuse(`${resultPath}.percentage`, { key: 'labResults.percentageInvalid', values });
      }
      const amounts = [...items.values()]
        .filter((item) => item.list === 'analyse_resultaat_hoeveelheden')
        .filter((item) => item.parentItemId === material.id)
        .map((item) => ({ ...item, ...amountRangeOf(item.data) }));
      let amount = null;
      if (result.amountItemId !== null) {
        amount = amounts.find((item) => item.id === result.amountItemId) ?? null;
        if (!amount)
          throw refuse(`${resultPath}.amount`, { key: 'labResults.amountUnknown', values });
      } else if (parsed) {
        amount = amountForPercentage(amounts, percentage);
        if (!amount) {
          // Amounts without a range are never chosen: name them, they are what to fill in.
          const unbounded = amountsWithoutRange(amounts);
          throw refuse(
            `${resultPath}.percentage`,
            unbounded.length > 0
              ? {
                  key: 'labResults.amountRangeMissing',
                  values: { ...values, material: material.value, amounts: quotedList(unbounded) },
                }
              : { key: 'labResults.noAmount', values },
          );
        }
      } else {
        throw refuse(`${resultPath}.percentage`, { key: 'labResults.percentageMissing', values });
      }
      const detected =
        parsed && 'range' in parsed ? parsed.range.high > 0 : (amount.maxPercentage ?? 0) > 0;
      return { material: material.id, amount: amount.id, percentage, detected };
    });
    return { entry, sample, results };
  });

  const certificateId = input.certificate
    ? await certificateFor(tx, input, input.certificate)
    : null;

  if (planned.length > 0) {
    await tx.delete(sampleAnalyses).where(
      and(
        inArray(
          sampleAnalyses.sampleId,
          planned.map((plan) => plan.sample.id),
        ),
        order === null
          ? and(eq(sampleAnalyses.laboratoryId, laboratory.id), isNull(sampleAnalyses.labOrderId))
          : eq(sampleAnalyses.labOrderId, order.id),
      ),
    );
  }
  const analyses =
    planned.length === 0
      ? []
      : await tx
          .insert(sampleAnalyses)
          .values(
            planned.map((plan) => ({
              surveyId: input.surveyId,
              sampleId: plan.sample.id,
              laboratoryId: laboratory.id,
              labOrderId: order?.id ?? null,
              certificateId,
              analysisMethodItemId: plan.entry.analysisMethodItemId,
              analysedOn: plan.entry.analysedOn,
              asbestosDetected: plan.results.some((result) => result.detected),
              origin: input.origin,
              createdBy: input.profileId,
            })),
          )
          .returning({ id: sampleAnalyses.id });
  const resultRows = planned.flatMap((plan, index) =>
    plan.results.map((result, sortIndex) => ({
      analysisId: analyses[index]!.id,
      analysisMaterialItemId: result.material,
      amountItemId: result.amount,
      percentage: result.percentage,
      sortIndex,
    })),
  );
  if (resultRows.length > 0) await tx.insert(sampleAnalysisResults).values(resultRows);
  if (order) await settleLabOrderStatus(tx, order.id, input.profileId);
  return { analysisIds: analyses.map((row) => row.id) };
}

async function orderOf(tx: Executor, input: RecordLabResultsInput) {
  const [order] = await tx
    .select({ id: labOrders.id, status: labOrders.status })
    .from(labOrders)
    .where(
      and(
        eq(labOrders.id, input.labOrderId!),
        eq(labOrders.surveyId, input.surveyId),
        eq(labOrders.laboratoryId, input.laboratoryId),
      ),
    )
    .for('update');
  if (!order) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  if (!ordersAtLab.includes(order.status)) {
    throw new AppError('BAD_USER_INPUT', 'labResults.orderNotSent');
  }
  return order;
}

async function samplesOf(tx: Executor, input: RecordLabResultsInput) {
  const ids = [...new Set(input.samples.map((sample) => sample.sampleId))];
  const rows =
    ids.length === 0
      ? []
      : await tx
          .select({
            id: surveySamples.id,
            number: surveySamples.number,
            materialTypeItemId: surveySources.materialTypeItemId,
          })
          .from(surveySamples)
          .leftJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
          .leftJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
          .where(and(inArray(surveySamples.id, ids), eq(surveySamples.surveyId, input.surveyId)));
  return new Map<number, SampleFacts>(rows.map((row) => [row.id, row]));
}

/** The named materials and methods, and every amount of those materials, of the organisation's set. */
async function itemsOf(tx: Executor, input: RecordLabResultsInput) {
  const materialIds = new Set<number>();
  const otherIds = new Set<number>();
  for (const sample of input.samples) {
    if (sample.analysisMethodItemId !== null) otherIds.add(sample.analysisMethodItemId);
    for (const result of sample.results) {
      materialIds.add(result.analysisMaterialItemId);
      if (result.amountItemId !== null) otherIds.add(result.amountItemId);
    }
  }
  if (materialIds.size === 0 && otherIds.size === 0) return new Map();
  const wanted = [...materialIds, ...otherIds];
  const rows = await tx
    .select({
      id: variableItems.id,
      list: variableItems.list,
      parentItemId: variableItems.parentItemId,
      value: variableItems.value,
      data: variableItems.data,
    })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, input.organisationId),
        or(
          inArray(variableItems.id, wanted),
          materialIds.size === 0
            ? sql`false`
            : and(
                eq(variableItems.list, 'analyse_resultaat_hoeveelheden'),
                inArray(variableItems.parentItemId, [...materialIds]),
              ),
        ),
      ),
    )
    .orderBy(variableItems.sortIndex, variableItems.id);
  return new Map(rows.map((row) => [row.id, row]));
}

/** The longest certificate number taken (as the certificate form's field). */
const maxCertificateNumberLength = 100;

/** The survey's certificate of this laboratory with this number, added when new. */
async function certificateFor(
  tx: Executor,
  input: RecordLabResultsInput,
  certificate: NonNullable<RecordLabResultsInput['certificate']>,
): Promise<number> {
  const number = certificate.number.trim();
  if (number === '') throw refuse('certificate.number', { key: 'validation.required' });
  if (number.length > maxCertificateNumberLength) {
    throw refuse('certificate.number', {
      key: 'validation.maxLength',
      values: { max: maxCertificateNumberLength },
    });
  }
  if (certificate.issuedOn !== null && !isStoredDate(certificate.issuedOn)) {
    throw refuse('certificate.issuedOn', { key: 'validation.date' });
  }
  if (certificate.fileId !== null) {
    const [file] = await tx
      .select({ id: files.id })
      .from(files)
      .where(and(eq(files.id, certificate.fileId), eq(files.organisationId, input.organisationId)));
    if (!file) throw refuse('certificate.file', { key: 'error.badInput' });
  }
  const [existing] = await tx
    .select({ id: labCertificates.id })
    .from(labCertificates)
    .where(
      and(
        eq(labCertificates.surveyId, input.surveyId),
        eq(labCertificates.laboratoryId, input.laboratoryId),
        eq(labCertificates.number, number),
      ),
    );
  const values = {
    ...(certificate.issuedOn !== null && { issuedOn: certificate.issuedOn }),
    ...(certificate.fileId !== null && { fileId: certificate.fileId }),
  };
  if (existing) {
    if (Object.keys(values).length > 0) {
      await tx
        .update(labCertificates)
        .set({ ...values, updatedAt: new Date() })
        .where(eq(labCertificates.id, existing.id));
    }
    return existing.id;
  }
  const [created] = await tx
    .insert(labCertificates)
    .values({
      surveyId: input.surveyId,
      laboratoryId: input.laboratoryId,
      labOrderId: input.labOrderId,
      number,
      ...values,
    })
    .returning({ id: labCertificates.id });
  return created!.id;
}

/**
 * Sets an order's status from its samples' analyses and keeps the change in its history:
 * analysed once every sample on it has an analysis from it, partly analysed while some
 * have, and back to received when none has any more (an analysis was deleted: the
 * laboratory had the samples, as results came in). An order that is not at the laboratory
 * (a draft, a cancelled one) is left alone. In the caller's transaction; the order is locked.
 */
export async function settleLabOrderStatus(
  tx: Executor,
  orderId: number,
  profileId: number | null,
): Promise<void> {
  const [order] = await tx
    .select({ id: labOrders.id, status: labOrders.status })
    .from(labOrders)
    .where(eq(labOrders.id, orderId))
    .for('update');
  if (!order || !ordersAtLab.includes(order.status)) return;
  const [counts] = await rowsOf<{ total: number; analysed: number }>(
    tx,
    sql`select count(*)::int as total,
          count(*) filter (where exists (
            select 1 from sample_analyses a
            where a.sample_id = s.sample_id and a.lab_order_id = s.lab_order_id))::int as analysed
        from lab_order_samples s
        where s.lab_order_id = ${order.id} and s.active`,
  );
  const total = counts?.total ?? 0;
  const analysed = counts?.analysed ?? 0;
  const status =
    analysed === 0
      ? order.status === 'partly_analysed' || order.status === 'analysed'
        ? 'received'
        : order.status
      : analysed >= total
        ? 'analysed'
        : 'partly_analysed';
  if (status === order.status) return;
  const now = new Date();
  await tx.update(labOrders).set({ status, updatedAt: now }).where(eq(labOrders.id, order.id));
  await tx.insert(labOrderStatusChanges).values({
    labOrderId: order.id,
    fromStatus: order.status,
    toStatus: status,
    profileId,
    changedAt: now,
  });
}
