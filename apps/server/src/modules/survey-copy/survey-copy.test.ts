import { defaultCopyComponents, copyComponents } from '@vezel/domain/surveys/copy';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app';
import { buildRichSurvey } from '../../testing/rich-survey';

const copyMutation = `mutation ($input: CopyOnderzoekInput!) {
  copyOnderzoek(input: $input) { id asset_type survey_ids } }`;
const searchQuery = `query ($q: String!) { search(query: $q, index: surveys) {
  surveys { total hits { id number address } } } }`;

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let organisationId: number;
let profileId: number;
let numberSeed = 0;

const allOn = Object.fromEntries(copyComponents.map((key) => [key, true]));

interface CopyResult {
  copyOnderzoek: { id: string; asset_type: string; survey_ids: string[] };
}

async function rows<Row>(query: ReturnType<typeof sql>): Promise<Row[]> {
  const result = (await app.database.db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}

const newSource = (assetType: 'property' | 'vessel' = 'property') =>
  buildRichSurvey(app.database.db, {
    organisationId,
    profileId,
    number: `BRON-${(numberSeed += 1)}`,
    assetType,
  });

const copy = (
  surveyId: number,
  addresses: unknown[],
  components: Record<string, boolean> = defaultCopyComponents,
  token = manager,
) =>
  app.gql<CopyResult>(
    copyMutation,
    {
      input: {
        id: String(surveyId),
        components: JSON.stringify(components),
        addresses: JSON.stringify(addresses),
      },
    },
    { token, locale: 'en' },
  );

const address = (number: string, house: number, extra: Record<string, unknown> = {}) => ({
  onderzoeknr: number,
  naam: `Woning ${house}`,
  straatnaam: 'Kopieerlaan',
  huisnummer: house,
  postcode: '3584 CS',
  plaats: 'Utrecht',
  soort: 'Eengezinswoning',
  ...extra,
});

/** What a survey holds, by table and record kind. */
async function contents(surveyId: number) {
  type Counts = Record<'floors' | 'spaces' | 'sources' | 'locations' | 'samples', number>;
  const [counts] = await rows<Counts>(sql`
    select
      (select count(*)::int from survey_floors where survey_id = ${surveyId}) as floors,
      (select count(*)::int from survey_spaces where survey_id = ${surveyId}) as spaces,
      (select count(*)::int from survey_sources where survey_id = ${surveyId}) as sources,
      (select count(*)::int from survey_source_locations where survey_id = ${surveyId}) as locations,
      (select count(*)::int from survey_samples where survey_id = ${surveyId}) as samples`);
  const kinds = await rows<{ kind: string; n: number }>(sql`
    select kind, count(*)::int as n from survey_records where survey_id = ${surveyId}
    group by kind order by kind`);
  return { ...counts!, records: Object.fromEntries(kinds.map((row) => [row.kind, row.n])) };
}

async function surveyRow(surveyId: number) {
  const [row] = await rows<Record<string, unknown>>(sql`
    select s.*, a.street, a.house_number, a.postcode, a.imo, a.name as asset_name
    from surveys s join assets a on a.id = s.asset_id where s.id = ${surveyId}`);
  return row!;
}

/** A valid IMO number from six digits: the seventh is the check digit. */
const imo = (six: number) => {
  const digits = String(six).padStart(6, '0');
  const sum = [...digits].reduce((total, digit, index) => total + Number(digit) * (7 - index), 0);
  return `${digits}${sum % 10}`;
};

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  const [me] = await rows<{ id: number; organisation_id: number }>(sql`
    select p.id, p.organisation_id from user_profiles p join users u on u.id = p.user_id
    where u.email = 'manager@vezel.test'`);
  organisationId = me!.organisation_id;
  profileId = me!.id;
}, 60_000);
afterAll(() => app.close());

