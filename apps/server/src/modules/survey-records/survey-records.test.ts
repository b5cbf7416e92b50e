import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  files,
  organisations,
  surveyFloors,
  surveyRecords,
  surveys,
  surveySourceLocations,
  surveySources,
  surveySpaces,
  userProfiles,
  users,
  variableItems,
} from '../../db/tables';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { onePagePdf } from '../../testing/one-page-pdf';

const recordFields = `id kind survey_id parent_id source_id location_id sort_index space space_name
  location location_name file { id mime_type } thumbnail { id mime_type } display { id }
  preview { id } number observation_type observation_type_value limitation limitation_value
  description reason person role date summary title text suitability remarks firm report_number
  caption document_type page suspected_material floor_name measure_type measure_type_value
  advice advice_value`;

const listQuery = `query ($surveyId: ID!, $kind: String!, $parentId: ID, $sourceId: ID, $locationId: ID) {
  surveyRecords(surveyId: $surveyId, kind: $kind, parentId: $parentId, sourceId: $sourceId,
    locationId: $locationId) { ${recordFields} } }`;
const oneQuery = `query ($id: ID!) { surveyRecord(id: $id) { ${recordFields} } }`;

const typeOf = (kind: string) => `Survey${kind.charAt(0).toUpperCase()}${kind.slice(1)}`;
const create = (kind: string) =>
  `mutation ($input: ${typeOf(kind)}CreateInput, $connect: [ResourceConnection!]) {
    create${typeOf(kind)}(input: $input, connect: $connect) { ${recordFields} } }`;
const update = (kind: string) =>
  `mutation ($id: ID!, $input: ${typeOf(kind)}UpdateInput) {
    update${typeOf(kind)}(id: $id, input: $input) { ${recordFields} } }`;
const remove = (kind: string) => `mutation ($id: ID!) { delete${typeOf(kind)}(id: $id) }`;
const sort = (kind: string) => `mutation ($id: ID!, $from: String, $to: String) {
  update${typeOf(kind)}SortTable(id: $id, index_from: $from, index_to: $to) { id } }`;

type Record = { [field: string]: unknown; id: string };

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let mainOrganisation: number;
let otherOrganisation: number;
let surveyId: number;
let secondSurveyId: number;
let spaceId: number;
let secondSurveySpaceId: number;
let sourceId: number;
let locationId: number;
let imageId: string;
let pdfId: string;
let otherImageId: string;

async function upload(token: string, name: string, content: Buffer) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(content)]), name);
  const response = await fetch(`${app.url}/files`, {
    method: 'POST',
    body: form,
    headers: { 'x-vezel-csrf': '1', authorization: `Bearer ${token}` },
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 90, g: 140, b: 200 } } })
    .jpeg({ quality: 80 })
    .toBuffer();

async function organisationOf(email: string) {
  const [profile] = await app.database.db
    .select({ organisationId: userProfiles.organisationId })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, email));
  return profile!.organisationId;
}

/** An item of a list of the organisation's set: its id and its data. */
async function itemOf(organisationId: number, list: string, value?: string) {
  const rows = await app.database.db
    .select({ id: variableItems.id, value: variableItems.value, data: variableItems.data })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(and(eq(organisations.id, organisationId), eq(variableItems.list, list)));
  const item = value ? rows.find((row) => row.value === value) : rows[0];
  if (!item) throw new Error(`no item of ${list}`);
  return item;
}

/** An asset and a survey of it, inserted directly (the survey module is another's). */
async function insertSurvey(organisationId: number, number: string, status = 'active') {
  const db = app.database.db;
  const [asset] = await db
    .insert(assets)
    .values({
      organisationId,
      assetType: 'property',
      street: 'Oudegracht',
      houseNumber: number.slice(-2),
      postcode: '3511 AB',
      city: 'Utrecht',
    })
    .returning();
  const [survey] = await db
    .insert(surveys)
    .values({ organisationId, assetId: asset!.id, assetType: 'property', number, status })
    .returning();
  return survey!.id;
}

async function insertSpace(survey: number, floorName: string, name: string) {
  const db = app.database.db;
  const [floor] = await db
    .insert(surveyFloors)
    .values({ surveyId: survey, name: floorName })
    .returning();
  const [space] = await db
    .insert(surveySpaces)
    .values({ surveyId: survey, floorId: floor!.id, name })
    .returning();
  return space!.id;
}

const recordCount = async () => (await app.database.db.select().from(surveyRecords)).length;
const setStatus = (id: number, status: string) =>
  app.database.db.update(surveys).set({ status }).where(eq(surveys.id, id));

