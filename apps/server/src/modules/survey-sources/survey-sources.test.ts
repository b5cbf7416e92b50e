import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import {
  assets,
  surveys,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  surveyVscpEntries,
} from '../../db/tables';
import { nextNumber } from './numbering';
import { createTestApp, errorCode, type GraphqlResult, type TestApp } from '../../testing/test-app';

const item = 'id value';
const sourceFields = `id number application material_type description asbestos_status risk_class
  application_item { ${item} } material_type_item { ${item} } asbestos_status_item { ${item} }
  risk_class_item { ${item} } sample_kinds { ${item} data } location_count sample_count`;
const locationFields = `id source_id space space_name description amount unit unit_item { ${item} }
  binding binding_item { ${item} } condition risk_assessment sample_count`;
const sampleFields = `id number location_id sample_kind sample_kind_item { ${item} } description
  taken_at remarks`;
const entryFields = `id system component material zone check_procedure system_item { ${item} }
  check_method hazardous_material hazardous_material_table finding pchm_reason quantity unit
  unit_item { ${item} } remarks sort_index`;

const createSource = `mutation ($input: SurveySourceCreateInput, $connect: [ResourceConnection!]) {
  createSurveySource(input: $input, connect: $connect) { ${sourceFields} } }`;
const updateSource = `mutation ($id: ID!, $input: SurveySourceUpdateInput) {
  updateSurveySource(id: $id, input: $input) { ${sourceFields} } }`;
