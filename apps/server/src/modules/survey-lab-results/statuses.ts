import { mostSevereStatus } from '@vezel/domain/lab/results';
import { eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  sampleAnalyses,
  sampleAnalysisResults,
  surveySamples,
  surveySourceLocations,
  variableItems,
} from '../../db/tables';
import type { Context } from '../../graphql/context';
import { memoize } from '../../graphql/request-cache';

/** A materiaal_statussen item as the screens show it: its value, priority and colours. */
export interface LabStatus {
  id: number;
  value: string;
  prioriteit: number | null;
  color: string | null;
  highlightColor: string | null;
}

/** The status each sample, location and source of a survey has from its lab results. */
export interface SurveyLabStatuses {
  samples: Map<number, LabStatus>;
  locations: Map<number, LabStatus>;
  sources: Map<number, LabStatus>;
}

const numberOf = (value: unknown): number | null => {
  const parsed = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof parsed === 'number' && Number.isFinite(parsed) ? parsed : null;
};
const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

/**
 * The statuses of a survey's samples, locations and sources, in two statements: a result's
 * amount names the materiaal_status it means; a sample takes the most severe status of its
 * results (lowest `prioriteit`), a location the most severe of its samples, a source of its
 * locations. A sample, location or source without results has none.
 */
export async function surveyLabStatuses(
  db: Executor,
  surveyId: number,
): Promise<SurveyLabStatuses> {
  const rows = await db
    .select({
      sampleId: sampleAnalyses.sampleId,
      locationId: surveySamples.locationId,
      sourceId: surveySourceLocations.sourceId,
      statusId: sql<string | number | null>`${variableItems.data} -> 'materiaal_status'`,
    })
    .from(sampleAnalysisResults)
    .innerJoin(sampleAnalyses, eq(sampleAnalyses.id, sampleAnalysisResults.analysisId))
    .innerJoin(surveySamples, eq(surveySamples.id, sampleAnalyses.sampleId))
    .leftJoin(surveySourceLocations, eq(surveySourceLocations.id, surveySamples.locationId))
    .innerJoin(variableItems, eq(variableItems.id, sampleAnalysisResults.amountItemId))
    .where(eq(sampleAnalyses.surveyId, surveyId));
  const statusIds = [
    ...new Set(rows.map((row) => numberOf(row.statusId)).filter((id) => id !== null)),
  ];
  const statusItems =
    statusIds.length === 0
      ? []
      : await db
          .select({ id: variableItems.id, value: variableItems.value, data: variableItems.data })
          .from(variableItems)
          .where(inArray(variableItems.id, statusIds));
  const statuses = new Map<number, LabStatus>(
    statusItems.map((item) => [
      item.id,
      {
        id: item.id,
        value: item.value,
        prioriteit: numberOf(item.data.prioriteit),
        color: textOf(item.data.color),
        highlightColor: textOf(item.data.highlight_color),
      },
    ]),
  );
  const result: SurveyLabStatuses = {
    samples: new Map(),
    locations: new Map(),
    sources: new Map(),
  };
  const raise = (map: Map<number, LabStatus>, key: number | null, status: LabStatus) => {
    if (key === null) return;
    const worst = mostSevereStatus([map.get(key), status]);
    if (worst) map.set(key, worst);
  };
  for (const row of rows) {
    const statusId = numberOf(row.statusId);
    const status = statusId === null ? undefined : statuses.get(statusId);
    if (!status) continue;
    raise(result.samples, row.sampleId, status);
    raise(result.locations, row.locationId, status);
    raise(result.sources, row.sourceId, status);
  }
  return result;
}

/** `surveyLabStatuses` once per request and survey, for every field that shows one. */
export const loadLabStatuses = (context: Context, surveyId: number) =>
  memoize(context, `lab-statuses:${surveyId}`, () => surveyLabStatuses(context.db, surveyId));
