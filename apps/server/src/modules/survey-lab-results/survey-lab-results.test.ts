import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq, isNull } from 'drizzle-orm';
import {
  files,
  labOrderSamples,
  labOrderStatusChanges,
  labOrders,
  laboratories,
  organisations,
  sampleAnalyses,
  surveySamples,
  surveySourceLocations,
  surveySources,
  surveyVscpEntries,
  variableItems,
} from '../../db/tables';
import { insertSurvey, organisationOfUser, setSurveyStatus } from '../../testing/survey-fixtures';
import { createTestApp, errorCode, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { recordLabResults } from './record';

const statusFields = 'value color priority';
const analysisFields = `id sample_id laboratory_id laboratory_name lab_order_number certificate_id
  analysis_method analysed_on asbestos_detected origin
  results { analysis_material_item { value } amount_item { value } percentage status { value } }`;
const sampleQuery = `query ($id: ID!) { surveySample(id: $id) { id number lab_status { ${statusFields} }
  analyses { ${analysisFields} } analysis_materials { id value asbestos_type amounts { id value } } } }`;
const statusesQuery = `query ($survey: ID!, $source: ID!) {
  surveySources(surveyId: $survey) { id number lab_status { ${statusFields} } }
  surveySourceLocations(sourceId: $source) { id lab_status { ${statusFields} } } }`;
const saveAnalysis = `mutation ($sample: ID!, $id: ID, $input: SampleAnalysisInput!) {
  saveSampleAnalysis(sampleId: $sample, id: $id, input: $input) { ${analysisFields} } }`;
const deleteAnalysis = 'mutation ($id: ID!) { deleteSampleAnalysis(id: $id) }';
const analysisQuery = 'query ($id: ID!) { sampleAnalysis(id: $id) { id } }';
const previewQuery = `query ($survey: ID!, $lab: ID!, $csv: String!) {
  labResultsCsvPreview(surveyId: $survey, laboratoryId: $lab, csv: $csv) {
    problem problem_count rows { row sample type percentage sample_id material amount problem problem_key } } }`;
const importCsv = `mutation ($survey: ID!, $lab: ID!, $csv: String!) {
  importLabResultsCsv(surveyId: $survey, laboratoryId: $lab, csv: $csv) { analysis_ids row_count } }`;
const certificateFields = 'id number issued_on file { id name } samples { number }';
const createCertificate = `mutation ($survey: ID!, $lab: ID!, $input: LabCertificateInput!) {
  createLabCertificate(surveyId: $survey, laboratoryId: $lab, input: $input) { ${certificateFields} } }`;
const updateCertificate = `mutation ($id: ID!, $input: LabCertificateInput!) {
  updateLabCertificate(id: $id, input: $input) { ${certificateFields} } }`;
const deleteCertificate = 'mutation ($id: ID!) { deleteLabCertificate(id: $id) }';
const certificatesQuery = `query ($survey: ID!, $lab: ID!) {
  labCertificates(surveyId: $survey, laboratoryId: $lab) { ${certificateFields} } }`;

interface Status {
  value: string;
  color: string | null;
  priority: number | null;
}
interface Analysis {
  id: string;
  laboratory_name: string;
  lab_order_number: string | null;
  certificate_id: string | null;
  asbestos_detected: boolean;
  origin: string;
  results: {
    analysis_material_item: { value: string };
    amount_item: { value: string };
    percentage: string;
    status: Status;
  }[];
}
interface Sample {
  id: string;
  number: string;
  lab_status: Status | null;
  analyses: Analysis[];
  analysis_materials: {
    id: string;
    value: string;
    asbestos_type: string;
    amounts: { id: string; value: string }[];
  }[];
}

let app: TestApp;
let surveyor: string;
let manager: string;
let other: string;
let organisationId: number;
let survey: number;
let laboratory: number;
let source: number;
let location: number;
let secondLocation: number;
const samples: Record<string, number> = {};
let materials: Record<string, string>;

const messageKey = (result: GraphqlResult) => result.errors?.[0]?.extensions?.messageKey;
const fieldsOf = (result: GraphqlResult) =>
  result.errors?.[0]?.extensions?.fields as Record<string, { key: string }> | undefined;

async function itemId(list: string, value: string, parentItemId?: number) {
  const [row] = await app.database.db
    .select({ id: variableItems.id })
    .from(variableItems)
    .innerJoin(organisations, eq(organisations.variableSetId, variableItems.variableSetId))
    .where(
      and(
        eq(organisations.id, organisationId),
        eq(variableItems.list, list),
        eq(variableItems.value, value),
        parentItemId === undefined ? undefined : eq(variableItems.parentItemId, parentItemId),
      ),
    );
  if (!row) throw new Error(`no ${list} ${value}`);
  return row.id;
}

const labName = async (id: number) =>
  (
    await app.database.db
      .select({ name: laboratories.name })
      .from(laboratories)
      .where(eq(laboratories.id, id))
  )[0]?.name;

const analysisCount = async () =>
  (await app.database.db.select({ n: count() }).from(sampleAnalyses))[0]!.n;

const readSample = async (name: string, token = surveyor) =>
  (await app.gql<{ surveySample: Sample | null }>(sampleQuery, { id: samples[name] }, { token }))
    .data?.surveySample ?? null;

beforeAll(async () => {
  app = await createTestApp();
  [surveyor, manager, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  survey = await insertSurvey(app, organisationId);
  const db = app.database.db;
  const [lab] = await db
    .select({ id: laboratories.id })
    .from(laboratories)
    .where(eq(laboratories.organisationId, organisationId));
  laboratory = lab!.id;
  const materialType = await itemId('materiaal_types', 'Asbestcement');
  const sampleKind = await itemId('monster_soorten', 'Materiaalmonster', materialType);
  const [sourceRow] = await db
    .insert(surveySources)
    .values({ surveyId: survey, number: 'B01', materialTypeItemId: materialType })
    .returning();
  source = sourceRow!.id;
  const locationRows = await db
    .insert(surveySourceLocations)
    .values([
      { surveyId: survey, sourceId: source, sortIndex: 0 },
      { surveyId: survey, sourceId: source, sortIndex: 1 },
    ])
    .returning();
  location = locationRows[0]!.id;
  secondLocation = locationRows[1]!.id;
  const sampleRows = await db
    .insert(surveySamples)
    .values([
      { surveyId: survey, locationId: location, sampleKindItemId: sampleKind, number: 'M01' },
      { surveyId: survey, locationId: location, sampleKindItemId: sampleKind, number: 'M02' },
      { surveyId: survey, locationId: secondLocation, sampleKindItemId: sampleKind, number: 'M03' },
    ])
    .returning();
  for (const row of sampleRows) samples[row.number] = row.id;
  const options = (await readSample('M01'))!.analysis_materials;
  materials = Object.fromEntries(options.map((option) => [option.asbestos_type, option.id]));
});

afterAll(async () => {
  await app?.close();
});

describe('analyses typed in', () => {
  it('offers the six asbestos types of the material type with their amounts', async () => {
    const sample = await readSample('M01');
    expect(sample!.analysis_materials.map((option) => option.asbestos_type)).toEqual([
      'chrysotile',
      'amosite',
      'crocidolite',
      'tremolite',
      'actinolite',
      'anthophyllite',
    ]);
    expect(sample!.analysis_materials[0]!.amounts.map((amount) => amount.value)).toContain(
      'Niet aangetoond',
    );
    expect(sample!.lab_status).toBeNull();
  });

  it('finds the amount from the percentage and shows the status on sample, location and source', async () => {
    const found = await app.gql<{ saveSampleAnalysis: Analysis }>(
      saveAnalysis,
      {
        sample: samples.M01,
        input: {
          laboratory: laboratory,
          analysed_on: '20-11-2026',
          results: [
            { analysis_material: materials.chrysotile, percentage: '3,5' },
            { analysis_material: materials.amosite, percentage: '0' },
          ],
        },
      },
      { token: surveyor },
    );
    expect(found.errors).toBeUndefined();
    const analysis = found.data!.saveSampleAnalysis;
    expect(analysis).toMatchObject({
      asbestos_detected: true,
      origin: 'typed',
      lab_order_number: null,
    });
    expect(
      analysis.results.map((result) => [result.amount_item.value, result.status.value]),
    ).toEqual([
      ['2 - 5 %', 'Asbesthoudend'],
      ['Niet aangetoond', 'Niet asbesthoudend'],
    ]);

    const clean = await app.gql(
      saveAnalysis,
      {
        sample: samples.M03,
        input: {
          laboratory: laboratory,
          results: [{ analysis_material: materials.chrysotile, percentage: '0' }],
        },
      },
      { token: surveyor },
    );
    expect(clean.errors).toBeUndefined();

    expect((await readSample('M01'))!.lab_status).toEqual({
      value: 'Asbesthoudend',
      color: '#D32F2F',
      priority: 1,
    });
    expect((await readSample('M03'))!.lab_status?.value).toBe('Niet asbesthoudend');
    expect((await readSample('M02'))!.lab_status).toBeNull();
    const statuses = await app.gql<{
      surveySources: { lab_status: Status }[];
      surveySourceLocations: { id: string; lab_status: Status | null }[];
    }>(statusesQuery, { survey, source }, { token: surveyor });
    expect(statuses.data!.surveySources[0]!.lab_status.value).toBe('Asbesthoudend');
    expect(
      statuses.data!.surveySourceLocations.map((row) => [Number(row.id), row.lab_status?.value]),
    ).toEqual([
      [location, 'Asbesthoudend'],
      [secondLocation, 'Niet asbesthoudend'],
    ]);
  });

  it('replaces an analysis when it is saved again, and deletes it', async () => {
    const before = (await readSample('M03'))!.analyses;
    expect(before).toHaveLength(1);
    const saved = await app.gql<{ saveSampleAnalysis: Analysis }>(
      saveAnalysis,
      {
        sample: samples.M03,
        id: before[0]!.id,
        input: {
          laboratory: laboratory,
          results: [{ analysis_material: materials.crocidolite, percentage: '< 2' }],
        },
      },
      { token: surveyor },
    );
    expect(saved.errors).toBeUndefined();
    const after = (await readSample('M03'))!;
    expect(after.analyses).toHaveLength(1);
    expect(after.analyses[0]!.results[0]!.amount_item.value).toBe('< 2 %');
    expect(after.lab_status?.value).toBe('Asbesthoudend');

    expect(
      (await app.gql(deleteAnalysis, { id: after.analyses[0]!.id }, { token: surveyor })).errors,
    ).toBeUndefined();
    expect((await readSample('M03'))!.lab_status).toBeNull();
  });

  it('refuses a bad percentage, a type of another material and an amount no range covers', async () => {
    const before = await analysisCount();
    const save = (results: Record<string, unknown>[]) =>
      app.gql(
        saveAnalysis,
        { sample: samples.M02, input: { laboratory: laboratory, results } },
        { token: surveyor },
      );
    const bad = await save([{ analysis_material: materials.chrysotile, percentage: '120' }]);
    expect(messageKey(bad)).toBe('labResults.percentageInvalid');
    expect(bad.errors![0]!.message).toContain('M02');
    const twice = await save([
      { analysis_material: materials.chrysotile, percentage: '1' },
      { analysis_material: materials.chrysotile, percentage: '2' },
    ]);
    expect(messageKey(twice)).toBe('labResults.materialTwice');
    const kitType = await itemId(
      'analyse_materialen',
      'Chrysotiel',
      await itemId('materiaal_types', 'Kit'),
    );
    const foreign = await save([{ analysis_material: String(kitType), percentage: '1' }]);
    expect(messageKey(foreign)).toBe('labResults.materialUnknown');
    const badDate = await app.gql(
      saveAnalysis,
      {
        sample: samples.M02,
        input: {
          laboratory: laboratory,
          analysed_on: '31-02-2026',
          results: [{ analysis_material: materials.chrysotile, percentage: '1' }],
        },
      },
      { token: surveyor },
    );
    expect(errorCode(badDate)).toBe('BAD_USER_INPUT');
    expect(await analysisCount()).toBe(before);
  });

  it('names the amount to fill in when an amount has no range (typed and CSV)', async () => {
    // As a variable set seeded before the ranges existed, for one amount of crocidolite.
    const db = app.database.db;
    const trace = await itemId(
      'analyse_resultaat_hoeveelheden',
      '< 2 %',
      Number(materials.crocidolite),
    );
    const [row] = await db.select().from(variableItems).where(eq(variableItems.id, trace));
    const { min_percentage: _min, max_percentage: _max, ...bare } = row!.data;
    await db.update(variableItems).set({ data: bare }).where(eq(variableItems.id, trace));
    try {
      const before = await analysisCount();
      const typed = await app.gql(
        saveAnalysis,
        {
          sample: samples.M02,
          input: {
            laboratory,
            results: [{ analysis_material: materials.crocidolite, percentage: '1' }],
          },
        },
        { token: surveyor },
      );
      expect(messageKey(typed)).toBe('labResults.amountRangeMissing');
      expect(typed.errors![0]!.message).toBe(
        "Monster M02: bij Crocidoliet ontbreekt het percentagebereik van hoeveelheid '< 2 %'; vul het in bij de variabelen",
      );
      const preview = await app.gql<{
        labResultsCsvPreview: { rows: { problem: string | null; problem_key: string | null }[] };
      }>(
        previewQuery,
        { survey, lab: laboratory, csv: 'Monster;Asbestsoort;Percentage\nM02;Crocidoliet;1' },
        { token: surveyor },
      );
      expect(preview.data!.labResultsCsvPreview.rows).toMatchObject([
        {
          problem_key: 'labResults.csvRowAmountRangeMissing',
          problem:
            "Regel 2: bij Crocidoliet ontbreekt het percentagebereik van hoeveelheid '< 2 %'; vul het in bij de variabelen",
        },
      ]);
      expect(await analysisCount()).toBe(before);
    } finally {
      await db.update(variableItems).set({ data: row!.data }).where(eq(variableItems.id, trace));
    }
  });
});

describe('CSV import', () => {
  const header = 'Monster;Asbestsoort;Percentage';

  it('previews per row what it will write and every problem with its row number', async () => {
    const csv = [
      header,
      'M01;Chrysotiel;2 - 5',
      'M09;Chrysotiel;1',
      'M01;chrysotile;3',
      'M02;Amosiet;veel',
      'M02;Asbest-X;1',
      'M02;Crocidoliet;101',
    ].join('\n');
    const before = await analysisCount();
    const preview = await app.gql<{
      labResultsCsvPreview: {
        problem: string | null;
        problem_count: number;
        rows: {
          row: number;
          sample: string;
          amount: string | null;
          problem: string | null;
          problem_key: string | null;
        }[];
      };
    }>(previewQuery, { survey, lab: laboratory, csv }, { token: surveyor });
    expect(preview.errors).toBeUndefined();
    const result = preview.data!.labResultsCsvPreview;
    expect(result.problem_count).toBe(5);
    expect(result.rows.map((row) => [row.row, row.amount, row.problem_key])).toEqual([
      [2, '2 - 5 %', null],
      [3, null, 'labResults.csvRowSampleUnknown'],
      [4, null, 'labResults.csvRowDuplicate'],
      [5, null, 'labResults.csvRowPercentage'],
      [6, null, 'labResults.csvRowTypeUnknown'],
      [7, null, 'labResults.csvRowPercentage'],
    ]);
    expect(result.rows[1]!.problem).toBe('Regel 3: monster M09 bestaat niet in dit onderzoek');
    expect(result.rows[2]!.problem).toContain('regel 2');

    const refused = await app.gql(importCsv, { survey, lab: laboratory, csv }, { token: surveyor });
    expect(messageKey(refused)).toBe('labResults.csvRowsInvalid');
    expect(Object.keys(fieldsOf(refused)!)).toEqual(['row.3', 'row.4', 'row.5', 'row.6', 'row.7']);
    expect(await analysisCount()).toBe(before);
  });

  it('refuses a file that is too large, in the preview and the import alike', async () => {
    const csv = `${header}\n${'M01;Chrysotiel;1\n'.repeat(60_000)}`;
    for (const query of [previewQuery, importCsv]) {
      const refused = await app.gql(query, { survey, lab: laboratory, csv }, { token: surveyor });
      expect(messageKey(refused)).toBe('error.fileTooLarge');
    }
  });

  it('says which columns are missing', async () => {
    const preview = await app.gql<{ labResultsCsvPreview: { problem: string } }>(
      previewQuery,
      { survey, lab: laboratory, csv: 'Sample;Type;Percentage\nM01;Chrysotiel;1' },
      { token: surveyor, locale: 'en' },
    );
    expect(preview.data!.labResultsCsvPreview.problem).toBe(
      'Columns missing from the file: Monster, Asbestsoort',
    );
  });

  it("reads the file with the laboratory's own profile", async () => {
    const update = `mutation ($id: ID!, $input: LaboratoryUpdateInput) {
      updateLaboratory(id: $id, input: $input) { id csv_delimiter csv_sample_column } }`;
    const profile = {
      csv_delimiter: 'tab',
      csv_sample_column: 'Sample',
      csv_material_column: 'Fibre',
      csv_percentage_column: 'Pct',
    };
    expect(
      errorCode(await app.gql(update, { id: laboratory, input: profile }, { token: surveyor })),
    ).toBe('FORBIDDEN');
    const updated = await app.gql(update, { id: laboratory, input: profile }, { token: manager });
    expect(updated.errors).toBeUndefined();
    const preview = await app.gql<{ labResultsCsvPreview: { rows: { amount: string }[] } }>(
      previewQuery,
      { survey, lab: laboratory, csv: 'Pct\tFibre\tSample\n12\tamosite\tM01' },
      { token: surveyor },
    );
    expect(preview.data!.labResultsCsvPreview.rows.map((row) => row.amount)).toEqual(['5 - 15 %']);
    await app.gql(
      update,
      {
        id: laboratory,
        input: {
          csv_delimiter: ';',
          csv_sample_column: 'Monster',
          csv_material_column: 'Asbestsoort',
          csv_percentage_column: 'Percentage',
        },
      },
      { token: manager },
    );
  });

  it('writes all rows in one go, and importing the same file again changes nothing', async () => {
    const csv = `${header}\nM02;Chrysotiel;0\nM02;Amosiet;< 2\nM03;Chrysotiel;0\n`;
    const first = await app.gql<{
      importLabResultsCsv: { analysis_ids: string[]; row_count: number };
    }>(importCsv, { survey, lab: laboratory, csv }, { token: surveyor });
    expect(first.errors).toBeUndefined();
    expect(first.data!.importLabResultsCsv).toMatchObject({ row_count: 3 });
    expect(first.data!.importLabResultsCsv.analysis_ids).toHaveLength(2);
    const count = await analysisCount();
    await app.gql(importCsv, { survey, lab: laboratory, csv }, { token: surveyor });
    expect(await analysisCount()).toBe(count);
    const sample = (await readSample('M02'))!;
    expect(sample.lab_status?.value).toBe('Asbesthoudend');
    expect(sample.analyses[0]).toMatchObject({ origin: 'csv', asbestos_detected: true });
    expect((await readSample('M03'))!.lab_status?.value).toBe('Niet asbesthoudend');
  });
});

describe('recordLabResults (the API poller writes through it)', () => {
  it('puts analyses on the order and moves it to partly analysed, then analysed', async () => {
    const db = app.database.db;
    const [order] = await db
      .insert(labOrders)
      .values({ surveyId: survey, laboratoryId: laboratory, number: 'T-L01', status: 'sent' })
      .returning();
    await db.insert(labOrderSamples).values([
      { labOrderId: order!.id, sampleId: samples.M01! },
      { labOrderId: order!.id, sampleId: samples.M02! },
    ]);
    const write = (sample: string, percentage: string) =>
      db.transaction((tx) =>
        recordLabResults(tx, {
          organisationId,
          surveyId: survey,
          laboratoryId: laboratory,
          labOrderId: order!.id,
          origin: 'api',
          profileId: null,
          certificate: { number: 'C-2026-1', issuedOn: '2026-11-21', fileId: null },
          samples: [
            {
              sampleId: samples[sample]!,
              analysisMethodItemId: null,
              analysedOn: '2026-11-21',
              results: [
                {
                  analysisMaterialItemId: Number(materials.chrysotile),
                  amountItemId: null,
                  percentage,
                },
              ],
            },
          ],
        }),
      );
    await write('M01', '12');
    const statusOf = async () =>
      (await db.select().from(labOrders).where(eq(labOrders.id, order!.id)))[0]!.status;
    expect(await statusOf()).toBe('partly_analysed');
    await write('M02', '0');
    await write('M02', '0');
    expect(await statusOf()).toBe('analysed');
    const history = await db
      .select()
      .from(labOrderStatusChanges)
      .where(eq(labOrderStatusChanges.labOrderId, order!.id));
    expect(history.map((row) => [row.fromStatus, row.toStatus, row.profileId])).toEqual([
      ['sent', 'partly_analysed', null],
      ['partly_analysed', 'analysed', null],
    ]);
    const m01 = (await readSample('M01'))!;
    const api = m01.analyses.find((analysis) => analysis.origin === 'api')!;
    expect(api).toMatchObject({ lab_order_number: 'T-L01' });
    expect(api.results[0]!.amount_item.value).toBe('5 - 15 %');
    expect(api.certificate_id).not.toBeNull();
    // The typed analysis without an order stays beside the order's.
    expect(m01.analyses).toHaveLength(2);

    const notOnOrder = db.transaction((tx) =>
      recordLabResults(tx, {
        organisationId,
        surveyId: survey,
        laboratoryId: laboratory,
        labOrderId: order!.id,
        origin: 'api',
        profileId: null,
        samples: [
          { sampleId: samples.M03!, analysisMethodItemId: null, analysedOn: null, results: [] },
        ],
      }),
    );
    await expect(notOnOrder).rejects.toMatchObject({
      extensions: { messageKey: 'labResults.sampleNotOnOrder' },
    });

    const longNumber = db.transaction((tx) =>
      recordLabResults(tx, {
        organisationId,
        surveyId: survey,
        laboratoryId: laboratory,
        labOrderId: order!.id,
        origin: 'api',
        profileId: null,
        certificate: { number: 'C'.repeat(101), issuedOn: null, fileId: null },
        samples: [],
      }),
    );
    await expect(longNumber).rejects.toMatchObject({
      extensions: {
        messageKey: 'validation.maxLength',
        fields: { 'certificate.number': { key: 'validation.maxLength', values: { max: 100 } } },
      },
    });
  });

  it("moves the order back when its samples' analyses are deleted", async () => {
    const db = app.database.db;
    const [order] = await db.select().from(labOrders).where(eq(labOrders.number, 'T-L01'));
    const statusOf = async () =>
      (await db.select().from(labOrders).where(eq(labOrders.id, order!.id)))[0]!.status;
    const orderAnalysis = async (sample: string) =>
      (
        await db
          .select({ id: sampleAnalyses.id })
          .from(sampleAnalyses)
          .where(
            and(
              eq(sampleAnalyses.sampleId, samples[sample]!),
              eq(sampleAnalyses.labOrderId, order!.id),
            ),
          )
      )[0]!.id;
    expect(await statusOf()).toBe('analysed');
    const remove = async (sample: string) =>
      expect(
        (await app.gql(deleteAnalysis, { id: await orderAnalysis(sample) }, { token: surveyor }))
          .errors,
      ).toBeUndefined();
    await remove('M01');
    expect(await statusOf()).toBe('partly_analysed');
    await remove('M02');
    expect(await statusOf()).toBe('received');
    const history = await db
      .select()
      .from(labOrderStatusChanges)
      .where(eq(labOrderStatusChanges.labOrderId, order!.id))
      .orderBy(labOrderStatusChanges.id);
    expect(history.slice(-2).map((row) => [row.fromStatus, row.toStatus])).toEqual([
      ['analysed', 'partly_analysed'],
      ['partly_analysed', 'received'],
    ]);
    expect(history.at(-1)!.profileId).not.toBeNull();

    // The results come in again, as the tests after this one expect them.
    for (const [sample, percentage] of [
      ['M01', '12'],
      ['M02', '0'],
    ] as const) {
      await db.transaction((tx) =>
        recordLabResults(tx, {
          organisationId,
          surveyId: survey,
          laboratoryId: laboratory,
          labOrderId: order!.id,
          origin: 'api',
          profileId: null,
          certificate: { number: 'C-2026-1', issuedOn: '2026-11-21', fileId: null },
          samples: [
            {
              sampleId: samples[sample]!,
              analysisMethodItemId: null,
              analysedOn: '2026-11-21',
              results: [
                {
                  analysisMaterialItemId: Number(materials.chrysotile),
                  amountItemId: null,
                  percentage,
                },
              ],
            },
          ],
        }),
      );
    }
    expect(await statusOf()).toBe('analysed');
  });
});

describe("a sample on another laboratory's order", () => {
  const preview = `query ($survey: ID!, $lab: ID!, $csv: String!) {
    labResultsCsvPreview(surveyId: $survey, laboratoryId: $lab, csv: $csv) {
      problem_count rows { row problem problem_detail problem_key notice } } }`;
  interface PreviewRows {
    labResultsCsvPreview: {
      problem_count: number;
      rows: {
        row: number;
        problem: string | null;
        problem_detail: string | null;
        problem_key: string | null;
        notice: string | null;
      }[];
    };
  }
  let south: number;

  beforeAll(async () => {
    const [row] = await app.database.db
      .insert(laboratories)
      .values({ organisationId, name: 'Vezellab Zuid B.V.' })
      .returning();
    south = row!.id;
  });

  it('tells which order a sample is at the laboratory on', async () => {
    const read = await app.gql<{
      surveySamples: { number: string; at_lab_order: { number: string; status: string } | null }[];
    }>(
      'query ($survey: ID!) { surveySamples(surveyId: $survey) { number at_lab_order { number status } } }',
      { survey },
      { token: surveyor },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data!.surveySamples.map((sample) => [sample.number, sample.at_lab_order])).toEqual([
      ['M01', { number: 'T-L01', status: 'analysed' }],
      ['M02', { number: 'T-L01', status: 'analysed' }],
      ['M03', null],
    ]);
  });

  it('refuses its CSV rows and typed results from another laboratory, naming order and laboratory', async () => {
    const before = await analysisCount();
    const csv = 'Monster;Asbestsoort;Percentage\nM01;Chrysotiel;3\nM03;Chrysotiel;0';
    const checked = await app.gql<PreviewRows>(
      preview,
      { survey, lab: south, csv },
      { token: surveyor },
    );
    expect(checked.errors).toBeUndefined();
    const result = checked.data!.labResultsCsvPreview;
    expect(result.problem_count).toBe(1);
    // The order's laboratory is named, not the one chosen.
    const name = await labName(laboratory);
    expect(result.rows[0]).toMatchObject({
      problem_key: 'labResults.csvRowOtherLaboratory',
      problem: `Regel 2: monster M01 staat op opdracht T-L01 bij ${name}`,
      problem_detail: `Monster M01 staat op opdracht T-L01 bij ${name}`,
    });
    expect(result.rows[1]).toMatchObject({ problem: null, notice: null });
    const refused = await app.gql(importCsv, { survey, lab: south, csv }, { token: surveyor });
    expect(messageKey(refused)).toBe('labResults.csvRowsInvalid');
    expect(Object.keys(fieldsOf(refused)!)).toEqual(['row.2']);

    const typed = await app.gql(
      saveAnalysis,
      {
        sample: samples.M01,
        input: {
          laboratory: south,
          results: [{ analysis_material: materials.chrysotile, percentage: '0' }],
        },
      },
      { token: surveyor },
    );
    expect(messageKey(typed)).toBe('labResults.sampleOtherLaboratory');
    expect(fieldsOf(typed)).toMatchObject({
      laboratory: { key: 'labResults.sampleOtherLaboratory' },
    });
    expect(await analysisCount()).toBe(before);
  });

  it("says when an import replaces an analysis of the sample's own laboratory", async () => {
    const checked = await app.gql<PreviewRows>(
      preview,
      {
        survey,
        lab: laboratory,
        csv: 'Monster;Asbestsoort;Percentage\nM01;Chrysotiel;3\nM01;Amosiet;0\nM03;Chrysotiel;0',
      },
      { token: surveyor, locale: 'en' },
    );
    expect(checked.errors).toBeUndefined();
    const rows = checked.data!.labResultsCsvPreview.rows;
    expect(rows.map((row) => [row.problem_key, row.notice])).toEqual([
      [null, 'Sample M01 already has an analysis from this laboratory; the import replaces it'],
      [null, null],
      // M03's typed analysis without an order is replaced as well.
      [null, 'Sample M03 already has an analysis from this laboratory; the import replaces it'],
    ]);
  });
});

describe('lab certificates', () => {
  let pdf: number;
  let certificate: string;

  beforeAll(async () => {
    const [file] = await app.database.db
      .insert(files)
      .values({
        organisationId,
        sha256: 'a'.repeat(64),
        size: 10,
        mimeType: 'application/pdf',
        name: 'certificaat.pdf',
      })
      .returning();
    pdf = file!.id;
  });

  it('stores number, date and PDF and links the samples it covers', async () => {
    const created = await app.gql<{
      createLabCertificate: { id: string; samples: { number: string }[]; file: { name: string } };
    }>(
      createCertificate,
      {
        survey,
        lab: laboratory,
        input: {
          number: 'AML-2026-77',
          issued_on: '22-11-2026',
          file: String(pdf),
          samples: [samples.M02, samples.M03],
        },
      },
      { token: surveyor },
    );
    expect(created.errors).toBeUndefined();
    certificate = created.data!.createLabCertificate.id;
    expect(created.data!.createLabCertificate.samples.map((row) => row.number)).toEqual([
      'M02',
      'M03',
    ]);
    expect(created.data!.createLabCertificate.file.name).toBe('certificaat.pdf');
    const m03 = (await readSample('M03'))!;
    expect(m03.analyses[0]!.certificate_id).toBe(certificate);

    const updated = await app.gql<{ updateLabCertificate: { samples: { number: string }[] } }>(
      updateCertificate,
      { id: certificate, input: { number: 'AML-2026-77', samples: [samples.M03] } },
      { token: surveyor },
    );
    expect(updated.data!.updateLabCertificate.samples.map((row) => row.number)).toEqual(['M03']);
    const listed = await app.gql<{ labCertificates: { number: string }[] }>(
      certificatesQuery,
      { survey, lab: laboratory },
      { token: surveyor },
    );
    expect(listed.data!.labCertificates.map((row) => row.number)).toContain('AML-2026-77');
  });

  it('refuses a duplicate number, a sample the laboratory did not analyse and a file that is no PDF', async () => {
    const add = (input: Record<string, unknown>) =>
      app.gql(createCertificate, { survey, lab: laboratory, input }, { token: surveyor });
    expect(messageKey(await add({ number: 'AML-2026-77', samples: [] }))).toBe(
      'error.duplicateValue',
    );
    const [unanalysed] = await app.database.db
      .insert(surveySamples)
      .values({ surveyId: survey, locationId: location, number: 'M04' })
      .returning();
    expect(messageKey(await add({ number: 'N-1', samples: [unanalysed!.id] }))).toBe(
      'labResults.certificateSamples',
    );
    const [image] = await app.database.db
      .insert(files)
      .values({
        organisationId,
        sha256: 'b'.repeat(64),
        size: 10,
        mimeType: 'image/png',
        name: 'x.png',
      })
      .returning();
    expect(messageKey(await add({ number: 'N-2', file: String(image!.id), samples: [] }))).toBe(
      'error.fileTypeInvalid',
    );
  });
});

describe('vessel samples', () => {
  const addSample = `mutation ($entry: ID!) { addVscpSample(entryId: $entry, description: "Pakking") { id number vscp_entry_id } }`;
  const saveVessel = `mutation ($sample: ID!, $id: ID, $input: VesselAnalysisInput!) {
    saveVesselAnalysis(sampleId: $sample, id: $id, input: $input) { id
      results { hazardous_material concentration unit above_threshold } } }`;
  const entryQuery = `query ($id: ID!) { surveyVscpEntry(id: $id) { finding samples { number } } }`;
  let sampled: number;
  let visual: number;

  beforeAll(async () => {
    const vessel = await insertSurvey(app, organisationId, { assetType: 'vessel' });
    const entries = await app.database.db
      .insert(surveyVscpEntries)
      .values([
        { surveyId: vessel, data: { check_method: 'sampling', hazardous_material: 'asbestos' } },
        {
          surveyId: vessel,
          data: { check_method: 'visual', hazardous_material: 'pcb' },
          sortIndex: 1,
        },
      ])
      .returning();
    sampled = entries[0]!.id;
    visual = entries[1]!.id;
  });

  it('takes samples for an entry checked by sampling only', async () => {
    const refused = await app.gql(addSample, { entry: visual }, { token: surveyor });
    expect(messageKey(refused)).toBe('labResults.entryNotSampled');
    const added = await app.gql<{ addVscpSample: { number: string; vscp_entry_id: string } }>(
      addSample,
      { entry: sampled },
      { token: surveyor },
    );
    expect(added.errors).toBeUndefined();
    expect(added.data!.addVscpSample).toMatchObject({
      number: 'V01',
      vscp_entry_id: String(sampled),
    });
    expect(errorCode(await app.gql(addSample, { entry: sampled }, { token: other }))).toBe(
      'NOT_FOUND',
    );
  });

  it('marks the entry contained above the threshold and not contained below it', async () => {
    const entry = async () =>
      (
        await app.gql<{ surveyVscpEntry: { finding: string; samples: { number: string }[] } }>(
          entryQuery,
          { id: sampled },
          { token: surveyor },
        )
      ).data!.surveyVscpEntry;
    const [sample] = await app.database.db
      .select({ id: surveySamples.id })
      .from(surveySamples)
      .where(eq(surveySamples.vscpEntryId, sampled));
    const save = (concentration: string, unit: string, id?: string) =>
      app.gql<{ saveVesselAnalysis: { id: string; results: { above_threshold: boolean }[] } }>(
        saveVessel,
        {
          sample: sample!.id,
          id,
          input: {
            laboratory,
            results: [{ hazardous_material: 'asbestos', concentration, unit }],
          },
        },
        { token: surveyor },
      );
    const below = await save('0,05', '%');
    expect(below.errors).toBeUndefined();
    expect(below.data!.saveVesselAnalysis.results[0]!.above_threshold).toBe(false);
    expect(await entry()).toEqual({ finding: 'not_contained', samples: [{ number: 'V01' }] });

    const above = await save('1500', 'mg/kg', below.data!.saveVesselAnalysis.id);
    expect(above.data!.saveVesselAnalysis.results[0]!.above_threshold).toBe(true);
    expect((await entry()).finding).toBe('contained');

    expect(messageKey(await save('-1', '%'))).toBe('labResults.concentrationInvalid');
    const unknown = await app.gql(
      saveVessel,
      {
        sample: sample!.id,
        input: {
          laboratory,
          results: [{ hazardous_material: 'gold', concentration: '1', unit: '%' }],
        },
      },
      { token: surveyor },
    );
    expect(messageKey(unknown)).toBe('labResults.hazardousMaterialUnknown');
    const foreign = await app.gql(
      saveVessel,
      { sample: sample!.id, input: { laboratory, results: [] } },
      { token: other },
    );
    expect(errorCode(foreign)).toBe('NOT_FOUND');
    expect((await entry()).finding).toBe('contained');

    // Its only analysis deleted, the entry has no result any more: unknown again.
    const analyses = await app.database.db
      .select({ id: sampleAnalyses.id })
      .from(sampleAnalyses)
      .where(eq(sampleAnalyses.sampleId, sample!.id));
    expect(analyses).toHaveLength(1);
    const deleted = await app.gql(deleteAnalysis, { id: analyses[0]!.id }, { token: surveyor });
    expect(deleted.errors).toBeUndefined();
    expect((await entry()).finding).toBe('unknown');
  });
});

describe('another organisation and a closed survey', () => {
  it('shows another organisation nothing and lets it change nothing', async () => {
    const mine = (await readSample('M01'))!;
    expect(await readSample('M01', other)).toBeNull();
    const analysis = await app.gql<{ sampleAnalysis: unknown }>(
      analysisQuery,
      { id: mine.analyses[0]!.id },
      { token: other },
    );
    expect(analysis.data!.sampleAnalysis).toBeNull();
    const certificates = await app.gql<{ labCertificates: unknown[] }>(
      certificatesQuery,
      { survey, lab: laboratory },
      { token: other },
    );
    expect(certificates.data!.labCertificates).toEqual([]);
    const before = await analysisCount();
    const attempts = [
      app.gql(
        previewQuery,
        { survey, lab: laboratory, csv: 'Monster;Asbestsoort;Percentage\nM01;Chrysotiel;1' },
        { token: other },
      ),
      app.gql(
        importCsv,
        { survey, lab: laboratory, csv: 'Monster;Asbestsoort;Percentage\nM01;Chrysotiel;1' },
        { token: other },
      ),
      app.gql(
        saveAnalysis,
        {
          sample: samples.M01,
          input: {
            laboratory,
            results: [{ analysis_material: materials.chrysotile, percentage: '1' }],
          },
        },
        { token: other },
      ),
      app.gql(deleteAnalysis, { id: mine.analyses[0]!.id }, { token: other }),
      app.gql(
        createCertificate,
        { survey, lab: laboratory, input: { number: 'X', samples: [] } },
        { token: other },
      ),
    ];
    for (const result of await Promise.all(attempts)) expect(errorCode(result)).toBe('NOT_FOUND');
    const [certificate] = (
      await app.gql<{ labCertificates: { id: string }[] }>(
        certificatesQuery,
        { survey, lab: laboratory },
        { token: manager },
      )
    ).data!.labCertificates;
    expect(
      errorCode(
        await app.gql(
          updateCertificate,
          { id: certificate!.id, input: { number: 'X', samples: [] } },
          { token: other },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await app.gql(deleteCertificate, { id: certificate!.id }, { token: other })),
    ).toBe('NOT_FOUND');
    expect(await analysisCount()).toBe(before);
  });

  it('refuses results for a completed survey', async () => {
    await setSurveyStatus(app, survey, 'completed');
    const before = await analysisCount();
    const result = await app.gql(
      importCsv,
      { survey, lab: laboratory, csv: 'Monster;Asbestsoort;Percentage\nM01;Chrysotiel;1' },
      { token: surveyor },
    );
    expect(messageKey(result)).toBe('error.surveyClosed');
    const [certificate] = (
      await app.gql<{ labCertificates: { id: string }[] }>(
        certificatesQuery,
        { survey, lab: laboratory },
        { token: surveyor },
      )
    ).data!.labCertificates;
    expect(
      messageKey(await app.gql(deleteCertificate, { id: certificate!.id }, { token: surveyor })),
    ).toBe('error.surveyClosed');
    expect(await analysisCount()).toBe(before);
    const withoutOrder = await app.database.db
      .select({ n: count() })
      .from(sampleAnalyses)
      .where(isNull(sampleAnalyses.labOrderId));
    expect(withoutOrder[0]!.n).toBeGreaterThan(0);
    await setSurveyStatus(app, survey, 'active');
  });
});