const deleteSource = 'mutation ($id: ID!) { deleteSurveySource(id: $id) }';
const sourcesQuery = `query ($id: ID!) { surveySources(surveyId: $id) { ${sourceFields} } }`;
const sourceQuery = `query ($id: ID!) { surveySource(id: $id) { id number } }`;
const sortSources = `mutation ($id: ID!, $from: String, $to: String) {
  updateSurveySourceSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;

const createLocation = `mutation ($input: SurveySourceLocationCreateInput, $connect: [ResourceConnection!]) {
  createSurveySourceLocation(input: $input, connect: $connect) { ${locationFields} } }`;
const updateLocation = `mutation ($id: ID!, $input: SurveySourceLocationUpdateInput) {
  updateSurveySourceLocation(id: $id, input: $input) { ${locationFields} } }`;
const deleteLocation = 'mutation ($id: ID!) { deleteSurveySourceLocation(id: $id) }';
const locationsQuery = `query ($id: ID!) { surveySourceLocations(sourceId: $id) { ${locationFields} } }`;
const locationQuery = `query ($id: ID!) { surveySourceLocation(id: $id) { id } }`;

const createSample = `mutation ($input: SurveySampleCreateInput, $connect: [ResourceConnection!]) {
  createSurveySample(input: $input, connect: $connect) { ${sampleFields} } }`;
const updateSample = `mutation ($id: ID!, $input: SurveySampleUpdateInput) {
  updateSurveySample(id: $id, input: $input) { ${sampleFields} } }`;
const deleteSample = 'mutation ($id: ID!) { deleteSurveySample(id: $id) }';
const samplesQuery = `query ($id: ID!, $location: ID) {
  surveySamples(surveyId: $id, locationId: $location) { ${sampleFields} } }`;
const sampleQuery = `query ($id: ID!) { surveySample(id: $id) { id number } }`;

const createEntry = `mutation ($input: SurveyVscpEntryCreateInput, $connect: [ResourceConnection!]) {
  createSurveyVscpEntry(input: $input, connect: $connect) { ${entryFields} } }`;
const updateEntry = `mutation ($id: ID!, $input: SurveyVscpEntryUpdateInput) {
  updateSurveyVscpEntry(id: $id, input: $input) { ${entryFields} } }`;
const deleteEntry = 'mutation ($id: ID!) { deleteSurveyVscpEntry(id: $id) }';
const sortEntries = `mutation ($id: ID!, $from: String, $to: String) {
  updateSurveyVscpEntrySortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const entriesQuery = `query ($id: ID!) { surveyVscpEntries(surveyId: $id) { ${entryFields} } }`;
const entryQuery = `query ($id: ID!) { surveyVscpEntry(id: $id) { id } }`;
const fill = `mutation ($survey: ID!, $template: ID!) {
  fillSurveyVscpFromTemplate(surveyId: $survey, templateId: $template) { ${entryFields} } }`;
const templatesQuery = '{ vscpTemplates { id entries { id } } }';

const listsQuery = `{ me { inventarisatie_user { organisation { id variable_set {
  toepassingen { ${item} } materiaal_types { ${item} } asbest_statussen { ${item} }
  smart_risicoklasses { ${item} } eenheden { ${item} } bindingen { ${item} } condities { ${item} }
  asbestos_risk_assessments { ${item} } vscp_systems { ${item} } vscp_components { ${item} }
  vscp_materials { ${item} } } } } } }`;

interface Item {
  id: string;
  value: string;
  data?: string;
}
interface Source {
  id: string;
  number: string;
  application: string | null;
  material_type: string | null;
  description: string;
  asbestos_status: string | null;
  risk_class: string | null;
  material_type_item: Item | null;
  asbestos_status_item: Item | null;
  risk_class_item: Item | null;
  sample_kinds: Item[];
  location_count: number;
  sample_count: number;
}
interface Location {
  id: string;
  space: string | null;
  space_name: string | null;
  description: string;
  amount: string | null;
  unit: string | null;
  unit_item: Item | null;
  binding: string | null;
  binding_item: Item | null;
  condition: string | null;
  risk_assessment: string | null;
  sample_count: number;
}
interface Sample {
  id: string;
  number: string;
  location_id: string;
  sample_kind: string;
  sample_kind_item: Item;
  description: string;
  taken_at: string | null;
  remarks: string;
}
interface Entry {
  id: string;
  system: string | null;
  system_item: Item | null;
  check_method: string;
  hazardous_material: string;
  hazardous_material_table: string | null;
  finding: string;
  pchm_reason: string;
  quantity: string | null;
  unit: string | null;
  unit_item: Item | null;
  remarks: string;
  sort_index: number;
}
type Lists = Record<string, Item[]>;

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let lists: Lists;
let otherLists: Lists;
let organisationId: number;
let otherOrganisationId: number;
let survey: number;
let vesselSurvey: number;
let closedSurvey: number;
let otherSurvey: number;
let space: number;
let foreignSpace: number;

const idOf = (items: Item[] | undefined, value: string) => {
  const found = items?.find((candidate) => candidate.value === value);
  if (!found) throw new Error(`no item ${value}`);
  return found.id;
};
const messageKey = (result: GraphqlResult) => result.errors?.[0]?.extensions?.messageKey;
const fieldKeys = (result: GraphqlResult) =>
  result.errors?.[0]?.extensions?.fields as Record<string, { key: string }> | undefined;

async function listsOf(token: string) {
  const result = await app.gql<{
    me: { inventarisatie_user: { organisation: { id: string; variable_set: Lists } } };
  }>(listsQuery, {}, { token });
  const organisation = result.data!.me.inventarisatie_user.organisation;
  return { id: Number(organisation.id), lists: organisation.variable_set };
}

async function insertSurvey(
  organisation: number,
  number: string,
  assetType: 'property' | 'vessel',
  status = 'active',
) {
  const db = app.database.db;
  const [asset] = await db
    .insert(assets)
    .values(
      assetType === 'vessel'
        ? { organisationId: organisation, assetType, name: `MV ${number}` }
        : { organisationId: organisation, assetType, street: 'Dorpsstraat', houseNumber: '1' },
    )
    .returning();
  const [row] = await db
    .insert(surveys)
    .values({ organisationId: organisation, assetId: asset!.id, assetType, number, status })
    .returning();
  return row!.id;
}

async function insertSpace(surveyId: number, name: string) {
  const [row] = await app.database.db.insert(surveySpaces).values({ surveyId, name }).returning();
  return row!.id;
}

const setStatus = (id: number, status: string) =>
  app.database.db.update(surveys).set({ status }).where(eq(surveys.id, id));

const rowCounts = async () => {
  const db = app.database.db;
  const counted = await Promise.all(
    [surveySources, surveySourceLocations, surveySamples, surveyVscpEntries].map((table) =>
      db.select({ n: count() }).from(table),
    ),
  );
  return counted.map(([row]) => row!.n);
};

const addSource = (surveyId: number, input: Record<string, unknown>, token = surveyor) =>
  app.gql<{ createSurveySource: Source }>(
    createSource,
    { input, connect: [{ type: 'survey', id: String(surveyId) }] },
    { token },
  );
const addLocation = (sourceId: string, input: Record<string, unknown>, token = surveyor) =>
  app.gql<{ createSurveySourceLocation: Location }>(
    createLocation,
    { input, connect: [{ type: 'surveySource', id: sourceId }] },
    { token },
  );
const addSample = (locationId: string, input: Record<string, unknown>, token = surveyor) =>
  app.gql<{ createSurveySample: Sample }>(
    createSample,
    { input, connect: [{ type: 'surveySourceLocation', id: locationId }] },
    { token },
  );
const addEntry = (surveyId: number, input: Record<string, unknown>, token = surveyor) =>
  app.gql<{ createSurveyVscpEntry: Entry }>(
    createEntry,
    { input, connect: [{ type: 'survey', id: String(surveyId) }] },
    { token },
  );

async function newSource(materialType: string, surveyId = survey) {
  const result = await addSource(surveyId, {
    material_type: idOf(lists.materiaal_types, materialType),
  });
  expect(result.errors).toBeUndefined();
  return result.data!.createSurveySource;
}

async function newLocation(sourceId: string) {
  const result = await addLocation(sourceId, { space: String(space) });
  expect(result.errors).toBeUndefined();
  return result.data!.createSurveySourceLocation;
}

const entryInput = () => ({
  system: lists.vscp_systems![0]!.id,
  component: lists.vscp_components![0]!.id,
  material: lists.vscp_materials![0]!.id,
  check_method: 'sampling',
  hazardous_material: 'asbestos',
});

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  const [own, others] = await Promise.all([listsOf(manager), listsOf(other)]);
  ({ id: organisationId, lists } = own);
  ({ id: otherOrganisationId, lists: otherLists } = others);
  survey = await insertSurvey(organisationId, '2026-S-001', 'property');
  vesselSurvey = await insertSurvey(organisationId, '2026-S-002', 'vessel');
  closedSurvey = await insertSurvey(organisationId, '2026-S-003', 'property', 'completed');
  otherSurvey = await insertSurvey(otherOrganisationId, '2026-S-001', 'property');
  space = await insertSpace(survey, 'Keuken');
  foreignSpace = await insertSpace(closedSurvey, 'Zolder');
});
afterAll(() => app.close());