describe('copyOnderzoek', () => {
  it('copies the default components to a new address', async () => {
    const source = await newSource();
    const result = await copy(source.surveyId, [
      address('KOPIE-1', 5, { startdatum: '01-09-2026', einddatum: '03/09/2026' }),
    ]);
    expect(result.errors).toBeUndefined();
    expect(result.data!.copyOnderzoek).toMatchObject({
      id: String(source.surveyId),
      asset_type: 'property',
    });
    const copyId = Number(result.data!.copyOnderzoek.survey_ids[0]);
    const survey = await surveyRow(copyId);
    const original = await surveyRow(source.surveyId);
    expect(survey).toMatchObject({
      number: 'KOPIE-1',
      status: 'active',
      planned_start: '2026-09-01',
      planned_end: '2026-09-03',
      street: 'Kopieerlaan',
      house_number: '5',
      postcode: '3584 CS',
      // Not copied by default: project number, cover photo, out of scope.
      project_number: '',
      front_image_file_id: null,
      out_of_scope: '',
      asbestos_research: original.asbestos_research,
      execution: original.execution,
      client_id: original.client_id,
      created_by_profile_id: profileId,
    });
    expect(await contents(copyId)).toEqual({
      floors: 2,
      spaces: 3,
      sources: 0,
      locations: 0,
      samples: 0,
      records: {
        deskResearchDocument: 1,
        deskResearchEntry: 1,
        deskResearchPhoto: 1,
        plan: 1,
        remark: 1,
        suitability: 1,
      },
    });
    // The plan (its drawing: "the plans' drawings" below); the entry under the copy's own
    // document.
    const [plan] = await rows<{ data: Record<string, unknown> }>(sql`
      select data from survey_records where survey_id = ${copyId} and kind = 'plan'`);
    expect(plan!.data).toEqual({ title: 'Begane grond' });
    const [entry] = await rows<{ parent_survey: number }>(sql`
      select p.survey_id as parent_survey from survey_records e
      join survey_records p on p.id = e.parent_id
      where e.survey_id = ${copyId} and e.kind = 'deskResearchEntry'`);
    expect(entry!.parent_survey).toBe(copyId);
    const history = await rows<{ to_status: string; profile_id: number }>(sql`
      select to_status, profile_id from survey_status_changes where survey_id = ${copyId}`);
    expect(history).toEqual([{ to_status: 'active', profile_id: profileId }]);
    const surveyors = await rows<{ profile_id: number }>(sql`
      select profile_id from survey_surveyors where survey_id = ${copyId}`);
    expect(surveyors).toEqual([{ profile_id: profileId }]);
  });

  it('copies everything to a new address with all components on, references remapped', async () => {
    const source = await newSource();
    const result = await copy(source.surveyId, [address('KOPIE-ALL-1', 7)], allOn);
    expect(result.errors).toBeUndefined();
    const copyId = Number(result.data!.copyOnderzoek.survey_ids[0]);
    const original = await contents(source.surveyId);
    const copied = await contents(copyId);
    // Old reports are no component: they stay with the survey they belong to.
    const { oldReport: _oldReport, ...copiedKinds } = original.records;
    expect(copied).toEqual({ ...original, records: copiedKinds });
    const survey = await surveyRow(copyId);
    expect(survey).toMatchObject({
      project_number: 'P-2026-17',
      front_image_file_id: source.fileIds[0],
      out_of_scope: 'Kruipruimte',
    });
    // Every reference points into the copy itself; photos share the source's files.
    const [strays] = await rows<{ n: number }>(sql`
      select count(*)::int as n from survey_records r
      left join survey_spaces sp on sp.id = r.space_id
      left join survey_sources so on so.id = r.source_id
      left join survey_source_locations l on l.id = r.location_id
      left join survey_records p on p.id = r.parent_id
      where r.survey_id = ${copyId} and (sp.survey_id <> ${copyId} or so.survey_id <> ${copyId}
        or l.survey_id <> ${copyId} or p.survey_id <> ${copyId})`);
    expect(strays!.n).toBe(0);
    const [locationStrays] = await rows<{ n: number }>(sql`
      select count(*)::int as n from survey_source_locations l
      join survey_sources so on so.id = l.source_id
      left join survey_spaces sp on sp.id = l.space_id
      where l.survey_id = ${copyId} and (so.survey_id <> ${copyId} or sp.survey_id <> ${copyId})`);
    expect(locationStrays!.n).toBe(0);
    const fileIds = await rows<{ file_id: number }>(sql`
      select distinct file_id from survey_records where survey_id = ${copyId} and file_id is not null`);
    expect(fileIds.map((row) => row.file_id)).toEqual(source.fileIds);
    const [plan] = await rows<{ data: Record<string, unknown> }>(sql`
      select data from survey_records where survey_id = ${copyId} and kind = 'plan'`);
    expect(plan!.data).toEqual({ title: 'Begane grond' });
  });

  describe("the plans' drawings", () => {
    /** A source survey with a symbol and a pin for a location, a sample and an observation. */
    async function drawnSource() {
      const source = await newSource();
      const [plan] = await rows<{ id: number }>(sql`
        select id from survey_records where survey_id = ${source.surveyId} and kind = 'plan'`);
      const [symbol] = await rows<{ id: number }>(sql`
        select i.id from variable_items i join organisations o on o.variable_set_id = i.variable_set_id
        where o.id = ${organisationId} and i.list = 'svg_element_types' order by i.sort_index limit 1`);
      await app.database.db.execute(sql`
        insert into survey_plan_elements (survey_id, plan_id, kind, symbol_item_id, location_id,
          sample_id, observation_id, x, y, rotation, label, sort_index)
        select ${source.surveyId}, ${plan!.id}, e.kind, e.symbol, e.location, e.sample,
          e.observation, e.x, e.y, e.rotation, e.label, e.sort_index
        from (values
          ('symbol', ${symbol!.id}::int, null::int, null::int, null::int, 10.5, 20.0, 45.0, 'Noord', 0),
          ('location', null, (select min(id) from survey_source_locations where survey_id = ${source.surveyId}),
            null, null, 30.0, 40.0, 0.0, null, 1),
          ('sample', null, null, (select min(id) from survey_samples where survey_id = ${source.surveyId}),
            null, 50.0, 60.0, 0.0, null, 2),
          ('observation', null, null, null, (select min(id) from survey_records
            where survey_id = ${source.surveyId} and kind = 'observation'), 70.0, 80.0, 0.0, null, 3)
        ) as e(kind, symbol, location, sample, observation, x, y, rotation, label, sort_index)`);
      return source;
    }

    /** The copy's elements, each pin's record checked to be the copy's own. */
    async function elementsOf(surveyId: number) {
      return rows<Record<string, unknown>>(sql`
        select e.kind, e.x, e.y, e.rotation, e.label, e.symbol_item_id is not null as symbol,
          p.survey_id = e.survey_id and p.kind = 'plan' as own_plan,
          coalesce(l.survey_id, s.survey_id, o.survey_id) = e.survey_id as own_record
        from survey_plan_elements e
        join survey_records p on p.id = e.plan_id
        left join survey_source_locations l on l.id = e.location_id
        left join survey_samples s on s.id = e.sample_id
        left join survey_records o on o.id = e.observation_id and o.kind = 'observation'
        where e.survey_id = ${surveyId} order by e.sort_index`);
    }

    it("copies the elements with the plans, pins pointing at the copy's own records", async () => {
      const source = await drawnSource();
      const result = await copy(source.surveyId, [address('TEKENING-1', 21)], allOn);
      expect(result.errors).toBeUndefined();
      const copyId = Number(result.data!.copyOnderzoek.survey_ids[0]);
      expect(await elementsOf(copyId)).toEqual([
        {
          kind: 'symbol',
          x: 10.5,
          y: 20,
          rotation: 45,
          label: 'Noord',
          symbol: true,
          own_plan: true,
          own_record: null,
        },
        {
          kind: 'location',
          x: 30,
          y: 40,
          rotation: 0,
          label: null,
          symbol: false,
          own_plan: true,
          own_record: true,
        },
        {
          kind: 'sample',
          x: 50,
          y: 60,
          rotation: 0,
          label: null,
          symbol: false,
          own_plan: true,
          own_record: true,
        },
        {
          kind: 'observation',
          x: 70,
          y: 80,
          rotation: 0,
          label: null,
          symbol: false,
          own_plan: true,
          own_record: true,
        },
      ]);
      // The source keeps its own.
      expect(await elementsOf(source.surveyId)).toHaveLength(4);
    });

    it('copies none with planDrawings off, and leaves out a pin whose record stays behind', async () => {
      const source = await drawnSource();
      const without = await copy(source.surveyId, [address('TEKENING-2', 22)], {
        ...allOn,
        planDrawings: false,
      });
      expect(without.errors).toBeUndefined();
      const withoutId = Number(without.data!.copyOnderzoek.survey_ids[0]);
      expect((await contents(withoutId)).records.plan).toBe(1);
      expect(await elementsOf(withoutId)).toEqual([]);

      const partly = await copy(source.surveyId, [address('TEKENING-3', 23)], {
        ...allOn,
        sourcelocations: false,
        laborders: false,
        observations: false,
      });
      expect(partly.errors).toBeUndefined();
      const partlyId = Number(partly.data!.copyOnderzoek.survey_ids[0]);
      expect((await elementsOf(partlyId)).map((element) => element.kind)).toEqual(['symbol']);

      // An asset that exists gets no plans, so no drawings either.
      const existing = await copy(source.surveyId, [address('TEKENING-4', 21)], allOn);
      expect(existing.errors).toBeUndefined();
      const existingId = Number(existing.data!.copyOnderzoek.survey_ids[0]);
      expect(await elementsOf(existingId)).toEqual([]);
    });
  });

  it('copies no plans and no sources to an asset that exists', async () => {
    const source = await newSource();
    const first = await copy(source.surveyId, [address('BESTAAND-1', 9, { toevoeging: 'A' })]);
    expect(first.errors).toBeUndefined();
    const [assetsBefore] = await rows<{ n: number }>(sql`select count(*)::int as n from assets`);
    const second = await copy(
      source.surveyId,
      [address('BESTAAND-2', 9, { toevoeging: 'a', postcode: '3584CS', straatnaam: 'Anders' })],
      allOn,
    );
    expect(second.errors).toBeUndefined();
    const [assetsAfter] = await rows<{ n: number }>(sql`select count(*)::int as n from assets`);
    expect(assetsAfter!.n).toBe(assetsBefore!.n);
    const firstCopy = await surveyRow(Number(first.data!.copyOnderzoek.survey_ids[0]));
    const secondId = Number(second.data!.copyOnderzoek.survey_ids[0]);
    expect((await surveyRow(secondId)).asset_id).toBe(firstCopy.asset_id);
    const copied = await contents(secondId);
    expect(copied).toMatchObject({ floors: 2, spaces: 3, sources: 0, locations: 0, samples: 0 });
    expect(Object.keys(copied.records).sort()).toEqual([
      'deskResearchDocument',
      'deskResearchEntry',
      'deskResearchPhoto',
      'exclusion',
      'interview',
      'limitation',
      'remark',
      'reportPhoto',
      'suitability',
    ]);
  });

  it('copies a vessel survey, finding vessels by IMO number', async () => {
    const source = await newSource('vessel');
    const vessels = [
      { onderzoeknr: 'IHM-K1', imo: `IMO ${imo(931001)}`, name: 'Nieuwe Zeeuw', teu: '120' },
      { onderzoeknr: 'IHM-K2', imo: '9074729', name: 'Bestaand schip' },
    ];
    const result = await copy(source.surveyId, vessels, allOn);
    expect(result.errors).toBeUndefined();
    expect(result.data!.copyOnderzoek.asset_type).toBe('vessel');
    const [created, existing] = await Promise.all(
      result.data!.copyOnderzoek.survey_ids.map((id) => surveyRow(Number(id))),
    );
    expect(created).toMatchObject({ imo: imo(931001), asset_name: 'Nieuwe Zeeuw' });
    // The demo fleet's vessel keeps its own name; sources are not copied onto it.
    expect(existing!.asset_name).not.toBe('Bestaand schip');
    expect((await contents(Number(existing!.id))).sources).toBe(0);
    expect((await contents(Number(created!.id))).sources).toBe(2);
  });

  it('makes the copies findable by the search at once', async () => {
    const source = await newSource();
    const result = await copy(source.surveyId, [
      address('ZOEKKOPIE-77', 11, { straatnaam: 'Vindbaarheidsweg' }),
    ]);
    expect(result.errors).toBeUndefined();
    const found = await app.gql<{
      search: { surveys: { hits: { number: string; address: string }[] } };
    }>(searchQuery, { q: 'Vindbaarheidsweg' }, { token: manager });
    expect(found.data!.search.surveys.hits).toEqual([
      expect.objectContaining({ number: 'ZOEKKOPIE-77' }),
    ]);
  });

  it('refuses bad requests with the spec messages, changing nothing', async () => {
    const source = await newSource();
    const message = async (
      addresses: unknown[],
      components: Record<string, boolean> = defaultCopyComponents,
    ) => {
      const result = await copy(source.surveyId, addresses, components);
      expect(result.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
      return result.errors?.[0]?.message;
    };
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from surveys`);
    expect(await message([])).toBe('No address provided');
    expect(await message([address('F-1', 1, { startdatum: '01-01-2027' })])).toBe(
      'Either startdate or enddate is missing for F-1',
    );
    const none = Object.fromEntries(copyComponents.map((key) => [key, false]));
    expect(await message([address('F-2', 1)], none)).toBe('No components selected to be copied');
    // The first bad row is named with its column.
    expect(await message([address('F-3', 1), { onderzoeknr: 'F-4' }, { huisnummer: 3 }])).toBe(
      'Row 2: huisnummer is missing',
    );
    expect(await message([address('F-5', 1), address('F-5', 1)])).toBe(
      'Row 2 is the same as a row already added',
    );
    expect(await message([address('F-6', 1), address('F-6', 2)])).toBe(
      'Survey number F-6 appears more than once (row 2)',
    );
    expect(await message([address('F-7', 1), address('F-9', 2, { postcode: '0000' })])).toBe(
      'Row 2: postcode is invalid',
    );
    const dutch = await app.gql(
      copyMutation,
      {
        input: {
          id: String(source.surveyId),
          components: JSON.stringify(defaultCopyComponents),
          addresses: JSON.stringify([address('F-10', 1), address('F-11', 2, { huisnummer: 'x' })]),
        },
      },
      { token: manager, locale: 'nl' },
    );
    expect(dutch.errors?.[0]?.message).toBe('Rij 2: huisnummer is ongeldig');
    const taken = (await surveyRow(source.surveyId)).number as string;
    expect(await message([address('F-8', 1), address(taken, 2)])).toBe(
      `Survey number ${taken} (row 2) already exists`,
    );
    const broken = await app.gql(
      copyMutation,
      { input: { id: String(source.surveyId), components: '{', addresses: '[]' } },
      { token: manager, locale: 'en' },
    );
    expect(broken.errors?.[0]?.message).toBe('The components or addresses were not sent correctly');
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from surveys`);
    expect(after!.n).toBe(before!.n);
  });

  it('leaves nothing behind when row 700 of 1,000 fails', async () => {
    const source = await newSource();
    const taken = (await surveyRow(source.surveyId)).number as string;
    const addresses = Array.from({ length: 1000 }, (_, index) =>
      address(index === 699 ? taken : `MASSA-${index + 1}`, index + 1, {
        postcode: `${1000 + (index % 50)} AB`,
      }),
    );
    type Census = Record<
      'assets' | 'surveys' | 'documents' | 'spaces' | 'records' | 'history' | 'surveyors',
      number
    >;
    const census = () =>
      rows<Census>(sql`
        select
          (select count(*)::int from assets) as assets,
          (select count(*)::int from surveys) as surveys,
          (select count(*)::int from search_documents) as documents,
          (select count(*)::int from survey_spaces) as spaces,
          (select count(*)::int from survey_records) as records,
          (select count(*)::int from survey_status_changes) as history,
          (select count(*)::int from survey_surveyors) as surveyors`);
    const [before] = await census();
    const result = await copy(source.surveyId, addresses, allOn);
    expect(result.errors?.[0]?.message).toBe(`Survey number ${taken} (row 700) already exists`);
    expect((await census())[0]).toEqual(before);

    // The same thousand with a free number are all copied, in one go.
    addresses[699] = address('MASSA-700', 700, { postcode: '1049 AB' });
    const done = await copy(source.surveyId, addresses, allOn);
    expect(done.errors).toBeUndefined();
    expect(done.data!.copyOnderzoek.survey_ids).toHaveLength(1000);
    const [after] = await census();
    expect(after!.surveys - before!.surveys).toBe(1000);
    expect(after!.assets - before!.assets).toBe(1000);
    // A document per new asset and per new survey.
    expect(after!.documents - before!.documents).toBe(2000);
  }, 60_000);

  it("refuses another organisation's survey, a surveyor, and another user's id", async () => {
    const source = await newSource();
    const [before] = await rows<{ n: number }>(sql`select count(*)::int as n from surveys`);
    const foreign = await copy(source.surveyId, [address('X-1', 1)], defaultCopyComponents, other);
    expect(foreign.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    const bySurveyor = await copy(
      source.surveyId,
      [address('X-2', 1)],
      defaultCopyComponents,
      surveyor,
    );
    expect(bySurveyor.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const asSomeoneElse = await app.gql(
      copyMutation,
      {
        input: {
          id: String(source.surveyId),
          user_id: '999999',
          components: JSON.stringify(defaultCopyComponents),
          addresses: JSON.stringify([address('X-3', 1)]),
        },
      },
      { token: manager },
    );
    expect(asSomeoneElse.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const anonymous = await app.gql(copyMutation, {
      input: { id: String(source.surveyId), components: '{}', addresses: '[]' },
    });
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    const [after] = await rows<{ n: number }>(sql`select count(*)::int as n from surveys`);
    expect(after!.n).toBe(before!.n);
  });
});
