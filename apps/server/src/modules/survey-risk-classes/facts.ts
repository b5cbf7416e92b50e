import {
  hasFlag,
  indicativeRiskClass,
  riskClassFlags,
  riskClassOfItem,
  type IndicativeClass,
  type RiskFacts,
  type RiskLocation,
  type SmartRiskClass,
} from '@vezel/domain/lab/risk-classes';
import { groupBy } from '@vezel/domain/lists/group-by';
import { ordersAwaitingResults } from '@vezel/domain/lab/orders';
import {
  labCompletenessOf,
  type LabCompletenessEntry,
  type LabCompletenessSource,
} from '@vezel/domain/lab/completeness';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sampleAnalyses,
  sampleAnalysisResults,
  smartRiskCertificates,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  variableItems,
  variableSets,
  type SurveyFormValues,
} from '../../db/tables';

export type SmartRiskCertificateRow = typeof smartRiskCertificates.$inferSelect;
type SourceRow = typeof surveySources.$inferSelect;
type LocationRow = typeof surveySourceLocations.$inferSelect;

/** The lists whose items' data the rules read, and the analysed materials (asbestos type). */
const flaggedLists = [...Object.keys(riskClassFlags), 'smart_risicoklasses', 'analyse_materialen'];

const itemIdOf = (values: SurveyFormValues, field: string): number | null => {
  const value = values[field];
  return typeof value === 'number' ? value : null;
};

/** A location's indicative class and its SMA-rt classification, if it has one of its own. */
export interface LocationRiskClass {
  location: LocationRow;
  indicative: IndicativeClass;
  certificate: SmartRiskCertificateRow | null;
}

/** A source's indicative class, its SMA-rt classification and those of its locations. */
export interface SourceRiskClass {
  source: SourceRow;
  indicative: IndicativeClass;
  certificate: SmartRiskCertificateRow | null;
  locations: LocationRiskClass[];
  /** The class of an item of smart_risicoklasses, by item id (to compare with the indicative). */
  classOf: (itemId: number | null) => SmartRiskClass | null;
}

export interface SurveyLabFacts {
  riskClasses: SourceRiskClass[];
  completeness: LabCompletenessEntry[];
}

/**
 * What the SMA-rt screen and the completeness list read of each survey of the organisation,
 * by survey id (another organisation's survey is left out): six statements however many
 * surveys are asked for, so a list of surveys (the report, LAVS, the home page) stays cheap.
 */