describe('running numbers', () => {
  it('follow the highest number of exactly the prefix, with at least two digits', () => {
    expect(nextNumber('M', [])).toBe('M01');
    expect(nextNumber('M', ['M01', 'MA07', 'M3x', 'K12', 'M09'])).toBe('M10');
    expect(nextNumber('B', ['B99'])).toBe('B100');
  });
});

describe('sources', () => {
  it('numbers sources B01, B02 per survey, keeps their items and status, and deletes them', async () => {
    const first = await addSource(survey, {
      application: idOf(lists.toepassingen, 'Golfplaten'),
      material_type: idOf(lists.materiaal_types, 'Asbestcement'),
      description: '  Dak van de schuur  ',
    });
    expect(first.errors).toBeUndefined();
    expect(first.data!.createSurveySource).toMatchObject({
      number: 'B01',
      description: 'Dak van de schuur',
      material_type_item: { value: 'Asbestcement' },
      asbestos_status: null,
      location_count: 0,
    });
    const second = await newSource('Kit');
    expect(second.number).toBe('B02');

    const updated = await app.gql<{ updateSurveySource: Source }>(
      updateSource,
      {
        id: second.id,
        input: {
          asbestos_status: idOf(lists.asbest_statussen, 'Asbesthoudend'),
          risk_class: idOf(lists.smart_risicoklasses, 'Risicoklasse 2'),
        },
      },
      { token: surveyor },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateSurveySource).toMatchObject({
      number: 'B02',
      material_type_item: { value: 'Kit' },
      asbestos_status_item: { value: 'Asbesthoudend' },
      risk_class_item: { value: 'Risicoklasse 2' },
    });

    const listed = await app.gql<{ surveySources: Source[] }>(
      sourcesQuery,
      { id: String(survey) },
      { token: surveyor },
    );
    expect(listed.data!.surveySources.map((source) => source.number)).toEqual(['B01', 'B02']);
    const moved = await app.gql(
      sortSources,
      { id: second.id, from: '1', to: '0' },
      { token: surveyor },
    );
    expect(moved.errors).toBeUndefined();
    const reordered = await app.gql<{ surveySources: Source[] }>(
      sourcesQuery,
      { id: String(survey) },
      { token: surveyor },
    );
    expect(reordered.data!.surveySources.map((source) => source.number)).toEqual(['B02', 'B01']);

    const removed = await app.gql(deleteSource, { id: second.id }, { token: surveyor });
    expect(removed.errors).toBeUndefined();
    expect(
      (await app.gql(sourceQuery, { id: second.id }, { token: surveyor })).data!.surveySource,
    ).toBeNull();
    // The next number follows the highest left.
    expect((await newSource('Kit')).number).toBe('B02');
  });

  it('refuses an item of the wrong list or of another organisation and changes nothing', async () => {
    const before = await rowCounts();
    const wrongList = await addSource(survey, {
      material_type: idOf(lists.eenheden, 'm²'),
    });
    expect(errorCode(wrongList)).toBe('BAD_USER_INPUT');
    expect(fieldKeys(wrongList)).toMatchObject({ material_type: { key: 'error.badInput' } });
    const foreign = await addSource(survey, {
      material_type: idOf(otherLists.materiaal_types, 'Asbestcement'),
    });
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT');
    const missing = await addSource(survey, { description: 'Zonder materiaal' });
    expect(fieldKeys(missing)).toMatchObject({ material_type: { key: 'validation.required' } });

    const source = (
      await app.gql<{ surveySources: Source[] }>(
        sourcesQuery,
        { id: String(survey) },
        { token: surveyor },
      )
    ).data!.surveySources[0]!;
    const badStatus = await app.gql(
      updateSource,
      {
        id: source.id,
        input: { asbestos_status: idOf(lists.smart_risicoklasses, 'Risicoklasse 1') },
      },
      { token: surveyor },
    );
    expect(fieldKeys(badStatus)).toMatchObject({ asbestos_status: { key: 'error.badInput' } });
    expect(await rowCounts()).toEqual(before);
  });

  it('refuses every change to a completed survey', async () => {
    const before = await rowCounts();
    const refused = await addSource(closedSurvey, {
      material_type: idOf(lists.materiaal_types, 'Kit'),
    });
    expect(messageKey(refused)).toBe('error.surveyClosed');

    const source = await newSource('Asbestcement');
    const location = await newLocation(source.id);
    await setStatus(survey, 'completed');
    try {
      const update = await app.gql(
        updateSource,
        { id: source.id, input: { description: 'Later' } },
        { token: surveyor },
      );
      expect(messageKey(update)).toBe('error.surveyClosed');
      expect(messageKey(await app.gql(deleteSource, { id: source.id }, { token: surveyor }))).toBe(
        'error.surveyClosed',
      );
      expect(messageKey(await addLocation(source.id, { description: 'Nog een plek' }))).toBe(
        'error.surveyClosed',
      );
      expect(
        messageKey(
          await addSample(location.id, {
            sample_kind: source.sample_kinds[0]!.id,
          }),
        ),
      ).toBe('error.surveyClosed');
      expect(
        messageKey(
          await app.gql(sortSources, { id: source.id, from: '0', to: '1' }, { token: surveyor }),
        ),
      ).toBe('error.surveyClosed');
    } finally {
      await setStatus(survey, 'active');
    }
    const after = await rowCounts();
    expect(after[0]).toBe(before[0]! + 1);
    expect(after[1]).toBe(before[1]! + 1);
    expect(after.slice(2)).toEqual(before.slice(2));
  });
});

