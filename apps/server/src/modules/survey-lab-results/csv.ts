import { csvDelimiterCharacter, type DomainMessageKey } from '@vezel/domain';
import {
  planResultCsv,
  readResultCsv,
  type CsvMaterial,
  type CsvRowProblem,
  type CsvSample,
  type ResultCsvPlanRow,
} from '@vezel/domain/lab/result-csv';
import { ordersAtLab } from '@vezel/domain/lab/orders';
import { amountRangeOf } from '@vezel/domain/lab/results';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  labOrderSamples,
  labOrders,
  laboratories,
  organisations,
  sampleAnalyses,
  surveySamples,
  surveySourceLocations,
  surveySources,
  variableItems,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import { findOwnLaboratory } from '../laboratories/own';
import { findSurvey, openOwnedSurvey } from '../surveys/access';
import { recordLabResults } from './record';

/** The longest CSV text taken (the request body is 1 MiB anyway), for preview and import. */
const maxCsvLength = 900_000;

/** The organisation's laboratory, or not found. */
export async function ownLaboratory(tx: Executor, organisationId: number, laboratoryId: number) {
  const laboratory = await findOwnLaboratory(tx, organisationId, laboratoryId);
  if (!laboratory) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  return laboratory;
}

/**
 * The survey's samples with the asbestos types of their source's material type and each
 * type's amounts: what the rows of a CSV may name. Three statements.
 */
async function csvSamples(tx: Executor, organisationId: number, surveyId: number) {
  const samples = await tx
    .select({
      id: surveySamples.id,
      number: surveySamples.number,
      materialTypeItemId: surveySources.materialTypeItemId,
    })
    .from(surveySamples)
    .leftJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
    .leftJoin(surveySources, eq(surveySources.id, surveySourceLocations.sourceId))
    .where(eq(surveySamples.surveyId, surveyId));
  const materialTypes = [
    ...new Set(samples.map((sample) => sample.materialTypeItemId).filter((id) => id !== null)),
  ];
  const materials =
    materialTypes.length === 0
      ? []
      : await tx
          .select({
            id: variableItems.id,
            parentItemId: variableItems.parentItemId,
            value: variableItems.value,
            data: variableItems.data,
          })
          .from(variableItems)
          .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
          .where(
            and(
              eq(organisations.id, organisationId),
              eq(variableItems.list, 'analyse_materialen'),
              inArray(variableItems.parentItemId, materialTypes),
            ),
          )
          .orderBy(asc(variableItems.sortIndex), asc(variableItems.id));
  const amounts =
    materials.length === 0
      ? []
      : await tx
          .select({
            id: variableItems.id,
            parentItemId: variableItems.parentItemId,
            value: variableItems.value,
            data: variableItems.data,
          })
          .from(variableItems)
          .where(
            and(
              eq(variableItems.list, 'analyse_resultaat_hoeveelheden'),
              inArray(
                variableItems.parentItemId,
                materials.map((material) => material.id),
              ),
            ),
          )
          .orderBy(asc(variableItems.sortIndex), asc(variableItems.id));
  const materialsOf = new Map<number, CsvMaterial[]>();
  for (const material of materials) {
    const list = materialsOf.get(material.parentItemId!) ?? [];
    list.push({
      id: material.id,
      value: material.value,
      asbestosType:
        typeof material.data.asbestos_type === 'string' ? material.data.asbestos_type : null,
      amounts: amounts
        .filter((amount) => amount.parentItemId === material.id)
        .map((amount) => ({ id: amount.id, value: amount.value, ...amountRangeOf(amount.data) })),
    });
    materialsOf.set(material.parentItemId!, list);
  }
  return samples.map((sample): CsvSample => ({
    id: sample.id,
    number: sample.number,
    materials:
      sample.materialTypeItemId === null ? [] : (materialsOf.get(sample.materialTypeItemId) ?? []),
  }));
}

