import fs from 'node:fs';
import path from 'node:path';
import { amountRangeOf } from '@vezel/domain/lab/results';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './client';
import { seedLookupItems } from './seed/lookup-items';
import {
  assets,
  organisations,
  smartRiskCertificates,
  surveys,
  surveySources,
  variableItems,
  variableSets,
} from './tables';

const statementsOf = (file: string) =>
  fs
    .readFileSync(path.resolve(import.meta.dirname, '../../drizzle', file), 'utf8')
    .split('--> statement-breakpoint')
    .filter((statement) => /^\s*(--[^\n]*\n\s*)*(INSERT|UPDATE)/.test(statement));

// Migration 0017 fills the lab list data of sets seeded before it; 0016 ends with the
// backfill of SMA-rt classifications from a source's risk class.
const listDataStatements = statementsOf('0017_lab_list_data.sql');
const backfill = statementsOf('0016_lab.sql').at(-1)!;

/** The lists whose items earlier seeds gave no flags. */
const flagLists = [
  'afschermingen',
  'bron_adviezen',
  'bindingen',
  'condities',
  'beschadigingen',
  'asbest_statussen',
  'smart_risicoklasses',
] as const;

/** The amounts earlier seeds gave each analysed material: a status, no range. */
const oldAmounts = ['Niet aangetoond', '< 2 %', '2 - 5 %', '5 - 15 %', '15 - 50 %', '> 50 %'];
const oldMaterials = ['Chrysotiel', 'Amosiet', 'Crocidoliet', 'Overige amfibolen'];

let database: DatabaseHandle;
beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

async function organisationWithSet(name: string) {
  const { db } = database;
  const [organisation] = await db.insert(organisations).values({ name }).returning();
  const [set] = await db
    .insert(variableSets)
    .values({ organisationId: organisation!.id, name: 'Standaard' })
    .returning();
  await db
    .update(organisations)
    .set({ variableSetId: set!.id })
    .where(eq(organisations.id, organisation!.id));
  return { organisationId: organisation!.id, setId: set!.id };
}

/** The items of the lab lists as a set seeded before migration 0016 holds them. */
async function seedAsBefore(setId: number) {
  const { db } = database;
  const item = (
    list: string,
    value: string,
    extra: Partial<typeof variableItems.$inferInsert>,
  ) => ({
    variableSetId: setId,
    list,
    value,
    ...extra,
  });
  await db
    .insert(variableItems)
    .values(
      flagLists.flatMap((list) =>
        seedLookupItems[list].map((seeded, sortIndex) =>
          item(list, seeded.value, { active: seeded.active ?? true, sortIndex, data: {} }),
        ),
      ),
    );
  const [cement] = await db
    .insert(variableItems)
    .values(item('materiaal_types', 'Asbestcement', {}))
    .returning();
  const materials = await db
    .insert(variableItems)
    .values(
      oldMaterials.map((value, sortIndex) =>
        item('analyse_materialen', value, { parentItemId: cement!.id, sortIndex }),
      ),
    )
    .returning();
  await db.insert(variableItems).values(
    materials.flatMap((material) =>
      oldAmounts.map((value, sortIndex) =>
        item('analyse_resultaat_hoeveelheden', value, {
          parentItemId: material.id,
          sortIndex,
          data: { materiaal_status: sortIndex === 0 ? 1 : 2 },
        }),
      ),
    ),
  );
  return cement!.id;
}

const itemsOf = (setId: number) =>
  database.db.select().from(variableItems).where(eq(variableItems.variableSetId, setId));