describe('source locations', () => {
  it('records a location with its space, amount, unit and assessment', async () => {
    const source = await newSource('Asbestcement');
    const created = await addLocation(source.id, {
      space: String(space),
      description: 'Golfplaten boven de werkbank',
      amount: '12,5',
      unit: idOf(lists.eenheden, 'm²'),
      binding: idOf(lists.bindingen, 'Hechtgebonden'),
    });
    expect(created.errors).toBeUndefined();
    const location = created.data!.createSurveySourceLocation;
    expect(location).toMatchObject({
      space: String(space),
      space_name: 'Keuken',
      amount: '12.5',
      unit_item: { value: 'm²' },
      binding_item: { value: 'Hechtgebonden' },
      condition: null,
    });
    const condition = lists.condities![0]!.id;
    const updated = await app.gql<{ updateSurveySourceLocation: Location }>(
      updateLocation,
      { id: location.id, input: { condition, amount: '' } },
      { token: surveyor },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateSurveySourceLocation).toMatchObject({
      condition,
      binding_item: { value: 'Hechtgebonden' },
      amount: null,
    });
    const listed = await app.gql<{ surveySourceLocations: Location[] }>(
      locationsQuery,
      { id: source.id },
      { token: surveyor },
    );
    expect(listed.data!.surveySourceLocations.map((row) => row.id)).toEqual([location.id]);

    const removed = await app.gql(deleteLocation, { id: location.id }, { token: surveyor });
    expect(removed.errors).toBeUndefined();
    expect(
      (await app.gql(locationQuery, { id: location.id }, { token: surveyor })).data!
        .surveySourceLocation,
    ).toBeNull();
  });

  it('refuses a space of another survey, a bad amount and an item of the wrong list', async () => {
    const source = await newSource('Kit');
    const before = await rowCounts();
    const foreign = await addLocation(source.id, { space: String(foreignSpace) });
    expect(fieldKeys(foreign)).toMatchObject({ space: { key: 'error.sourceSpace' } });
    const badAmount = await addLocation(source.id, { amount: 'veel' });
    expect(errorCode(badAmount)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldKeys(badAmount) ?? {})).toEqual(['amount']);
    const wrongList = await addLocation(source.id, {
      binding: idOf(lists.condities, lists.condities![0]!.value),
    });
    expect(fieldKeys(wrongList)).toMatchObject({ binding: { key: 'error.badInput' } });
    expect(await rowCounts()).toEqual(before);
  });
});