export async function surveyLabFacts(
  db: Executor,
  organisationId: number,
  surveyIds: readonly number[],
): Promise<Map<number, SurveyLabFacts>> {
  const result = new Map<number, SurveyLabFacts>();
  if (surveyIds.length === 0) return result;
  const owned = await db
    .select({ id: surveys.id })
    .from(surveys)
    .where(and(eq(surveys.organisationId, organisationId), inArray(surveys.id, [...surveyIds])));
  const ids = owned.map((survey) => survey.id);
  if (ids.length === 0) return result;
  const [sources, locations, samples, results, certificates, items] = await Promise.all([
    db
      .select()
      .from(surveySources)
      .where(inArray(surveySources.surveyId, ids))
      .orderBy(asc(surveySources.sortIndex), asc(surveySources.id)),
    db
      .select()
      .from(surveySourceLocations)
      .where(inArray(surveySourceLocations.surveyId, ids))
      .orderBy(asc(surveySourceLocations.sortIndex), asc(surveySourceLocations.id)),
    db
      .select({
        id: surveySamples.id,
        surveyId: surveySamples.surveyId,
        number: surveySamples.number,
        locationId: surveySamples.locationId,
        // Written out: drizzle leaves the table off the columns of a one-table select.
        analysed: sql<boolean>`exists (select 1 from sample_analyses a
          where a.sample_id = survey_samples.id)`,
        detected: sql<boolean>`exists (select 1 from sample_analyses a
          where a.sample_id = survey_samples.id and a.asbestos_detected)`,
        // Still at the laboratory: on an order whose results are awaited.
        atLab: sql<boolean>`exists (select 1 from lab_order_samples s
          inner join lab_orders o on o.id = s.lab_order_id
          where s.sample_id = survey_samples.id and s.active
          and o.status in ${[...ordersAwaitingResults]})`,
      })
      .from(surveySamples)
      .where(inArray(surveySamples.surveyId, ids))
      .orderBy(asc(surveySamples.number), asc(surveySamples.id)),
    db
      .select({
        sampleId: sampleAnalyses.sampleId,
        materialItemId: sampleAnalysisResults.analysisMaterialItemId,
        percentage: sampleAnalysisResults.percentage,
      })
      .from(sampleAnalysisResults)
      .innerJoin(sampleAnalyses, eq(sampleAnalyses.id, sampleAnalysisResults.analysisId))
      .where(inArray(sampleAnalyses.surveyId, ids)),
    db.select().from(smartRiskCertificates).where(inArray(smartRiskCertificates.surveyId, ids)),
    db
      .select({ id: variableItems.id, list: variableItems.list, data: variableItems.data })
      .from(variableItems)
      .innerJoin(variableSets, eq(variableSets.id, variableItems.variableSetId))
      .where(
        and(
          eq(variableSets.organisationId, organisationId),
          inArray(variableItems.list, flaggedLists),
        ),
      ),
  ]);

  const itemData = new Map(items.map((item) => [item.id, item.data]));
  const flagged = (id: number | null, flag: string) =>
    id !== null && hasFlag(itemData.get(id), flag);
  const classOf = (id: number | null) => (id === null ? null : riskClassOfItem(itemData.get(id)));
  const locationsOf = groupBy(locations, (location) => location.sourceId);
  const locationSource = new Map(locations.map((location) => [location.id, location.sourceId]));
  const samplesOf = groupBy(samples, (sample) =>
    sample.locationId === null ? null : locationSource.get(sample.locationId),
  );
  const resultsOf = groupBy(results, (row) => row.sampleId);
  const certificatesOf = groupBy(certificates, (row) => row.sourceId);

  const assessed = (location: LocationRow): RiskLocation => {
    const { assessment } = location;
    return {
      fullyEnclosed: flagged(itemIdOf(assessment, 'shielding'), riskClassFlags.afschermingen),
      bonded: flagged(itemIdOf(assessment, 'binding'), riskClassFlags.bindingen),
      intact:
        flagged(itemIdOf(assessment, 'condition'), riskClassFlags.condities) &&
        flagged(itemIdOf(assessment, 'damage'), riskClassFlags.beschadigingen),
    };
  };

  const bySurvey = new Map<number, { risk: SourceRiskClass[]; sources: LabCompletenessSource[] }>(
    ids.map((id) => [id, { risk: [], sources: [] }]),
  );
  for (const source of sources) {
    const sourceLocations = locationsOf.get(source.id) ?? [];
    const sourceSamples = samplesOf.get(source.id) ?? [];
    const sourceCertificates = certificatesOf.get(source.id) ?? [];
    const statusId = itemIdOf(source.data, 'asbestos_status');
    const containsAsbestos =
      statusId === null ? null : flagged(statusId, riskClassFlags.asbest_statussen);
    const facts: Omit<RiskFacts, 'locations'> = {
      sampleCount: sourceSamples.length,
      analysedSampleCount: sourceSamples.filter((sample) => sample.analysed).length,
      asbestosDetected: sourceSamples.some((sample) => sample.detected),
      results: sourceSamples.flatMap((sample) =>
        (resultsOf.get(sample.id) ?? []).map((row) => {
          const type = row.materialItemId === null ? null : itemData.get(row.materialItemId);
          return {
            type: typeof type?.asbestos_type === 'string' ? type.asbestos_type : null,
            percentage: row.percentage,
          };
        }),
      ),
      advisesRemoval: flagged(itemIdOf(source.data, 'advice'), riskClassFlags.bron_adviezen),
      containsAsbestos,
    };
    const entry = bySurvey.get(source.surveyId)!;
    entry.risk.push({
      source,
      indicative: indicativeRiskClass({ ...facts, locations: sourceLocations.map(assessed) }),
      certificate: sourceCertificates.find((row) => row.locationId === null) ?? null,
      locations: sourceLocations.map((location) => ({
        location,
        indicative: indicativeRiskClass({ ...facts, locations: [assessed(location)] }),
        certificate: sourceCertificates.find((row) => row.locationId === location.id) ?? null,
      })),
      classOf,
    });
    entry.sources.push({
      id: source.id,
      number: source.number,
      hasAsbestosStatus: statusId !== null,
      containsAsbestos: containsAsbestos === true,
      asbestosDetected: facts.asbestosDetected,
      locationIds: sourceLocations.map((location) => location.id),
      samples: sourceSamples.map(({ id, number, analysed, atLab }) => ({
        id,
        number,
        analysed,
        atLab,
      })),
      classes: sourceCertificates.map((row) => ({
        locationId: row.locationId,
        hasClass: row.riskClassItemId !== null,
        hasPrintout: row.printoutFileId !== null,
      })),
    });
  }
  // A vessel's samples hang on a VSCP entry, not on a source location.
  const loose = groupBy(
    samples.filter((sample) => sample.locationId === null),
    (sample) => sample.surveyId,
  );
  for (const [id, { risk, sources: completenessSources }] of bySurvey) {
    result.set(id, {
      riskClasses: risk,
      completeness: labCompletenessOf(completenessSources, loose.get(id) ?? []),
    });
  }
  return result;
}
