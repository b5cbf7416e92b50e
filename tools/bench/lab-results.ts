import { and, eq } from 'drizzle-orm';
import type { DatabaseHandle } from '@vezel/server/db/client';
import { seedDemo } from '@vezel/server/db/seed/demo';
import {
  assets,
  labOrderSamples,
  labOrders,
  laboratories,
  organisations,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveys,
  users,
  userProfiles,
  variableItems,
} from '@vezel/server/db/tables/index';
import {
  importLabResultsCsv,
  previewLabResultsCsv,
} from '@vezel/server/modules/survey-lab-results/csv';
import { recordLabResults } from '@vezel/server/modules/survey-lab-results/record';
import { ms, summarise } from './stats';

/**
 * Issue 15's figure: the results of 50 samples written as they come in, by a CSV import
 * (preview, then the checked import in one transaction) and by the laboratory's API (the
 * poller's `recordLabResults` for an order of 50 samples, which also moves the order to
 * analysed). Each is run `runs` times after a warm-up; a later run replaces the earlier
 * analyses, as importing the same results again does. Target: under 2 s each.
 */
const sampleCount = 50;
const runs = 5;

async function itemId(
  database: DatabaseHandle,
  organisationId: number,
  list: string,
  value: string,
) {
  const [row] = await database.db
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, organisationId),
        eq(variableItems.list, list),
        eq(variableItems.value, value),
      ),
    );
  if (!row) throw new Error(`no ${list} ${value}`);
  return row.id;
}

export async function measureLabResults(
  label: string,
  open: () => Promise<DatabaseHandle>,
): Promise<string[]> {
  const database = await open();
  try {
    await database.migrate();
    await seedDemo(database.db);
    const db = database.db;
    const [profile] = await db
      .select({ id: userProfiles.id, organisationId: userProfiles.organisationId })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, 'surveyor@vezel.test'));
    const organisationId = profile!.organisationId;
    const [laboratory] = await db
      .select({ id: laboratories.id })
      .from(laboratories)
      .where(eq(laboratories.organisationId, organisationId));
    const [asset] = await db
      .insert(assets)
      .values({ organisationId, assetType: 'property', street: 'Labstraat', houseNumber: '50' })
      .returning({ id: assets.id });
    const [survey] = await db
      .insert(surveys)
      .values({
        organisationId,
        assetId: asset!.id,
        assetType: 'property',
        number: 'BENCH-LAB',
        status: 'active',
      })
      .returning({ id: surveys.id });
    const surveyId = survey!.id;
    const materialType = await itemId(database, organisationId, 'materiaal_types', 'Asbestcement');
    const [source] = await db
      .insert(surveySources)
      .values({ surveyId, number: 'B01', materialTypeItemId: materialType })
      .returning({ id: surveySources.id });
    const [location] = await db
      .insert(surveySourceLocations)
      .values({ surveyId, sourceId: source!.id })
      .returning({ id: surveySourceLocations.id });
    const samples = await db
      .insert(surveySamples)
      .values(
        Array.from({ length: sampleCount }, (_, index) => ({
          surveyId,
          locationId: location!.id,
          number: `M${String(index + 1).padStart(2, '0')}`,
          sortIndex: index,
        })),
      )
      .returning({ id: surveySamples.id, number: surveySamples.number });
    const [order] = await db
      .insert(labOrders)
      .values({ surveyId, laboratoryId: laboratory!.id, number: 'BENCH-L01', status: 'sent' })
      .returning({ id: labOrders.id });
    await db
      .insert(labOrderSamples)
      .values(samples.map((sample) => ({ labOrderId: order!.id, sampleId: sample.id })));
    const chrysotile = await db
      .select({ id: variableItems.id })
      .from(variableItems)
      .where(
        and(
          eq(variableItems.list, 'analyse_materialen'),
          eq(variableItems.parentItemId, materialType),
          eq(variableItems.value, 'Chrysotiel'),
        ),
      );

    const percentage = (index: number) => String((index * 7) % 60);
    const csv = [
      'Monster;Asbestsoort;Percentage',
      ...samples.map((sample, index) => `${sample.number};Chrysotiel;${percentage(index)}`),
    ].join('\n');

    const time = async (work: () => Promise<unknown>) => {
      await work();
      const times: number[] = [];
      for (let run = 0; run < runs; run++) {
        const start = performance.now();
        await work();
        times.push(performance.now() - start);
      }
      return summarise(times);
    };
    const input = {
      organisationId,
      profileId: profile!.id,
      surveyId,
      laboratoryId: laboratory!.id,
    };
    const csvTime = await time(async () => {
      const preview = await previewLabResultsCsv(db, organisationId, surveyId, laboratory!.id, csv);
      if (preview.rows.some((row) => row.problem)) throw new Error('bench CSV has problems');
      await db.transaction((tx) => importLabResultsCsv(tx, { ...input, csv }));
    });
    const apiTime = await time(() =>
      db.transaction((tx) =>
        recordLabResults(tx, {
          ...input,
          labOrderId: order!.id,
          origin: 'api',
          profileId: null,
          certificate: { number: 'BENCH-C1', issuedOn: '2026-11-24', fileId: null },
          samples: samples.map((sample, index) => ({
            sampleId: sample.id,
            analysisMethodItemId: null,
            analysedOn: '2026-11-24',
            results: [
              {
                analysisMaterialItemId: chrysotile[0]!.id,
                amountItemId: null,
                percentage: percentage(index),
              },
            ],
          })),
        }),
      ),
    );
    const line = (what: string, stats: ReturnType<typeof summarise>) =>
      `${label}: ${what} of ${sampleCount} results median ${ms(stats.median)}  max ${ms(stats.max)} (target 2 s: ${stats.max < 2000 ? 'within' : 'OVER'})`;
    return [
      line('CSV import (preview + checked import)', csvTime),
      line('API results (recordLabResults, order to analysed)', apiTime),
    ];
  } finally {
    await database.close();
  }
}