describe('samples', () => {
  it('numbers samples by their kind prefix per survey and keeps their details', async () => {
    const sprayed = await newSource('Spuitasbest');
    const kinds = sprayed.sample_kinds;
    expect(kinds.map((kind) => kind.value)).toEqual([
      'Materiaalmonster',
      'Kleefmonster',
      'Stofmonster',
    ]);
    const material = idOf(kinds, 'Materiaalmonster');
    const adhesive = idOf(kinds, 'Kleefmonster');
    const location = await newLocation(sprayed.id);
    const numbers: string[] = [];
    for (const kind of [material, material, adhesive]) {
      const result = await addSample(location.id, { sample_kind: kind });
      expect(result.errors).toBeUndefined();
      numbers.push(result.data!.createSurveySample.number);
    }
    expect(numbers).toEqual(['M01', 'M02', 'K01']);

    // Another source of the same survey continues the survey's numbers.
    const cement = await newSource('Asbestcement');
    const cementLocation = await newLocation(cement.id);
    const third = await addSample(cementLocation.id, {
      sample_kind: idOf(cement.sample_kinds, 'Materiaalmonster'),
      description: 'Hoek van de plaat',
      taken_at: '03-11-2026',
      remarks: 'Natgemaakt',
    });
    expect(third.errors).toBeUndefined();
    expect(third.data!.createSurveySample).toMatchObject({
      number: 'M03',
      description: 'Hoek van de plaat',
      taken_at: '2026-11-03',
      remarks: 'Natgemaakt',
      sample_kind_item: { value: 'Materiaalmonster' },
    });

    // Two added at once get different numbers.
    const both = await Promise.all([
      addSample(location.id, { sample_kind: adhesive }),
      addSample(location.id, { sample_kind: adhesive }),
    ]);
    expect(both.map((result) => result.errors)).toEqual([undefined, undefined]);
    expect(both.map((result) => result.data!.createSurveySample.number).sort()).toEqual([
      'K02',
      'K03',
    ]);

    const ofLocation = await app.gql<{ surveySamples: Sample[] }>(
      samplesQuery,
      { id: String(survey), location: location.id },
      { token: surveyor },
    );
    expect(ofLocation.data!.surveySamples.map((sample) => sample.number)).toEqual(
      expect.arrayContaining(['M01', 'M02', 'K01', 'K02', 'K03']),
    );
    expect(ofLocation.data!.surveySamples).toHaveLength(5);
    const all = await app.gql<{ surveySamples: Sample[] }>(
      samplesQuery,
      { id: String(survey) },
      { token: surveyor },
    );
    expect(all.data!.surveySamples.map((sample) => sample.number)).toEqual([
      'K01',
      'K02',
      'K03',
      'M01',
      'M02',
      'M03',
    ]);

    const sample = third.data!.createSurveySample;
    const updated = await app.gql<{ updateSurveySample: Sample }>(
      updateSample,
      { id: sample.id, input: { remarks: 'Opnieuw', taken_at: '' } },
      { token: surveyor },
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateSurveySample).toMatchObject({
      number: 'M03',
      description: 'Hoek van de plaat',
      remarks: 'Opnieuw',
      taken_at: null,
    });
    const removed = await app.gql(deleteSample, { id: sample.id }, { token: surveyor });
    expect(removed.errors).toBeUndefined();
    expect(
      (await app.gql(sampleQuery, { id: sample.id }, { token: surveyor })).data!.surveySample,
    ).toBeNull();
  });

  it('refuses a sample kind that is not of the source material type and changes nothing', async () => {
    const sprayed = await newSource('Spuitasbest');
    const cement = await newSource('Asbestcement');
    const location = await newLocation(cement.id);
    const before = await rowCounts();
    const refused = await addSample(location.id, {
      sample_kind: idOf(sprayed.sample_kinds, 'Kleefmonster'),
    });
    expect(fieldKeys(refused)).toMatchObject({ sample_kind: { key: 'error.sampleKind' } });
    const notAKind = await addSample(location.id, {
      sample_kind: idOf(lists.materiaal_types, 'Asbestcement'),
    });
    expect(fieldKeys(notAKind)).toMatchObject({ sample_kind: { key: 'error.sampleKind' } });
    const missing = await addSample(location.id, { description: 'Zonder soort' });
    expect(fieldKeys(missing)).toMatchObject({ sample_kind: { key: 'validation.required' } });
    expect(await rowCounts()).toEqual(before);
  });

  it("keeps a source's material type while samples of it need it", async () => {
    const sprayed = await newSource('Spuitasbest');
    const location = await newLocation(sprayed.id);
    const sample = await addSample(location.id, {
      sample_kind: idOf(sprayed.sample_kinds, 'Kleefmonster'),
    });
    expect(sample.errors).toBeUndefined();
    const refused = await app.gql(
      updateSource,
      { id: sprayed.id, input: { material_type: idOf(lists.materiaal_types, 'Kit') } },
      { token: surveyor },
    );
    expect(fieldKeys(refused)).toMatchObject({
      material_type: { key: 'error.sourceMaterialSampled' },
    });
    const [row] = await app.database.db
      .select()
      .from(surveySources)
      .where(eq(surveySources.id, Number(sprayed.id)));
    expect(String(row!.materialTypeItemId)).toBe(sprayed.material_type);
  });
});

