import { and, eq, like } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import { surveySamples, surveySources } from '../../db/tables';

/** A prefix and a running number of at least two digits: B01, M02, K10, M100. */
export const numbered = (prefix: string, number: number) =>
  `${prefix}${String(number).padStart(2, '0')}`;

/** The next running number after the highest of the prefix among the given numbers. */
export function nextNumber(prefix: string, numbers: readonly string[]): string {
  let highest = 0;
  for (const number of numbers) {
    if (!number.startsWith(prefix)) continue;
    const rest = number.slice(prefix.length);
    // 'MA01' is not an 'M' number: only digits may follow the prefix.
    if (/^[0-9]+$/.test(rest)) highest = Math.max(highest, Number(rest));
  }
  return numbered(prefix, highest + 1);
}

/** LIKE pattern for numbers starting with the prefix, its wildcards taken literally. */
const startsWith = (prefix: string) => `${prefix.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;

/**
 * The number of a new source of the survey: B01, B02... The caller holds the survey's row
 * lock (`openSurvey`), so two sources added at once wait for each other instead of taking
 * the same number.
 */
export async function nextSourceNumber(tx: Executor, surveyId: number): Promise<string> {
  const rows = await tx
    .select({ number: surveySources.number })
    .from(surveySources)
    .where(and(eq(surveySources.surveyId, surveyId), like(surveySources.number, 'B%')));
  return nextNumber(
    'B',
    rows.map((row) => row.number),
  );
}

/**
 * The number of a new sample of the survey: the sample kind's prefix and the next running
 * number of that prefix in the survey (M01, M02, K01...). Numbers are per survey, not per
 * location, as the report and the lab order list them; the survey's row lock serialises
 * concurrent adds.
 */
export async function nextSampleNumber(
  tx: Executor,
  surveyId: number,
  prefix: string,
): Promise<string> {
  const rows = await tx
    .select({ number: surveySamples.number })
    .from(surveySamples)
    .where(
      and(eq(surveySamples.surveyId, surveyId), like(surveySamples.number, startsWith(prefix))),
    );
  return nextNumber(
    prefix,
    rows.map((row) => row.number),
  );
}
