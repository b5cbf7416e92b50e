import { aboveThreshold, isHazardousMaterialCode, type ConcentrationUnit } from '@vezel/domain';
import type { RuleFailure } from '@vezel/domain';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sampleAnalyses,
  sampleAnalysisResults,
  surveySamples,
  surveyVscpEntries,
  type SurveyFormValues,
} from '../../db/tables';
import { AppError } from '../../graphql/errors';
import type { Access } from '../../resources/binding';
import { nextSampleNumber } from '../survey-sources/numbering';
import { findSurveyRecord } from '../survey-sources/schema';
import { openOwnedSurvey } from '../surveys/access';
import { ownLaboratory } from './csv';

/** The prefix a vessel's samples are numbered by: V01, V02... (a VSCP check has no sample kind). */
export const vesselSamplePrefix = 'V';

const refuse = (field: string, failure: RuleFailure) =>
  new AppError('BAD_USER_INPUT', failure.key, failure.values, { [field]: failure });

const textOf = (values: SurveyFormValues, field: string) => {
  const value = values[field];
  return typeof value === 'string' ? value : '';
};

/**
 * Takes a sample for a VSCP entry of a vessel survey whose check method is sampling: the
 * sample hangs on the entry (`vscp_entry_id`) and is numbered V01, V02... in the survey.
 */
export async function addVscpSample(
  tx: Executor,
  access: Access,
  entryId: number,
  description: string,
) {
  const entry = await findSurveyRecord(tx, surveyVscpEntries, access.organisationId, entryId);
  if (!entry) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  await openOwnedSurvey(tx, access.organisationId, entry.surveyId);
  if (textOf(entry.data, 'check_method') !== 'sampling') {
    throw new AppError('BAD_USER_INPUT', 'labResults.entryNotSampled');
  }
  const text = description.trim();
  if (text.length > 500) throw refuse('description', { key: 'error.badInput' });
  const [row] = await tx
    .insert(surveySamples)
    .values({
      surveyId: entry.surveyId,
      vscpEntryId: entry.id,
      number: await nextSampleNumber(tx, entry.surveyId, vesselSamplePrefix),
      description: text,
      data: { taken_at: null, remarks: '' },
    })
    .returning();
  return row!;
}

export interface VesselResultInput {
  hazardousMaterial: string;
  /** As typed: digits with a point or comma. */
  concentration: string;
  unit: string;
}

const concentrationPattern = /^[0-9]{1,9}(?:[.,][0-9]{1,4})?$/;

/**
 * Saves a vessel sample's analysis (replacing `analysisId`'s): per IHM hazardous material its
 * concentration and unit. The sample's VSCP entry then takes its finding from the latest
 * analysis of each of its samples: contained when a result for the entry's material is above
 * its threshold, not contained when there are results for it and none is.
 */
