import { sql } from 'drizzle-orm';
import { surveyStatuses } from '@vezel/domain';
import type { DatabaseHandle } from '@vezel/server/db/client';
import {
  surveyListBase,
  surveyListOrder,
  surveyListPage,
  surveyListRows,
} from '@vezel/server/modules/surveys/list';
import { ms, summarise } from './stats';

/**
 * The first page of a survey list (one asset type and status, 100 rows) on a database that
 * holds the search bench's 100,000 surveys: 200 runs over both asset types, the four
 * statuses and both sorts served by the list indexes, in both directions. The query plan
 * of each list's first page must read the list index, not all surveys.
 */
const runs = 200;
const target = 30;

const lists = ['panden', 'schepen'].flatMap((assetType) =>
  surveyStatuses.flatMap((status) =>
    ['number', 'planned_start'].flatMap((sort) =>
      (['asc', 'desc'] as const).map((direction) => ({ assetType, status, sort, direction })),
    ),
  ),
);

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** The plan of a list's first page: which index it reads, or the whole table. */
async function firstPagePlan(
  database: DatabaseHandle,
  organisationId: number,
  list: (typeof lists)[number],
): Promise<string> {
  const query = surveyListRows(
    database.db,
    surveyListBase(organisationId, list),
    surveyListOrder(list.sort, list.direction),
  ).limit(100);
  const plan = rowsOf<{ 'QUERY PLAN': string }>(
    await database.db.execute(sql`explain ${query.getSQL()}`),
  )
    .map((row) => row['QUERY PLAN'])
    .join('\n');
  if (/Seq Scan on surveys/.test(plan)) return 'scans all surveys';
  return plan.match(/surveys_list_\w+_idx/)?.[0] ?? 'another plan';
}

export async function measureSurveyList(
  label: string,
  database: DatabaseHandle,
  organisationId: number,
): Promise<string[]> {
  const page = (i: number) => surveyListPage(database.db, organisationId, lists[i % lists.length]!);
  for (let i = 0; i < lists.length; i++) await page(i);
  const times: number[] = [];
  let rows = 0;
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    rows += (await page(i)).rows.length;
    times.push(performance.now() - start);
  }
  const plans = new Map<string, number>();
  for (const list of lists) {
    const plan = await firstPagePlan(database, organisationId, list);
    plans.set(plan, (plans.get(plan) ?? 0) + 1);
  }
  const figures = summarise(times);
  return [
    `${label}: survey list first page (${(rows / runs).toFixed(0)} rows; ${runs} runs over 2 asset types, 4 statuses, sort on number or planned start, both directions) median ${ms(figures.median)}  p95 ${ms(figures.p95)}  max ${ms(figures.max)} (target p95 < ${target} ms: ${figures.p95 < target ? 'met' : 'MISSED'})`,
    `${label}: survey list plans of the ${lists.length} first pages: ${[...plans].map(([plan, n]) => `${plan} ${n}`).join(', ')}`,
  ];
}