/** A row as the preview shows it: besides its problem, a notice that does not stop it. */
export interface CsvPreviewRow extends ResultCsvPlanRow {
  readonly notice: CsvRowProblem | null;
}

export type CsvPreview =
  | { rows: CsvPreviewRow[]; problem: null }
  | { rows: []; problem: { key: DomainMessageKey; values?: Record<string, string | number> } };

/** What importing the CSV text would write, row by row; nothing is written. */
export async function previewLabResultsCsv(
  tx: Executor,
  organisationId: number,
  surveyId: number,
  laboratoryId: number,
  csv: string,
): Promise<CsvPreview> {
  if (csv.length > maxCsvLength) {
    throw new AppError('BAD_USER_INPUT', 'error.fileTooLarge', { max: 1 });
  }
  if (!(await findSurvey(tx, organisationId, surveyId))) {
    throw new AppError('NOT_FOUND', 'error.recordNotFound');
  }
  const laboratory = await ownLaboratory(tx, organisationId, laboratoryId);
  const reading = readResultCsv(csv, {
    delimiter: csvDelimiterCharacter(laboratory.csvDelimiter),
    sampleColumn: laboratory.csvSampleColumn,
    materialColumn: laboratory.csvMaterialColumn,
    percentageColumn: laboratory.csvPercentageColumn,
  });
  if ('problem' in reading) return { rows: [], problem: reading.problem };
  const planned = planResultCsv(reading.rows, await csvSamples(tx, organisationId, surveyId));
  return { rows: await checkOrders(tx, laboratory.id, planned), problem: null };
}

/**
 * The rows checked against the samples' orders: a sample on an order another laboratory
 * has (sent, received, (partly) analysed) gets no results from this one, so its rows are
 * refused with that order and laboratory. A sample that already has the analysis an import
 * replaces (of this laboratory's order it is on, or of this laboratory without an order)
 * gets a notice on its first row. Two statements.
 */
async function checkOrders(
  tx: Executor,
  laboratoryId: number,
  rows: ResultCsvPlanRow[],
): Promise<CsvPreviewRow[]> {
  const sampleIds = [
    ...new Set(rows.map((row) => row.sampleId).filter((id): id is number => id !== null)),
  ];
  if (sampleIds.length === 0) return rows.map((row) => ({ ...row, notice: null }));
  const orders = await tx
    .select({
      sampleId: labOrderSamples.sampleId,
      orderId: labOrders.id,
      number: labOrders.number,
      laboratoryId: labOrders.laboratoryId,
      laboratory: laboratories.name,
    })
    .from(labOrderSamples)
    .innerJoin(labOrders, eq(labOrders.id, labOrderSamples.labOrderId))
    .innerJoin(laboratories, eq(laboratories.id, labOrders.laboratoryId))
    .where(
      and(
        inArray(labOrderSamples.sampleId, sampleIds),
        eq(labOrderSamples.active, true),
        inArray(labOrders.status, [...ordersAtLab]),
      ),
    );
  const orderOf = new Map(orders.map((order) => [order.sampleId, order]));
  const analyses = await tx
    .select({ sampleId: sampleAnalyses.sampleId, labOrderId: sampleAnalyses.labOrderId })
    .from(sampleAnalyses)
    .where(
      and(
        inArray(sampleAnalyses.sampleId, sampleIds),
        eq(sampleAnalyses.laboratoryId, laboratoryId),
      ),
    );
  const noticed = new Set<number>();
  return rows.map((row): CsvPreviewRow => {
    if (row.problem !== null || row.sampleId === null) return { ...row, notice: null };
    const values = { row: row.row, sample: row.sample, type: row.type };
    const order = orderOf.get(row.sampleId);
    if (order && order.laboratoryId !== laboratoryId) {
      return {
        ...row,
        sampleId: null,
        materialId: null,
        material: null,
        amountId: null,
        amount: null,
        problem: {
          key: 'labResults.csvRowOtherLaboratory',
          values: { ...values, order: order.number, laboratory: order.laboratory },
        },
        notice: null,
      };
    }
    // What recordLabResults replaces: the analysis of the same order, or without one.
    const replaces = analyses.some(
      (analysis) =>
        analysis.sampleId === row.sampleId && analysis.labOrderId === (order?.orderId ?? null),
    );
    if (!replaces || noticed.has(row.sampleId)) return { ...row, notice: null };
    noticed.add(row.sampleId);
    return { ...row, notice: { key: 'labResults.csvRowReplaces', values } };
  });
}