export async function saveVesselAnalysis(
  tx: Executor,
  access: Access,
  input: {
    sampleId: number;
    analysisId: number | null;
    laboratoryId: number;
    analysedOn: string | null;
    results: VesselResultInput[];
  },
): Promise<number> {
  const sample = await findSurveyRecord(tx, surveySamples, access.organisationId, input.sampleId);
  if (!sample || sample.vscpEntryId === null) {
    throw new AppError('NOT_FOUND', 'error.recordNotFound');
  }
  await openOwnedSurvey(tx, access.organisationId, sample.surveyId);
  await ownLaboratory(tx, access.organisationId, input.laboratoryId);
  const seen = new Set<string>();
  const results = input.results.map((result, index) => {
    const path = `results.${index}`;
    if (!isHazardousMaterialCode(result.hazardousMaterial) || seen.has(result.hazardousMaterial)) {
      throw refuse(`${path}.hazardous_material`, { key: 'labResults.hazardousMaterialUnknown' });
    }
    seen.add(result.hazardousMaterial);
    const text = result.concentration.trim();
    if (!concentrationPattern.test(text)) {
      throw refuse(`${path}.concentration`, { key: 'labResults.concentrationInvalid' });
    }
    if (result.unit !== '%' && result.unit !== 'mg/kg') {
      throw refuse(`${path}.unit`, { key: 'error.badInput' });
    }
    const concentration = Number(text.replace(',', '.'));
    if (result.unit === '%' && concentration > 100) {
      throw refuse(`${path}.concentration`, { key: 'labResults.concentrationInvalid' });
    }
    return {
      hazardousMaterial: result.hazardousMaterial,
      concentration,
      unit: result.unit as ConcentrationUnit,
      above: aboveThreshold(
        result.hazardousMaterial,
        concentration,
        result.unit as ConcentrationUnit,
      )!,
    };
  });
  if (input.analysisId !== null) {
    const removed = await tx
      .delete(sampleAnalyses)
      .where(and(eq(sampleAnalyses.id, input.analysisId), eq(sampleAnalyses.sampleId, sample.id)))
      .returning({ id: sampleAnalyses.id });
    if (removed.length === 0) throw new AppError('NOT_FOUND', 'error.recordNotFound');
  }
  const [analysis] = await tx
    .insert(sampleAnalyses)
    .values({
      surveyId: sample.surveyId,
      sampleId: sample.id,
      laboratoryId: input.laboratoryId,
      analysedOn: input.analysedOn,
      asbestosDetected: results.some(
        (result) => result.hazardousMaterial === 'asbestos' && result.above,
      ),
      origin: 'typed',
      createdBy: access.profileId,
    })
    .returning({ id: sampleAnalyses.id });
  if (results.length > 0) {
    await tx.insert(sampleAnalysisResults).values(
      results.map((result, sortIndex) => ({
        analysisId: analysis!.id,
        hazardousMaterial: result.hazardousMaterial,
        concentration: String(result.concentration),
        unit: result.unit,
        sortIndex,
      })),
    );
  }
  await updateEntryFinding(tx, sample.vscpEntryId);
  return analysis!.id;
}

/** The findings lab results give a VSCP entry. */
const labFindings: readonly string[] = ['contained', 'not_contained'];

/**
 * Sets a VSCP entry's finding from the latest analysis of each of its samples; without a
 * result for its material, a finding results gave is unknown again.
 */
export async function updateEntryFinding(tx: Executor, entryId: number): Promise<void> {
  const [entry] = await tx
    .select()
    .from(surveyVscpEntries)
    .where(eq(surveyVscpEntries.id, entryId));
  if (!entry) return;
  const material = textOf(entry.data, 'hazardous_material');
  const analyses = await tx
    .select({ id: sampleAnalyses.id, sampleId: sampleAnalyses.sampleId })
    .from(sampleAnalyses)
    .innerJoin(surveySamples, eq(surveySamples.id, sampleAnalyses.sampleId))
    .where(eq(surveySamples.vscpEntryId, entryId))
    .orderBy(desc(sampleAnalyses.createdAt), desc(sampleAnalyses.id));
  const latest = new Map<number, number>();
  for (const analysis of analyses) {
    if (!latest.has(analysis.sampleId)) latest.set(analysis.sampleId, analysis.id);
  }
  const results =
    latest.size === 0
      ? []
      : await tx
          .select()
          .from(sampleAnalysisResults)
          .where(
            and(
              inArray(sampleAnalysisResults.analysisId, [...latest.values()]),
              eq(sampleAnalysisResults.hazardousMaterial, material),
            ),
          );
  let finding: string;
  if (results.length === 0) {
    // No result for its material (any more: an analysis was deleted or changed): a finding
    // the results gave goes back to unknown; one the surveyor chose (PCHM) stays.
    if (!labFindings.includes(entry.finding)) return;
    finding = 'unknown';
  } else {
    const contained = results.some(
      (result) =>
        aboveThreshold(material, Number(result.concentration), result.unit as ConcentrationUnit) ===
        true,
    );
    finding = contained ? 'contained' : 'not_contained';
  }
  if (finding === entry.finding) return;
  await tx
    .update(surveyVscpEntries)
    .set({ finding, updatedAt: new Date() })
    .where(eq(surveyVscpEntries.id, entryId));
}
