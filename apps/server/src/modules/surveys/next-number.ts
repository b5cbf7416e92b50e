import { amsterdamToday } from '@vezel/domain';
import { sql } from 'drizzle-orm';
import { rowsOf, type Executor } from '../../db/client';
import { builder } from '../../graphql/builder';
import { organisationOf } from '../../graphql/context';

/**
 * The number a new survey is proposed: the organisation numbers its surveys by year and a
 * sequence ('2026-0042', as the demo does), unique over both asset types. The proposal
 * follows the highest number of this year's pattern; numbers of another form (an import's
 * own) do not count. A manager may type any other number: the unique index still decides.
 */

/** Sequences are written with at least this many digits: '2026-0001'. */
const sequenceDigits = 4;

export async function nextSurveyNumber(
  db: Executor,
  organisationId: number,
  now = new Date(),
): Promise<string> {
  // The year in the Netherlands, where the surveys are planned.
  const year = amsterdamToday(now).slice(0, 4);
  const prefix = `${year}-`;
  // Up to 15 digits: a bigint, whatever was typed.
  const [row] = await rowsOf<{ highest: string | null }>(
    db,
    sql`select max(substring(number from ${prefix.length + 1}::int)::bigint)::text as highest
        from surveys
        where organisation_id = ${organisationId}
          and number ~ ${`^${year}-[0-9]{1,15}$`}`,
  );
  const next = BigInt(row?.highest ?? '0') + 1n;
  return prefix + String(next).padStart(sequenceDigits, '0');
}

builder.queryField('nextSurveyNumber', (t) =>
  t.string({
    description:
      "The number proposed for the caller's organisation's next survey: this year and the sequence after its highest",
    authScopes: { manager: true },
    resolve: (_root, _args, context) => nextSurveyNumber(context.db, organisationOf(context)),
  }),
);