describe('migration 0017 on a variable set seeded before the laboratory', () => {
  it('gives the items the data the seed gives them now, and leaves a firm’s own alone', async () => {
    const { setId } = await organisationWithSet('Oud B.V.');
    const cementId = await seedAsBefore(setId);
    // A firm's own wording is not guessed at, and a flag it set to no stays no.
    await database.db.insert(variableItems).values([
      { variableSetId: setId, list: 'smart_risicoklasses', value: 'Eigen indeling' },
      { variableSetId: setId, list: 'condities', value: 'Redelijk', data: { intact: false } },
    ]);
    await database.db
      .update(variableItems)
      .set({ data: { intact: false } })
      .where(
        and(
          eq(variableItems.variableSetId, setId),
          eq(variableItems.list, 'beschadigingen'),
          eq(variableItems.value, 'Onbeschadigd'),
        ),
      );

    for (const statement of listDataStatements) await database.db.execute(sql.raw(statement));
    // Twice: a database that has them already is left as it is.
    const once = await itemsOf(setId);
    for (const statement of listDataStatements) await database.db.execute(sql.raw(statement));
    const rows = await itemsOf(setId);
    expect(rows.length).toBe(once.length);

    const find = (list: string, value: string, parent?: number) =>
      rows.find(
        (row) =>
          row.list === list &&
          row.value === value &&
          (parent === undefined || row.parentItemId === parent),
      );
    for (const list of flagLists) {
      for (const seeded of seedLookupItems[list]) {
        const row = find(list, seeded.value)!;
        if (list === 'beschadigingen' && seeded.value === 'Onbeschadigd') {
          expect(row.data).toEqual({ intact: false });
        } else {
          expect(row.data, `${list}/${seeded.value}`).toEqual(seeded.data ?? {});
        }
      }
    }
    expect(find('smart_risicoklasses', 'Eigen indeling')!.data).toEqual({});
    expect(find('condities', 'Redelijk')!.data).toEqual({ intact: false });

    const materials = rows.filter((row) => row.list === 'analyse_materialen');
    const typeOf = (value: string) => materials.find((row) => row.value === value);
    expect(
      Object.fromEntries(
        materials.map((row) => [row.value, [row.data.asbestos_type ?? null, row.active]]),
      ),
    ).toEqual({
      Chrysotiel: ['chrysotile', true],
      Amosiet: ['amosite', true],
      Crocidoliet: ['crocidolite', true],
      'Overige amfibolen': [null, false],
      Tremoliet: ['tremolite', true],
      Actinoliet: ['actinolite', true],
      Anthophylliet: ['anthophyllite', true],
    });
    expect(materials.every((row) => row.parentItemId === cementId)).toBe(true);

    // Every material, the three new ones too, has the seed's amounts with their ranges.
    const seededRanges = Object.fromEntries(
      seedLookupItems.materiaal_types[0]!.children!.analyse_materialen![0]!.children!.analyse_resultaat_hoeveelheden!.map(
        (amount) => [amount.value, amountRangeOf(amount.data)],
      ),
    );
    for (const material of materials) {
      const amounts = rows
        .filter((row) => row.parentItemId === typeOf(material.value)!.id)
        .sort((a, b) => a.sortIndex - b.sortIndex);
      expect(
        Object.fromEntries(amounts.map((row) => [row.value, amountRangeOf(row.data)])),
        material.value,
      ).toEqual(seededRanges);
      expect(amounts.map((row) => row.data.materiaal_status)).toEqual([1, 2, 2, 2, 2, 2]);
    }
  });

  it('reads other ways of writing an amount and a class', async () => {
    const { setId } = await organisationWithSet('Anders B.V.');
    const [material] = await database.db
      .insert(variableItems)
      .values({ variableSetId: setId, list: 'analyse_materialen', value: 'chrysotile' })
      .returning();
    const values = ['Geen asbest', '<1%', '1,5 – 10 %', '>10', 'Veel', '3 - 4 %'];
    await database.db.insert(variableItems).values([
      ...values.map((value) => ({
        variableSetId: setId,
        list: 'analyse_resultaat_hoeveelheden',
        parentItemId: material!.id,
        value,
        data: value === '3 - 4 %' ? { min_percentage: '3', max_percentage: '' } : {},
      })),
      { variableSetId: setId, list: 'smart_risicoklasses', value: 'Klasse 2a' },
    ]);
    for (const statement of listDataStatements) await database.db.execute(sql.raw(statement));
    const rows = await itemsOf(setId);
    const range = (value: string) => amountRangeOf(rows.find((row) => row.value === value)!.data);
    expect(values.map(range)).toEqual([
      { minPercentage: 0, maxPercentage: 0 },
      { minPercentage: 0, maxPercentage: 1 },
      { minPercentage: 1.5, maxPercentage: 10 },
      { minPercentage: 10, maxPercentage: 100 },
      { minPercentage: null, maxPercentage: null },
      // One bound filled in by the firm: left for the firm to finish.
      { minPercentage: 3, maxPercentage: null },
    ]);
    expect(rows.find((row) => row.value === 'chrysotile')!.data).toEqual({
      asbestos_type: 'chrysotile',
    });
    expect(rows.find((row) => row.value === 'Klasse 2a')!.data).toEqual({ risk_class: '2A' });
  });
});

describe("migration 0016's classifications from a source's risk class", () => {
  it("takes only a class item of the survey's own set, and skips what is no item id", async () => {
    const { db } = database;
    const own = await organisationWithSet('Eigen B.V.');
    const other = await organisationWithSet('Ander B.V.');
    const insertItem = async (setId: number, list: string, value: string) =>
      (
        await db
          .insert(variableItems)
          .values({ variableSetId: setId, list, value })
          .returning({ id: variableItems.id })
      )[0]!.id;
    const ownClass = await insertItem(own.setId, 'smart_risicoklasses', 'Risicoklasse 2');
    const ownAdvice = await insertItem(own.setId, 'bron_adviezen', 'Handhaven');
    const otherClass = await insertItem(other.setId, 'smart_risicoklasses', 'Risicoklasse 1');
    const [asset] = await db
      .insert(assets)
      .values({ organisationId: own.organisationId, assetType: 'property', street: 'Oude weg' })
      .returning();
    const [survey] = await db
      .insert(surveys)
      .values({
        organisationId: own.organisationId,
        assetId: asset!.id,
        assetType: 'property',
        number: 'OUD-1',
      })
      .returning();
    const classes = [ownClass, ownAdvice, otherClass, 1.5, 1e20, 'tekst', null];
    await db.insert(surveySources).values(
      classes.map((riskClass, index) => ({
        surveyId: survey!.id,
        number: `B0${index + 1}`,
        data: { risk_class: riskClass },
      })),
    );

    await db.execute(sql.raw(backfill));

    const rows = await db
      .select({ number: surveySources.number, item: smartRiskCertificates.riskClassItemId })
      .from(smartRiskCertificates)
      .innerJoin(surveySources, eq(surveySources.id, smartRiskCertificates.sourceId))
      .where(eq(smartRiskCertificates.surveyId, survey!.id));
    expect(rows).toEqual([{ number: 'B01', item: ownClass }]);
  });
});