describe('VSCP entries', () => {
  it('fills a vessel survey from a template set, in its order, each finding unknown', async () => {
    const templates = await app.gql<{ vscpTemplates: { id: string; entries: { id: string }[] }[] }>(
      templatesQuery,
      {},
      { token: surveyor },
    );
    const template = templates.data!.vscpTemplates[0]!;
    const filled = await app.gql<{ fillSurveyVscpFromTemplate: Entry[] }>(
      fill,
      { survey: String(vesselSurvey), template: template.id },
      { token: surveyor },
    );
    expect(filled.errors).toBeUndefined();
    const entries = filled.data!.fillSurveyVscpFromTemplate;
    expect(entries).toHaveLength(template.entries.length);
    expect(entries.every((entry) => entry.finding === 'unknown')).toBe(true);
    expect(entries.map((entry) => entry.sort_index)).toEqual(entries.map((_entry, index) => index));
    expect(entries[0]).toMatchObject({
      hazardous_material: 'asbestos',
      hazardous_material_table: 'A',
      system_item: { value: 'Engine room' },
      quantity: null,
      unit: null,
    });

    const property = await app.gql(
      fill,
      { survey: String(survey), template: template.id },
      { token: surveyor },
    );
    expect(messageKey(property)).toBe('error.vscpVesselOnly');
    const closed = await app.gql(
      fill,
      { survey: String(closedSurvey), template: template.id },
      { token: surveyor },
    );
    expect(messageKey(closed)).toBe('error.surveyClosed');
  });

  it('adds, marks, reorders and deletes single entries; PCHM needs a reason', async () => {
    const before = await rowCounts();
    const noReason = await addEntry(vesselSurvey, {
      ...entryInput(),
      finding: 'potentially_containing',
    });
    expect(fieldKeys(noReason)).toMatchObject({ pchm_reason: { key: 'validation.required' } });
    const badFinding = await addEntry(vesselSurvey, { ...entryInput(), finding: 'maybe' });
    expect(fieldKeys(badFinding)).toMatchObject({ finding: { key: 'error.badInput' } });
    const onProperty = await addEntry(survey, entryInput());
    expect(messageKey(onProperty)).toBe('error.vscpVesselOnly');
    expect(await rowCounts()).toEqual(before);

    const created = await addEntry(vesselSurvey, {
      ...entryInput(),
      finding: 'potentially_containing',
      pchm_reason: 'Behind welded panels, no access',
    });
    expect(created.errors).toBeUndefined();
    const entry = created.data!.createSurveyVscpEntry;
    expect(entry).toMatchObject({
      finding: 'potentially_containing',
      pchm_reason: 'Behind welded panels, no access',
      check_method: 'sampling',
    });

    const cleared = await app.gql<{ updateSurveyVscpEntry: Entry }>(
      updateEntry,
      { id: entry.id, input: { finding: 'contained' } },
      { token: surveyor },
    );
    expect(cleared.data!.updateSurveyVscpEntry).toMatchObject({
      finding: 'contained',
      pchm_reason: '',
    });
    const refused = await app.gql(
      updateEntry,
      { id: entry.id, input: { finding: 'potentially_containing' } },
      { token: surveyor },
    );
    expect(fieldKeys(refused)).toMatchObject({ pchm_reason: { key: 'validation.required' } });

    const listed = async () =>
      (
        await app.gql<{ surveyVscpEntries: Entry[] }>(
          entriesQuery,
          { id: String(vesselSurvey) },
          { token: surveyor },
        )
      ).data!.surveyVscpEntries;
    const entries = await listed();
    expect(entries.at(-1)).toMatchObject({ id: entry.id, finding: 'contained' });
    const moved = await app.gql(
      sortEntries,
      { id: entry.id, from: String(entries.length - 1), to: '0' },
      { token: surveyor },
    );
    expect(moved.errors).toBeUndefined();
    expect((await listed())[0]!.id).toBe(entry.id);

    const removed = await app.gql(deleteEntry, { id: entry.id }, { token: surveyor });
    expect(removed.errors).toBeUndefined();
    expect(
      (await app.gql(entryQuery, { id: entry.id }, { token: surveyor })).data!.surveyVscpEntry,
    ).toBeNull();
  });

  it('keeps an approximate quantity as a decimal with a unit of the own set', async () => {
    const before = await rowCounts();
    const badQuantity = await addEntry(vesselSurvey, { ...entryInput(), quantity: 'veel' });
    expect(errorCode(badQuantity)).toBe('BAD_USER_INPUT');
    expect(Object.keys(fieldKeys(badQuantity) ?? {})).toEqual(['quantity']);
    const foreignUnit = await addEntry(vesselSurvey, {
      ...entryInput(),
      unit: idOf(otherLists.eenheden, 'kg'),
    });
    expect(fieldKeys(foreignUnit)).toMatchObject({ unit: { key: 'error.badInput' } });
    expect(await rowCounts()).toEqual(before);

    const kg = idOf(lists.eenheden, 'kg');
    const created = await addEntry(vesselSurvey, { ...entryInput(), quantity: '42,5', unit: kg });
    expect(created.errors).toBeUndefined();
    const entry = created.data!.createSurveyVscpEntry;
    expect(entry).toMatchObject({ quantity: '42.5', unit: kg, unit_item: { value: 'kg' } });

    const refused = await app.gql(
      updateEntry,
      { id: entry.id, input: { unit: idOf(otherLists.eenheden, 'm²') } },
      { token: surveyor },
    );
    expect(fieldKeys(refused)).toMatchObject({ unit: { key: 'error.badInput' } });
    const remarked = await app.gql<{ updateSurveyVscpEntry: Entry }>(
      updateEntry,
      { id: entry.id, input: { remarks: 'Exhaust line lagging' } },
      { token: surveyor },
    );
    expect(remarked.data!.updateSurveyVscpEntry).toMatchObject({
      quantity: '42.5',
      unit_item: { value: 'kg' },
    });
    const cleared = await app.gql<{ updateSurveyVscpEntry: Entry }>(
      updateEntry,
      { id: entry.id, input: { quantity: '', unit: null } },
      { token: surveyor },
    );
    expect(cleared.data!.updateSurveyVscpEntry).toMatchObject({
      quantity: null,
      unit: null,
      unit_item: null,
    });
  });
});

