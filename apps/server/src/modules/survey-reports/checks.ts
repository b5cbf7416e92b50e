import { hasFlag, riskClassFlags } from '@vezel/domain/lab/risk-classes';
import { sourceNumbersIn, type ReportCheck } from '@vezel/domain/reports/checks';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sampleAnalyses,
  smartRiskCertificates,
  surveyReportChapters,
  surveySamples,
  surveySourceLocations,
  surveySources,
  variableItems,
} from '../../db/tables';
import { completionGaps } from '../surveys/completion';
import { surveyLabFacts } from '../survey-risk-classes/facts';

const itemIdOf = (data: Record<string, unknown>, field: string): number | null =>
  typeof data[field] === 'number' ? data[field] : null;

/**
 * Where the source sheets, the results and the classes disagree (packages/domain
 * reports/checks.ts): read in five statements.
 */
async function agreementChecks(
  db: Executor,
  report: { id: number; surveyId: number },
): Promise<ReportCheck[]> {
  const [sources, samples, certificates, chapters] = await Promise.all([
    db
      .select({ id: surveySources.id, number: surveySources.number, data: surveySources.data })
      .from(surveySources)
      .where(eq(surveySources.surveyId, report.surveyId))
      .orderBy(asc(surveySources.sortIndex), asc(surveySources.id)),
    db
      .select({
        id: surveySamples.id,
        number: surveySamples.number,
        sourceId: surveySourceLocations.sourceId,
        analysisId: sampleAnalyses.id,
        detected: sampleAnalyses.asbestosDetected,
        certificateId: sampleAnalyses.certificateId,
      })
      .from(surveySamples)
      .leftJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
      .leftJoin(sampleAnalyses, eq(sampleAnalyses.sampleId, surveySamples.id))
      .where(eq(surveySamples.surveyId, report.surveyId))
      .orderBy(asc(surveySamples.number), asc(surveySamples.id)),
    db
      .select({
        sourceId: smartRiskCertificates.sourceId,
        riskClassItemId: smartRiskCertificates.riskClassItemId,
      })
      .from(smartRiskCertificates)
      .where(
        and(
          eq(smartRiskCertificates.surveyId, report.surveyId),
          isNull(smartRiskCertificates.locationId),
        ),
      ),
    db
      .select({ id: surveyReportChapters.id, text: surveyReportChapters.text })
      .from(surveyReportChapters)
      .where(eq(surveyReportChapters.reportId, report.id))
      .orderBy(asc(surveyReportChapters.sortIndex), asc(surveyReportChapters.id)),
  ]);
  const statusIds = sources.flatMap((source) => {
    const id = itemIdOf(source.data, 'asbestos_status');
    return id === null ? [] : [id];
  });
  const statusItems =
    statusIds.length === 0
      ? []
      : await db
          .select({ id: variableItems.id, data: variableItems.data })
          .from(variableItems)
          .where(inArray(variableItems.id, statusIds));
  const statusData = new Map(statusItems.map((item) => [item.id, item.data]));

  const checks: ReportCheck[] = [];
  for (const source of sources) {
    const own = samples.filter((sample) => sample.sourceId === source.id);
    const statusId = itemIdOf(source.data, 'asbestos_status');
    if (statusId !== null) {
      const entered = hasFlag(statusData.get(statusId), riskClassFlags.asbest_statussen);
      const detected = own.some((sample) => sample.detected === true);
      const allAnalysedClean =
        own.length > 0 && own.every((sample) => sample.analysisId !== null && !sample.detected);
      if ((!entered && detected) || (entered && allAnalysedClean)) {
        checks.push({
          code: 'sourceStatusDisagrees',
          target: String(source.id),
          label: source.number,
        });
      }
    }
    const classification = certificates.find((row) => row.sourceId === source.id);
    const sheetClass = itemIdOf(source.data, 'risk_class');
    if (
      (classification?.riskClassItemId ?? null) !== sheetClass &&
      (classification || sheetClass !== null)
    ) {
      checks.push({
        code: 'sourceClassDisagrees',
        target: String(source.id),
        label: source.number,
      });
    }
  }
  const reported = new Set<number>();
  for (const sample of samples) {
    if (sample.analysisId === null || sample.certificateId !== null || reported.has(sample.id)) {
      continue;
    }
    reported.add(sample.id);
    checks.push({
      code: 'sampleWithoutCertificate',
      target: String(sample.id),
      label: sample.number,
    });
  }
  const numbers = new Set(sources.map((source) => source.number));
  for (const chapter of chapters) {
    for (const number of sourceNumbersIn(chapter.text)) {
      if (!numbers.has(number)) {
        checks.push({ code: 'unknownSourceNumber', target: String(chapter.id), label: number });
      }
    }
  }
  return checks;
}

/**
 * What keeps the report from being made final: the survey's laboratory completeness list,
 * what completing the survey lacks (client, surveyor, assessed sources, the dossier checks'
 * required answers...) and where the report's numbers disagree. Empty: it may be signed.
 */
export async function surveyReportChecks(
  db: Executor,
  organisationId: number,
  report: { id: number; surveyId: number },
): Promise<ReportCheck[]> {
  const [facts, gaps, agreement] = await Promise.all([
    surveyLabFacts(db, organisationId, [report.surveyId]),
    completionGaps(db, organisationId, [report.surveyId]),
    agreementChecks(db, report),
  ]);
  return [
    ...(facts.get(report.surveyId)?.completeness ?? []).map(({ code, target, label }) => ({
      code,
      target,
      label,
    })),
    ...(gaps.get(report.surveyId) ?? []),
    ...agreement,
  ];
}