async function list(kind: string, variables: object = {}, token = surveyor) {
  const result = await app.gql<{ surveyRecords: Record[] }>(
    listQuery,
    { surveyId: String(surveyId), kind, ...variables },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.surveyRecords;
}

async function created(kind: string, input: object, connect: object[], token = surveyor) {
  const result = await app.gql<{ [name: string]: Record }>(
    create(kind),
    { input, connect },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data![`create${typeOf(kind)}`]!;
}

const fieldsOf = (result: { errors?: readonly { extensions?: { [key: string]: unknown } }[] }) =>
  result.errors?.[0]?.extensions?.fields as { [field: string]: unknown } | undefined;

beforeAll(async () => {
  // A built page, so that the test sees the headers the app's page is served with.
  const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'vezel-records-web-'));
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Vezel</title>');
  app = await createTestApp({ WEB_DIST: webDist });
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  mainOrganisation = await organisationOf('surveyor@vezel.test');
  otherOrganisation = await organisationOf('other@vezel.test');
  surveyId = await insertSurvey(mainOrganisation, 'REC-2026-01');
  secondSurveyId = await insertSurvey(mainOrganisation, 'REC-2026-02');
  spaceId = await insertSpace(surveyId, 'Begane grond', 'Keuken');
  secondSurveySpaceId = await insertSpace(secondSurveyId, 'Zolder', 'Berging');
  const [source] = await app.database.db
    .insert(surveySources)
    .values({ surveyId, number: 'B01', description: 'Golfplaten' })
    .returning();
  sourceId = source!.id;
  const [location] = await app.database.db
    .insert(surveySourceLocations)
    .values({ surveyId, sourceId, spaceId })
    .returning();
  locationId = location!.id;
  imageId = await upload(surveyor, 'gevel.jpg', await jpeg(2400, 1200));
  pdfId = await upload(surveyor, 'rapport-2012.pdf', onePagePdf());
  otherImageId = await upload(other, 'eigen.jpg', await jpeg(200, 100));
});
afterAll(() => app.close());

const survey = () => [{ type: 'survey', id: String(surveyId) }];

