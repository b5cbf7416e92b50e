import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, organisations } from '../../db/tables';
import { demoOrganisations } from '../../db/seed/demo';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { deletions, foldText, queryTerms, withinOneEdit } from './text';

const query = `query ($query: String!, $index: SearchIndex, $page: Int) {
  search(query: $query, index: $index, page: $page) {
    processing_ms
    surveys { index total page hits { id assetType number address startDate } }
    assets { index total page hits { id adres bouwjaar } }
    vessels { index total page hits { id adres vessel_type } }
  } }`;

interface Section<H> {
  index: string;
  total: number;
  page: number;
  hits: H[];
}
interface Result {
  processing_ms: number;
  surveys: Section<{
    id: string;
    assetType: string;
    number: string;
    address: string;
    startDate: string | null;
  }> | null;
  assets: Section<{ id: string; adres: string; bouwjaar: number | null }> | null;
  vessels: Section<{ id: string; adres: string; vessel_type: string }> | null;
}

let app: TestApp;
let manager: string;
let other: string;
let organisationId: number;
let otherOrganisationId: number;

const find = async (text: string, token = manager, index?: string, page?: number) => {
  const result = await app.gql<{ search: Result }>(query, { query: text, index, page }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.search;
};
const assetIds = async (text: string, token = manager) =>
  (await find(text, token)).assets!.hits.map((hit) => Number(hit.id));

async function addProperty(values: Partial<typeof assets.$inferInsert>, owner = organisationId) {
  const [row] = await app.database.db
    .insert(assets)
    .values({ organisationId: owner, assetType: 'property', ...values })
    .returning();
  return row!;
}

beforeAll(async () => {
  app = await createTestApp();
  [manager, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  const rows = await app.database.db.select().from(organisations);
  organisationId = rows.find((row) => row.name === demoOrganisations.main)!.id;
  otherOrganisationId = rows.find((row) => row.name === demoOrganisations.other)!.id;
});

afterAll(async () => {
  await app?.close();
});

describe('text rules', () => {
  it('folds accents the way the database does', async () => {
    const samples = [
      'Hóógeveen',
      "'s-Hertogenbosch",
      'Súdwest-Fryslân',
      'Ĳsselmonde',
      'Çaïro Straße',
    ];
    for (const sample of samples) {
      const result = await app.database.db.execute(sql`select search_fold(${sample}) as folded`);
      const folded = (result as unknown as { rows: { folded: string }[] }).rows[0]!.folded;
      expect(foldText(sample)).toBe(folded);
    }
  });

  it('tells one edit from two', () => {
    expect(withinOneEdit('hoogeveen', 'hogeveen')).toBe(true); // missing
    expect(withinOneEdit('hoogeveen', 'hoogeveeen')).toBe(true); // extra
    expect(withinOneEdit('hoogeveen', 'hoogevene')).toBe(true); // swapped
    expect(withinOneEdit('hoogeveen', 'hoogebeen')).toBe(true); // replaced
    expect(withinOneEdit('hoogeveen', 'hogoeveen')).toBe(true);
    expect(withinOneEdit('hoogeveen', 'hogevene')).toBe(false);
    expect(withinOneEdit('kerk', 'kerkstraat')).toBe(false);
    expect(deletions('abc').sort()).toEqual(['ab', 'abc', 'ac', 'bc']);
  });

  it('splits a query into terms', () => {
    expect(queryTerms('Kerkstraat 12, Hoogeveen')).toEqual([
      { phrase: 'kerkstraat', word: true },
      { phrase: '12', word: false },
      { phrase: 'hoogeveen', word: true },
    ]);
    expect(queryTerms('2024-00')).toEqual([{ phrase: '2024 00', word: false }]);
    expect(queryTerms('kerk kerkstraat')).toEqual([{ phrase: 'kerkstraat', word: true }]);
    expect(queryTerms('  ,  ')).toEqual([]);
  });
});

describe('search', () => {
  let kerk: number;
  let molen: number;
  let vessel: number;

  beforeAll(async () => {
    kerk = (
      await addProperty({
        street: 'Wijnbergsestraat',
        houseNumber: '17',
        houseNumberSuffix: 'a',
        postcode: '7901 AB',
        city: 'Hóógeveen',
        constructionYear: 1932,
      })
    ).id;
    molen = (
      await addProperty({
        street: 'Kwartelhofweg',
        houseNumber: '5',
        postcode: '3811 CD',
        city: 'Amersfoort',
        constructionYear: 1975,
      })
    ).id;
    const [ship] = await app.database.db
      .insert(assets)
      .values({
        organisationId,
        assetType: 'vessel',
        name: 'Zeeuwse Wadloper',
        imo: '9321483',
        vesselType: 'Dredger',
      })
      .returning();
    vessel = ship!.id;
  });

  it('returns the hit fields of spec section 3', async () => {
    const result = await find('Wijnbergsestraat 17');
    expect(result.assets).toEqual({
      index: 'assets',
      total: 1,
      page: 0,
      hits: [
        { id: String(kerk), adres: 'Wijnbergsestraat 17a, 7901 AB Hóógeveen', bouwjaar: 1932 },
      ],
    });
    expect(result.surveys).toEqual({ index: 'surveys', total: 0, page: 0, hits: [] });
    expect(result.processing_ms).toBeGreaterThanOrEqual(0);
    const ships = await find('wadloper');
    expect(ships.vessels!.hits).toEqual([
      { id: String(vessel), adres: 'Zeeuwse Wadloper, IMO 9321483', vessel_type: 'Dredger' },
    ]);
    expect((await find('93214')).vessels!.hits.map((hit) => Number(hit.id))).toEqual([vessel]);
    expect((await find('IMO 9321483')).vessels!.hits.map((hit) => Number(hit.id))).toEqual([
      vessel,
    ]);
  });

  it('matches prefixes and the start of a postcode', async () => {
    expect(await assetIds('Wijnb')).toEqual([kerk]);
    expect(await assetIds('kwartelh 5')).toEqual([molen]);
    expect(await assetIds('7901')).toEqual([kerk]);
    expect(await assetIds('7901ab')).toEqual([kerk]);
    expect(await assetIds('7901 AB')).toEqual([kerk]);
  });

  it('finds a street or city with one letter missing, extra or swapped', async () => {
    expect(await assetIds('Wijnbergsestrat 17')).toEqual([kerk]); // missing
    expect(await assetIds('Wijnbergssestraat')).toEqual([kerk]); // extra
    expect(await assetIds('Wijnbregsestraat')).toEqual([kerk]); // swapped
    expect(await assetIds('Kwartelhofweg Amersfort')).toEqual([molen]);
    expect(await assetIds('Amesrfoort')).toEqual([molen]);
    expect(await assetIds('Amerrsfoort 5')).toEqual([molen]);
    expect(await assetIds('Amrsfrt')).toEqual([]); // two typos
  });

  it('folds accents both ways', async () => {
    expect(await assetIds('Hoogeveen')).toEqual([kerk]);
    expect(await assetIds('HÓÓGEVEEN')).toEqual([kerk]);
    expect(await assetIds('Hogeveen')).toEqual([kerk]);
    const plain = await addProperty({ street: 'Ërfgooiersplein', houseNumber: '3', city: 'Ede' });
    expect(await assetIds('erfgooiersplein')).toEqual([plain.id]);
  });

  it('follows an update at once, and a delete', async () => {
    const row = await addProperty({ street: 'Tjalkstraat', houseNumber: '9', city: 'Urk' });
    expect(await assetIds('tjalkstraat')).toEqual([row.id]);
    await app.database.db
      .update(assets)
      .set({ street: 'Botterstraat', constructionYear: 2001 })
      .where(eq(assets.id, row.id));
    expect(await assetIds('tjalkstraat')).toEqual([]);
    expect((await find('botterstraat 9')).assets!.hits).toEqual([
      { id: String(row.id), adres: 'Botterstraat 9, Urk', bouwjaar: 2001 },
    ]);
    // A property that becomes a vessel moves to the vessels index.
    await app.database.db
      .update(assets)
      .set({ assetType: 'vessel', name: 'Botter UK 9' })
      .where(eq(assets.id, row.id));
    const moved = await find('botter');
    expect(moved.assets!.hits).toEqual([]);
    expect(moved.vessels!.hits.map((hit) => Number(hit.id))).toEqual([row.id]);
    await app.database.db.delete(assets).where(eq(assets.id, row.id));
    const gone = await find('botter');
    expect(gone.vessels!.total).toBe(0);
  });

  it('finds surveys by any prefix of their number', async () => {
    await app.database.db.execute(sql`
      insert into search_documents (organisation_id, index_name, ref_id, number, address,
        asset_type, start_date, sort_key, content)
      select ${organisationId}, 'survey', 900000 + n, '2024-' || lpad(n::text, 4, '0'),
        'Wijnbergsestraat 17a, 7901 AB Hóógeveen', 'property', date '2024-03-01' + n,
        '2024-' || lpad(n::text, 4, '0'),
        '2024-' || lpad(n::text, 4, '0') || ' Wijnbergsestraat 17a 7901 AB Hóógeveen'
      from generate_series(1, 25) as n`);
    const result = await find('2024-00', manager, 'surveys');
    expect(result.assets).toBeNull();
    expect(result.surveys!.total).toBe(25);
    expect(result.surveys!.hits).toHaveLength(10);
    expect(result.surveys!.hits[0]).toEqual({
      id: '900001',
      assetType: 'property',
      number: '2024-0001',
      address: 'Wijnbergsestraat 17a, 7901 AB Hóógeveen',
      startDate: '2024-03-02',
    });
    const third = await find('2024-00', manager, 'surveys', 2);
    expect(third.surveys!.page).toBe(2);
    expect(third.surveys!.hits.map((hit) => hit.number)).toEqual([
      '2024-0021',
      '2024-0022',
      '2024-0023',
      '2024-0024',
      '2024-0025',
    ]);
    const past = await find('2024-00', manager, 'surveys', 5);
    expect(past.surveys).toEqual({ index: 'surveys', total: 25, page: 5, hits: [] });
    expect((await find('2024-0012')).surveys!.hits.map((hit) => hit.number)).toEqual(['2024-0012']);
    expect((await find('2024-001')).surveys!.total).toBe(10);
  });

  it("leaks nothing of another organisation's records", async () => {
    const theirs = await addProperty(
      { street: 'Wijnbergsestraat', houseNumber: '17', city: 'Hoogeveen' },
      otherOrganisationId,
    );
    expect(await assetIds('Wijnbergsestraat')).toEqual([kerk]);
    expect(await assetIds('Wijnbergsestraat', other)).toEqual([theirs.id]);
    const seen = await find('2024-00', other);
    expect(seen.surveys!.total).toBe(0);
    expect(await assetIds('Kwartelhofweg', other)).toEqual([]);
    expect(await assetIds('Kwartelhofwg', other)).toEqual([]);
    expect((await find('wadloper', other)).vessels!.total).toBe(0);
  });

  it('survives the maintenance run, which analyses the indexes on a narrow search path', async () => {
    await app.database.maintain();
    expect(await assetIds('Wijnbergsestrat')).toEqual([kerk]);
  });

  it('needs a session', async () => {
    const result = await app.gql(query, { query: 'kerk' });
    expect(errorCode(result)).toBe('UNAUTHENTICATED');
  });

  it('returns empty sections for an empty query', async () => {
    const result = await find('  ');
    expect(result.assets).toEqual({ index: 'assets', total: 0, page: 0, hits: [] });
  });
});