describe('another organisation', () => {
  it('can neither read nor change the records of a survey', async () => {
    const source = await newSource('Spuitasbest');
    const location = await newLocation(source.id);
    const sample = (
      await addSample(location.id, { sample_kind: idOf(source.sample_kinds, 'Materiaalmonster') })
    ).data!.createSurveySample;
    const entry = (await addEntry(vesselSurvey, entryInput())).data!.createSurveyVscpEntry;
    const before = await rowCounts();

    const read = async (query: string, variables: Record<string, unknown>) =>
      (await app.gql(query, variables, { token: other })).data;
    expect(await read(sourcesQuery, { id: String(survey) })).toEqual({ surveySources: [] });
    expect(await read(sourceQuery, { id: source.id })).toEqual({ surveySource: null });
    expect(await read(locationsQuery, { id: source.id })).toEqual({ surveySourceLocations: [] });
    expect(await read(locationQuery, { id: location.id })).toEqual({
      surveySourceLocation: null,
    });
    expect(await read(samplesQuery, { id: String(survey) })).toEqual({ surveySamples: [] });
    expect(await read(sampleQuery, { id: sample.id })).toEqual({ surveySample: null });
    expect(await read(entriesQuery, { id: String(vesselSurvey) })).toEqual({
      surveyVscpEntries: [],
    });
    expect(await read(entryQuery, { id: entry.id })).toEqual({ surveyVscpEntry: null });

    const attempts = [
      addSource(survey, { material_type: idOf(otherLists.materiaal_types, 'Kit') }, other),
      app.gql(updateSource, { id: source.id, input: { description: 'x' } }, { token: other }),
      app.gql(deleteSource, { id: source.id }, { token: other }),
      addLocation(source.id, { description: 'x' }, other),
      app.gql(updateLocation, { id: location.id, input: { description: 'x' } }, { token: other }),
      app.gql(deleteLocation, { id: location.id }, { token: other }),
      addSample(location.id, { sample_kind: sample.sample_kind }, other),
      app.gql(updateSample, { id: sample.id, input: { remarks: 'x' } }, { token: other }),
      app.gql(deleteSample, { id: sample.id }, { token: other }),
      addEntry(vesselSurvey, entryInput(), other),
      app.gql(updateEntry, { id: entry.id, input: { remarks: 'x' } }, { token: other }),
      app.gql(deleteEntry, { id: entry.id }, { token: other }),
      app.gql(sortEntries, { id: entry.id, from: '0', to: '1' }, { token: other }),
    ];
    for (const attempt of attempts) {
      const result = await attempt;
      expect(result.errors).toBeDefined();
      expect(['NOT_FOUND', 'BAD_USER_INPUT']).toContain(errorCode(result));
    }
    const otherTemplate = await app.gql<{ vscpTemplates: { id: string }[] }>(
      templatesQuery,
      {},
      { token: other },
    );
    const ownTemplate = await app.gql<{ vscpTemplates: { id: string }[] }>(
      templatesQuery,
      {},
      { token: manager },
    );
    const foreignFill = await app.gql(
      fill,
      { survey: String(vesselSurvey), template: otherTemplate.data!.vscpTemplates[0]?.id ?? '1' },
      { token: other },
    );
    expect(errorCode(foreignFill)).toBe('NOT_FOUND');
    const foreignTemplate = await app.gql(
      fill,
      { survey: String(vesselSurvey), template: ownTemplate.data!.vscpTemplates[0]!.id },
      { token: other },
    );
    expect(errorCode(foreignTemplate)).toBe('NOT_FOUND');
    expect(await rowCounts()).toEqual(before);
  });

  it("refuses this organisation's records on the other's survey", async () => {
    const refused = await addSource(otherSurvey, {
      material_type: idOf(lists.materiaal_types, 'Kit'),
    });
    expect(errorCode(refused)).toBe('NOT_FOUND');
  });
});
