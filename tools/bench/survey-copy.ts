import os from 'node:os';
import { eq, sql } from 'drizzle-orm';
import type { DatabaseHandle } from '@vezel/server/db/client';
import { organisations, userProfiles, users } from '@vezel/server/db/tables/index';
import { demoOrganisations, seedDemo } from '@vezel/server/db/seed/demo';
import { copySurvey } from '@vezel/server/modules/survey-copy/copy-survey';
import { buildRichSurvey } from '@vezel/server/testing/rich-survey';
import { copyComponents, parseCopyCsv } from '@vezel/domain/surveys/copy';

/**
 * Copying one rich survey (50 spaces, 40 sources with a location each, 80 samples, 100
 * photos sharing 5 files) to 1,000 addresses read from a CSV, every component on, through
 * the function the `copyOnderzoek` resolver calls, in this process. Prints the time, the CPU
 * time and the peak memory of the process (sampled every 10 ms) and what was written.
 */
const addressCount = 1000;
const targetMs = 10_000;

function addressesCsv(): string {
  const streets = ['Dorpsstraat', 'Kerkstraat', 'Molenweg', 'Schoolstraat', 'Stationsweg'];
  const lines = ['onderzoeknr;naam;straatnaam;huisnummer;toevoeging;postcode;plaats;soort'];
  for (let index = 0; index < addressCount; index++) {
    const street = streets[index % streets.length]!;
    const postcode = `${3500 + (index % 90)} ${String.fromCharCode(65 + (index % 26))}B`;
    lines.push(
      `KOPIE-${index + 1};Woning ${index + 1};${street};${index + 1};;${postcode};Utrecht;Woning`,
    );
  }
  return lines.join('\n');
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

export async function measureSurveyCopy(
  label: string,
  open: () => Promise<DatabaseHandle>,
): Promise<string[]> {
  const database = await open();
  try {
    await database.migrate();
    await seedDemo(database.db);
    const [me] = await database.db
      .select({ profileId: userProfiles.id, organisationId: organisations.id })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .innerJoin(organisations, eq(organisations.id, userProfiles.organisationId))
      .where(eq(users.email, 'manager@vezel.test'));
    if (!me) throw new Error(`no manager in ${demoOrganisations.main}`);
    const source = await buildRichSurvey(database.db, {
      organisationId: me.organisationId,
      profileId: me.profileId,
      number: 'BENCH-BRON',
      size: { floors: 5, spaces: 50, sources: 40, samples: 80, photos: 100, files: 5 },
    });
    await database.maintain();
    const parsed = parseCopyCsv('property', addressesCsv());
    if (!('rows' in parsed)) throw new Error(`CSV refused: ${parsed.failure.key}`);
    const count = async () => {
      const result = (await database.db.execute(sql`
        select (select count(*) from surveys) + (select count(*) from assets)
          + (select count(*) from survey_floors) + (select count(*) from survey_spaces)
          + (select count(*) from survey_sources) + (select count(*) from survey_source_locations)
          + (select count(*) from survey_samples) + (select count(*) from survey_records)
          + (select count(*) from search_documents) as n`)) as unknown as {
        rows: { n: string | number }[];
      };
      return Number(result.rows[0]?.n ?? 0);
    };
    const rowsBefore = await count();

    global.gc?.();
    const before = process.memoryUsage();
    let peakRss = before.rss;
    let peakHeap = before.heapUsed;
    const sampler = setInterval(() => {
      const now = process.memoryUsage();
      peakRss = Math.max(peakRss, now.rss);
      peakHeap = Math.max(peakHeap, now.heapUsed);
    }, 10);
    const cpuBefore = process.cpuUsage();
    const start = performance.now();
    const result = await copySurvey(database.db, {
      organisationId: me.organisationId,
      profileId: me.profileId,
      surveyId: source.surveyId,
      components: JSON.stringify(Object.fromEntries(copyComponents.map((key) => [key, true]))),
      addresses: JSON.stringify(parsed.rows),
    });
    const elapsed = performance.now() - start;
    const cpu = process.cpuUsage(cpuBefore);
    clearInterval(sampler);
    const written = (await count()) - rowsBefore;
    return [
      `${label}: copy of a survey (50 spaces, 40 sources, 80 samples, 100 photos) to ${result.surveyIds.length.toLocaleString('en')} addresses from a CSV, all components: ${(elapsed / 1000).toFixed(1)} s (target < ${targetMs / 1000} s: ${elapsed < targetMs ? 'within' : 'OVER'}), ${written.toLocaleString('en')} rows written`,
      `${label}: CPU time of this process during the copy ${((cpu.user + cpu.system) / 1e6).toFixed(1)} s (with PGlite, the database's work included: the figure a busy machine does not inflate)`,
      `${label}: process memory during the copy: RSS ${megabytes(before.rss)} before, peak ${megabytes(peakRss)}; JS heap ${megabytes(before.heapUsed)} before, peak ${megabytes(peakHeap)} (load average ${os.loadavg()[0]!.toFixed(1)} on ${os.cpus().length} CPUs)`,
    ];
  } finally {
    await database.close();
  }
}