/**
 * Imports the CSV text in the caller's transaction: checked again as the preview was, and
 * refused as a whole while any row has a problem (the first one's message, all of them in
 * the error's fields by row). A sample that is on an active order of this laboratory gets
 * its analysis on that order (which then counts as (partly) analysed), with the method the
 * order asked for.
 */
export async function importLabResultsCsv(
  tx: Executor,
  input: {
    organisationId: number;
    profileId: number | null;
    surveyId: number;
    laboratoryId: number;
    csv: string;
  },
): Promise<{ analysisIds: number[]; rows: number }> {
  // Locked before the rows are checked, so no sample changes between the check and the write.
  await openOwnedSurvey(tx, input.organisationId, input.surveyId);
  const preview = await previewLabResultsCsv(
    tx,
    input.organisationId,
    input.surveyId,
    input.laboratoryId,
    input.csv,
  );
  if (preview.problem) {
    throw new AppError('BAD_USER_INPUT', preview.problem.key, preview.problem.values);
  }
  const failing = preview.rows.filter((row) => row.problem !== null);
  if (failing.length > 0) {
    throw new AppError(
      'BAD_USER_INPUT',
      'labResults.csvRowsInvalid',
      { count: failing.length },
      Object.fromEntries(failing.map((row) => [`row.${row.row}`, row.problem!])),
    );
  }
  const sampleIds = [...new Set(preview.rows.map((row) => row.sampleId!))];
  const onOrders = await tx
    .select({
      sampleId: labOrderSamples.sampleId,
      labOrderId: labOrders.id,
      methodItemId: labOrderSamples.analysisMethodItemId,
    })
    .from(labOrderSamples)
    .innerJoin(labOrders, eq(labOrders.id, labOrderSamples.labOrderId))
    .where(
      and(
        inArray(labOrderSamples.sampleId, sampleIds),
        eq(labOrderSamples.active, true),
        eq(labOrders.laboratoryId, input.laboratoryId),
        inArray(labOrders.status, [...ordersAtLab]),
      ),
    );
  const orderOf = new Map(onOrders.map((row) => [row.sampleId, row]));
  const groups = new Map<
    number | null,
    Map<number, { materialId: number; amountId: number; percentage: string }[]>
  >();
  for (const row of preview.rows) {
    const orderId = orderOf.get(row.sampleId!)?.labOrderId ?? null;
    const samples = groups.get(orderId) ?? new Map();
    const results = samples.get(row.sampleId!) ?? [];
    results.push({
      materialId: row.materialId!,
      amountId: row.amountId!,
      percentage: row.percentage,
    });
    samples.set(row.sampleId!, results);
    groups.set(orderId, samples);
  }
  const analysisIds: number[] = [];
  for (const [labOrderId, samples] of groups) {
    const recorded = await recordLabResults(tx, {
      organisationId: input.organisationId,
      surveyId: input.surveyId,
      laboratoryId: input.laboratoryId,
      labOrderId,
      origin: 'csv',
      profileId: input.profileId,
      samples: [...samples].map(([sampleId, results]) => ({
        sampleId,
        analysisMethodItemId: orderOf.get(sampleId)?.methodItemId ?? null,
        analysedOn: null,
        results: results.map((result) => ({
          analysisMaterialItemId: result.materialId,
          amountItemId: result.amountId,
          percentage: result.percentage,
        })),
      })),
    });
    analysisIds.push(...recorded.analysisIds);
  }
  return { analysisIds, rows: preview.rows.length };
}