describe('survey records', () => {
  it('creates, updates and deletes a record of every kind', async () => {
    const limitation = await itemOf(mainOrganisation, 'beperkingen');
    const documentType = await itemOf(mainOrganisation, 'document_types');
    const measure = await itemOf(mainOrganisation, 'beheersmaatregel_types');
    const advice = await itemOf(mainOrganisation, 'sanerings_adviezen');
    const observationType = await itemOf(mainOrganisation, 'waarneming_types', 'Asbestresten');
    const document = await created(
      'deskResearchDocument',
      { document_type: String(documentType.id), title: 'Bouwtekening 1962', date: '12-03-1962' },
      survey(),
    );
    const cases: {
      kind: string;
      input: object;
      connect: object[];
      expected: object;
      change: object;
      changed: object;
    }[] = [
      {
        kind: 'limitation',
        input: {
          space: String(spaceId),
          limitation: String(limitation.id),
          description: 'Kruipruimte',
          reason: 'Te laag',
        },
        connect: survey(),
        expected: {
          space_name: 'Begane grond ❯ Keuken',
          limitation_value: limitation.value,
          description: 'Kruipruimte',
        },
        change: { space: '', reason: 'Onder water' },
        changed: { space: null, space_name: null, reason: 'Onder water' },
      },
      {
        kind: 'exclusion',
        input: { space: String(spaceId), description: 'Meterkast', reason: 'Niet in opdracht' },
        connect: survey(),
        expected: { space: String(spaceId), reason: 'Niet in opdracht' },
        change: { description: 'Meterkast en hal' },
        changed: { description: 'Meterkast en hal' },
      },
      {
        kind: 'interview',
        input: { person: 'J. de Bruin', role: 'owner', date: '02-02-2026', summary: 'Dak 1985' },
        connect: survey(),
        expected: { person: 'J. de Bruin', role: 'owner', date: '2026-02-02' },
        change: { role: 'occupant' },
        changed: { role: 'occupant' },
      },
      {
        kind: 'observation',
        input: {
          observation_type: String(observationType.id),
          space: String(spaceId),
          location: String(locationId),
          description: 'Resten op de vloer',
        },
        connect: survey(),
        expected: {
          number: `${String(observationType.data.prefix)}01`,
          observation_type_value: 'Asbestresten',
          location: String(locationId),
          location_name: 'B01 – Begane grond ❯ Keuken',
        },
        change: { description: 'Resten opgeruimd' },
        changed: { description: 'Resten opgeruimd', number: 'AR01' },
      },
      {
        kind: 'remark',
        input: { title: 'Sleutel', text: 'Bij de buren' },
        connect: survey(),
        expected: { title: 'Sleutel' },
        change: { text: 'Bij de beheerder' },
        changed: { text: 'Bij de beheerder' },
      },
      {
        kind: 'suitability',
        input: { suitability: 'removal_named_materials', remarks: 'Alleen dak' },
        connect: survey(),
        expected: { suitability: 'removal_named_materials' },
        change: { suitability: 'not_suitable_for_removal' },
        changed: { suitability: 'not_suitable_for_removal' },
      },
      {
        kind: 'oldReport',
        input: { title: 'Inventarisatie 2012', date: '01-06-2012', firm: 'Asbest BV', file: pdfId },
        connect: survey(),
        expected: { file: { id: pdfId, mime_type: 'application/pdf' }, date: '2012-06-01' },
        change: { report_number: 'R-12-001' },
        changed: { report_number: 'R-12-001' },
      },
      {
        kind: 'reportPhoto',
        input: { file: imageId, caption: 'Voorgevel' },
        connect: survey(),
        expected: { file: { id: imageId }, thumbnail: { mime_type: 'image/jpeg' } },
        change: { caption: 'Achtergevel' },
        changed: { caption: 'Achtergevel' },
      },
      {
        kind: 'deskResearchEntry',
        input: { page: 4, text: 'Golfplaten op de schuur', suspected_material: 'Asbestcement' },
        connect: [{ type: 'surveyDeskResearchDocument', id: document.id }],
        expected: { parent_id: document.id, page: 4 },
        change: { page: null },
        changed: { page: null },
      },
      {
        kind: 'deskResearchPhoto',
        input: { file: imageId, title: 'Oude foto' },
        connect: survey(),
        expected: { title: 'Oude foto', display: expect.any(Object) },
        change: { date: '01-01-1970' },
        changed: { date: '1970-01-01' },
      },
      {
        kind: 'plan',
        input: { title: 'Begane grond', floor_name: 'Begane grond', file: pdfId },
        connect: survey(),
        expected: { file: { mime_type: 'application/pdf' }, preview: expect.any(Object) },
        change: { file: imageId },
        changed: { file: { id: imageId }, preview: expect.any(Object) },
      },
      {
        kind: 'controlMeasure',
        input: { measure_type: String(measure.id), description: 'Afzetten' },
        connect: [{ type: 'surveySourceLocation', id: String(locationId) }],
        expected: { location_id: String(locationId), measure_type_value: measure.value },
        change: { description: 'Afzetten en markeren' },
        changed: { description: 'Afzetten en markeren' },
      },
      {
        kind: 'sanitationStrategy',
        input: { advice: String(advice.id), description: 'Binnen een jaar' },
        connect: [{ type: 'surveySource', id: String(sourceId) }],
        expected: { source_id: String(sourceId), advice_value: advice.value },
        change: { description: 'Direct' },
        changed: { description: 'Direct' },
      },
      {
        kind: 'locationPhoto',
        input: { file: imageId, caption: 'Detail' },
        connect: [{ type: 'surveySourceLocation', id: String(locationId) }],
        expected: { location_id: String(locationId), thumbnail: expect.any(Object) },
        change: { caption: 'Detail dak' },
        changed: { caption: 'Detail dak' },
      },
    ];
    for (const { kind, input, connect, expected, change, changed } of cases) {
      const record = await created(kind, input, connect);
      expect(record, kind).toMatchObject({ kind, survey_id: String(surveyId), ...expected });
      const updated = await app.gql<{ [name: string]: Record }>(
        update(kind),
        { id: record.id, input: change },
        { token: surveyor },
      );
      expect(updated.errors, kind).toBeUndefined();
      expect(updated.data![`update${typeOf(kind)}`], kind).toMatchObject(changed);
      const read = await app.gql<{ surveyRecord: Record }>(
        oneQuery,
        { id: record.id },
        {
          token: surveyor,
        },
      );
      expect(read.data!.surveyRecord, kind).toMatchObject(changed);
      const deleted = await app.gql(remove(kind), { id: record.id }, { token: surveyor });
      expect(deleted.errors, kind).toBeUndefined();
      expect(
        (
          await app.gql<{ surveyRecord: Record | null }>(
            oneQuery,
            { id: record.id },
            {
              token: surveyor,
            },
          )
        ).data!.surveyRecord,
        kind,
      ).toBeNull();
    }
    const entries = await created('deskResearchEntry', { text: 'Vloerzeil' }, [
      { type: 'surveyDeskResearchDocument', id: document.id },
    ]);
    expect(await list('deskResearchEntry', { parentId: document.id })).toHaveLength(1);
    // A document takes its entries along.
    await app.gql(remove('deskResearchDocument'), { id: document.id }, { token: surveyor });
    expect(
      (
        await app.gql<{ surveyRecord: Record | null }>(
          oneQuery,
          { id: entries.id },
          {
            token: surveyor,
          },
        )
      ).data!.surveyRecord,
    ).toBeNull();
  });

  it('numbers observations by their type, and lists a location’s observations', async () => {
    const type = await itemOf(mainOrganisation, 'waarneming_types', 'Stofverontreiniging');
    const prefix = String(type.data.prefix);
    const first = await created(
      'observation',
      { observation_type: String(type.id), description: 'Stof', location: String(locationId) },
      survey(),
    );
    const second = await created(
      'observation',
      { observation_type: String(type.id), description: 'Meer stof' },
      survey(),
    );
    expect([first.number, second.number]).toEqual([`${prefix}01`, `${prefix}02`]);
    expect(
      (await list('observation', { locationId: String(locationId) })).map((r) => r.id),
    ).toEqual([first.id]);
    expect((await list('observation')).map((record) => record.id)).toEqual([first.id, second.id]);
    const options = `query ($surveyId: ID!) { surveyRecordLocationOptions(surveyId: $surveyId) { id name } }`;
    const ours = await app.gql<{ surveyRecordLocationOptions: unknown[] }>(
      options,
      { surveyId: String(surveyId) },
      { token: surveyor },
    );
    expect(ours.data!.surveyRecordLocationOptions).toEqual([
      { id: String(locationId), name: 'B01 – Begane grond ❯ Keuken' },
    ]);
    const theirs = await app.gql<{ surveyRecordLocationOptions: unknown[] }>(
      options,
      { surveyId: String(surveyId) },
      { token: other },
    );
    expect(theirs.data!.surveyRecordLocationOptions).toEqual([]);
  });

  it('keeps sortable kinds in a manual order per survey and kind', async () => {
    const a = await created('remark', { title: 'A', text: 'a' }, survey());
    const b = await created('remark', { title: 'B', text: 'b' }, survey());
    const c = await created('remark', { title: 'C', text: 'c' }, survey());
    const moved = await app.gql(
      sort('remark'),
      { id: c.id, from: '2', to: '0' },
      {
        token: surveyor,
      },
    );
    expect(moved.errors).toBeUndefined();
    expect((await list('remark')).map((record) => record.title)).toEqual(['C', 'A', 'B']);
    for (const record of [a, b, c]) {
      await app.gql(remove('remark'), { id: record.id }, { token: surveyor });
    }
  });

  it('refuses bad input and changes nothing', async () => {
    const foreignItem = await itemOf(otherOrganisation, 'beperkingen');
    const before = await recordCount();
    const attempts = [
      {
        kind: 'limitation',
        input: { limitation: String(foreignItem.id), description: 'x' },
        field: 'limitation',
      },
      {
        kind: 'limitation',
        input: { space: String(secondSurveySpaceId), description: 'x' },
        field: 'space',
      },
      { kind: 'reportPhoto', input: { file: otherImageId }, field: 'file' },
      { kind: 'oldReport', input: { title: 'Foto', file: imageId }, field: 'file' },
      { kind: 'exclusion', input: { description: 'x', reason: 'y' }, field: 'space' },
      {
        kind: 'interview',
        input: { person: 'P', role: 'king', date: '01-01-2026' },
        field: 'role',
      },
    ];
    for (const { kind, input, field } of attempts) {
      const result = await app.gql(create(kind), { input, connect: survey() }, { token: surveyor });
      expect(errorCode(result), kind).toBe('BAD_USER_INPUT');
      expect(fieldsOf(result), kind).toHaveProperty(field);
    }
    const record = await created('limitation', { description: 'Dak' }, survey());
    const badUpdate = await app.gql(
      update('limitation'),
      { id: record.id, input: { space: String(secondSurveySpaceId), description: 'Anders' } },
      { token: surveyor },
    );
    expect(errorCode(badUpdate)).toBe('BAD_USER_INPUT');
    const [stored] = await app.database.db
      .select()
      .from(surveyRecords)
      .where(eq(surveyRecords.id, Number(record.id)));
    expect(stored!.data.description).toBe('Dak');
    await app.gql(remove('limitation'), { id: record.id }, { token: surveyor });
    expect(await recordCount()).toBe(before);
  });

  it('refuses every change to a completed survey', async () => {
    const record = await created('remark', { title: 'Vast', text: 'x' }, survey());
    const document = await created('deskResearchDocument', { title: 'Doc' }, survey());
    await setStatus(surveyId, 'completed');
    try {
      const attempts = [
        app.gql(
          create('remark'),
          { input: { title: 'N', text: 'n' }, connect: survey() },
          {
            token: surveyor,
          },
        ),
        app.gql(update('remark'), { id: record.id, input: { title: 'N' } }, { token: surveyor }),
        app.gql(remove('remark'), { id: record.id }, { token: surveyor }),
        app.gql(sort('remark'), { id: record.id, from: '0', to: '0' }, { token: surveyor }),
        app.gql(
          create('deskResearchEntry'),
          {
            input: { text: 'n' },
            connect: [{ type: 'surveyDeskResearchDocument', id: document.id }],
          },
          { token: surveyor },
        ),
        app.gql(
          create('controlMeasure'),
          {
            input: {
              measure_type: String((await itemOf(mainOrganisation, 'beheersmaatregel_types')).id),
            },
            connect: [{ type: 'surveySourceLocation', id: String(locationId) }],
          },
          { token: surveyor },
        ),
      ];
      for (const result of await Promise.all(attempts)) {
        expect(result.errors?.[0]?.extensions?.messageKey).toBe('error.surveyClosed');
      }
      expect((await list('remark')).map((remark) => remark.title)).toEqual(['Vast']);
    } finally {
      await setStatus(surveyId, 'active');
    }
    await app.gql(remove('remark'), { id: record.id }, { token: surveyor });
    await app.gql(remove('deskResearchDocument'), { id: document.id }, { token: surveyor });
  });

  it('lets another organisation neither read nor change the records', async () => {
    const record = await created(
      'interview',
      { person: 'A', role: 'manager', date: '01-01-2026' },
      survey(),
    );
    expect(await list('interview', {}, other)).toEqual([]);
    const read = await app.gql<{ surveyRecord: Record | null }>(
      oneQuery,
      { id: record.id },
      {
        token: other,
      },
    );
    expect(read.data!.surveyRecord).toBeNull();
    const changed = await app.gql(
      update('interview'),
      { id: record.id, input: { person: 'B' } },
      {
        token: other,
      },
    );
    expect(errorCode(changed)).toBe('NOT_FOUND');
    const deleted = await app.gql(remove('interview'), { id: record.id }, { token: other });
    expect(errorCode(deleted)).toBe('NOT_FOUND');
    const added = await app.gql(
      create('remark'),
      { input: { title: 'X', text: 'x' }, connect: survey() },
      { token: other },
    );
    expect(errorCode(added)).toBe('NOT_FOUND');
    const onLocation = await app.gql(
      create('locationPhoto'),
      {
        input: { file: otherImageId },
        connect: [{ type: 'surveySourceLocation', id: String(locationId) }],
      },
      { token: other },
    );
    expect(errorCode(onLocation)).toBe('NOT_FOUND');
    expect((await list('interview')).map((interview) => interview.person)).toEqual(['A']);
    await app.gql(remove('interview'), { id: record.id }, { token: surveyor });
  });

  it('shows the organisation’s external page, which only a manager sets', async () => {
    const iframe = `query ($surveyId: ID!) { surveyIframe(surveyId: $surveyId) { template url } }`;
    const set = 'mutation ($url: String!) { updateSurveyIframeUrl(url: $url) }';
    const none = await app.gql<{ surveyIframe: { url: string | null } }>(
      iframe,
      { surveyId: String(surveyId) },
      { token: surveyor },
    );
    expect(none.data!.surveyIframe).toEqual({ template: '', url: null });
    expect(errorCode(await app.gql(set, { url: 'https://x.nl' }, { token: surveyor }))).toBe(
      'FORBIDDEN',
    );
    const insecure = await app.gql(set, { url: 'http://x.nl/{survey}' }, { token: manager });
    expect(errorCode(insecure)).toBe('BAD_USER_INPUT');
    const saved = await app.gql(
      set,
      { url: 'https://portaal.example.nl/dossier/{number}?id={survey}' },
      { token: manager },
    );
    expect(saved.errors).toBeUndefined();
    const shown = await app.gql<{ surveyIframe: { url: string } }>(
      iframe,
      { surveyId: String(surveyId) },
      { token: surveyor },
    );
    expect(shown.data!.surveyIframe.url).toBe(
      `https://portaal.example.nl/dossier/REC-2026-01?id=${surveyId}`,
    );
    // The app's page may frame that origin, for this organisation's users only.
    const frameSource = async (token?: string) => {
      const response = await fetch(`${app.url}/onderzoeken/${surveyId}/iframe`, {
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
      expect(response.status).toBe(200);
      return /frame-src [^;]*/.exec(response.headers.get('content-security-policy') ?? '')?.[0];
    };
    expect(await frameSource(surveyor)).toBe("frame-src 'self' https://portaal.example.nl");
    expect(await frameSource(other)).toBeUndefined();
    expect(await frameSource()).toBeUndefined();
    const foreign = await app.gql<{ surveyIframe: unknown }>(
      iframe,
      { surveyId: String(surveyId) },
      { token: other },
    );
    expect(foreign.data!.surveyIframe).toBeNull();
  });
});

describe('record photos', () => {
  it('are processed before the transaction: other requests are answered meanwhile', async () => {
    // An interlaced PNG of 6000 px takes sharp about a second to decode. PGlite has one
    // connection: a transaction held while sharp works would keep every request waiting.
    const large = await sharp({
      create: { width: 6000, height: 6000, channels: 3, background: { r: 20, g: 180, b: 90 } },
    })
      .png({ compressionLevel: 1, progressive: true })
      .toBuffer();
    const fileId = await upload(surveyor, 'groot.png', large);
    // The files in the store: the photo's two copies are added when sharp is done.
    const root = path.join(app.config.dataDir, 'files');
    const storedFiles = () =>
      fs
        .readdirSync(root, { recursive: true, withFileTypes: true })
        .filter((entry) => entry.isFile() && path.basename(entry.parentPath) !== 'incoming').length;
    const before = storedFiles();
    const photo = app.gql<{ [name: string]: Record }>(
      create('reportPhoto'),
      { input: { file: fileId, caption: 'Groot' }, connect: survey() },
      { token: surveyor },
    );
    await new Promise((resolve) => setTimeout(resolve, 100));
    await list('remark');
    // Answered while the image was still being processed.
    expect(storedFiles()).toBe(before);
    const result = await photo;
    expect(result.errors).toBeUndefined();
    expect(result.data!.createSurveyReportPhoto).toMatchObject({
      display: expect.any(Object),
      thumbnail: { mime_type: 'image/jpeg' },
    });
    expect(storedFiles()).toBe(before + 2);
    const removed = await app.gql(
      remove('reportPhoto'),
      { id: result.data!.createSurveyReportPhoto!.id },
      { token: surveyor },
    );
    expect(removed.errors).toBeUndefined();
  });

  it('keeps no rows of the copies when the transaction refuses, and makes them again', async () => {
    const fileCount = async () => (await app.database.db.select().from(files)).length;
    const before = await fileCount();
    const input = { input: { file: imageId, caption: 'Dicht' }, connect: survey() };
    await setStatus(surveyId, 'completed');
    try {
      const refused = await app.gql(create('reportPhoto'), input, { token: surveyor });
      expect(refused.errors?.[0]?.extensions?.messageKey).toBe('error.surveyClosed');
      expect(await fileCount()).toBe(before);
    } finally {
      await setStatus(surveyId, 'active');
    }
    const photo = await created('reportPhoto', input.input, survey());
    expect(photo).toMatchObject({ display: expect.any(Object), thumbnail: expect.any(Object) });
    expect(await fileCount()).toBe(before + 2);
    // The form sends the file along with a new caption: its copies stay as they are.
    const renamed = await app.gql<{ [name: string]: Record }>(
      update('reportPhoto'),
      { id: photo.id, input: { file: imageId, caption: 'Open' } },
      { token: surveyor },
    );
    expect(renamed.errors).toBeUndefined();
    expect(renamed.data!.updateSurveyReportPhoto).toMatchObject({
      caption: 'Open',
      display: photo.display,
      thumbnail: photo.thumbnail,
    });
    expect(await fileCount()).toBe(before + 2);
    await app.gql(remove('reportPhoto'), { id: photo.id }, { token: surveyor });
    expect(await fileCount()).toBe(before);
  });
});
