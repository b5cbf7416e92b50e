import { defaultCopyComponents } from '@vezel/domain/surveys/copy';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, count, eq } from 'drizzle-orm';
import {
  files,
  laboratories,
  labOrders,
  labOrderSamples,
  sampleAnalyses,
  sampleAnalysisResults,
  smartRiskCertificates,
  surveySamples,
  surveySpaces,
  surveyVscpEntries,
  variableItems,
} from '../../db/tables';
import {
  insertSurvey,
  itemsOfList,
  organisationOfUser,
  setSurveyStatus,
} from '../../testing/survey-fixtures';
import { countQueries } from '../../testing/query-count';
import { createTestApp, errorCode, type GraphqlResult, type TestApp } from '../../testing/test-app';
import { surveyLabFacts } from './facts';

const classification =
  'id source_id location risk_class risk_class_item { value } reference printout { id name } remarks';
const riskClassesQuery = `query ($id: ID!) { surveyRiskClasses(surveyId: $id) {
  source { id number risk_class }
  indicative { risk_class reason } classification { ${classification} } differs
  locations { location { id } indicative { risk_class reason } classification { id risk_class } differs }
} }`;
const completenessQuery = `query ($id: ID!) { onderzoek(id: $id) { labCompleteness { code target label } } }`;
const createClass = `mutation ($input: SmartRiskCertificateCreateInput, $connect: [ResourceConnection!]) {
  createSmartRiskCertificate(input: $input, connect: $connect) { ${classification} } }`;
const updateClass = `mutation ($id: ID!, $input: SmartRiskCertificateUpdateInput) {
  updateSmartRiskCertificate(id: $id, input: $input) { ${classification} } }`;
const deleteClass = 'mutation ($id: ID!) { deleteSmartRiskCertificate(id: $id) }';
const createSource = `mutation ($input: SurveySourceCreateInput, $connect: [ResourceConnection!]) {
  createSurveySource(input: $input, connect: $connect) { id number } }`;
const updateSource = `mutation ($id: ID!, $input: SurveySourceUpdateInput) {
  updateSurveySource(id: $id, input: $input) { id risk_class } }`;
const createLocation = `mutation ($input: SurveySourceLocationCreateInput, $connect: [ResourceConnection!]) {
  createSurveySourceLocation(input: $input, connect: $connect) { id } }`;
const createSample = `mutation ($input: SurveySampleCreateInput, $connect: [ResourceConnection!]) {
  createSurveySample(input: $input, connect: $connect) { id number } }`;

interface Classification {
  id: string;
  source_id: string;
  location: string | null;
  risk_class: string | null;
  risk_class_item: { value: string } | null;
  reference: string;
  printout: { id: string; name: string } | null;
  remarks: string;
}
interface SourceRiskClass {
  source: { id: string; number: string; risk_class: string | null };
  indicative: { risk_class: string | null; reason: string };
  classification: Classification | null;
  differs: boolean;
  locations: {
    location: { id: string };
    indicative: { risk_class: string | null; reason: string };
    classification: { id: string; risk_class: string | null } | null;
    differs: boolean;
  }[];
}
interface Entry {
  code: string;
  target: string;
  label: string;
}

let app: TestApp;
let surveyor: string;
let manager: string;
let other: string;
let organisationId: number;
let otherOrganisationId: number;
let items: Record<string, { id: number; value: string }[]>;

const messageKey = (result: GraphqlResult) => result.errors?.[0]?.extensions?.messageKey;
const idOf = (list: string, value: string) => {
  const found = items[list]?.find((item) => item.value === value);
  if (!found) throw new Error(`no ${list} item ${value}`);
  return String(found.id);
};

async function gqlOk<T>(query: string, variables: Record<string, unknown>, token = surveyor) {
  const result = await app.gql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** A source of Asbestcement at a space of the survey, with the given samples per location. */
async function recordSource(
  surveyId: number,
  locations: { assessment: Record<string, string>; samples: number }[],
  status: Record<string, string> = {},
) {
  const { createSurveySource: source } = await gqlOk<{
    createSurveySource: { id: string; number: string };
  }>(createSource, {
    input: { material_type: idOf('materiaal_types', 'Asbestcement'), ...status },
    connect: [{ type: 'survey', id: String(surveyId) }],
  });
  const [space] = await app.database.db
    .insert(surveySpaces)
    .values({ surveyId, name: 'Zolder' })
    .returning();
  const kinds = await app.database.db
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.list, 'monster_soorten'),
        eq(variableItems.parentItemId, Number(idOf('materiaal_types', 'Asbestcement'))),
      ),
    );
  const made = [];
  for (const location of locations) {
    const { createSurveySourceLocation } = await gqlOk<{
      createSurveySourceLocation: { id: string };
    }>(createLocation, {
      input: { space: String(space!.id), ...location.assessment },
      connect: [{ type: 'surveySource', id: source.id }],
    });
    const samples = [];
    for (let index = 0; index < location.samples; index++) {
      const { createSurveySample } = await gqlOk<{
        createSurveySample: { id: string; number: string };
      }>(createSample, {
        input: { sample_kind: String(kinds[0]!.id) },
        connect: [{ type: 'surveySourceLocation', id: createSurveySourceLocation.id }],
      });
      samples.push(createSurveySample);
    }
    made.push({ id: createSurveySourceLocation.id, samples });
  }
  return { ...source, locations: made };
}

/** The analysis material of Asbestcement with this asbestos type (set on its data here). */
async function materialOf(type: string) {
  const [material] = await app.database.db
    .select({ id: variableItems.id })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.list, 'analyse_materialen'),
        eq(variableItems.parentItemId, Number(idOf('materiaal_types', 'Asbestcement'))),
      ),
    )
    .orderBy(variableItems.id)
    .limit(1)
    .offset(type === 'chrysotile' ? 0 : 1);
  await app.database.db
    .update(variableItems)
    .set({ data: { asbestos_type: type } })
    .where(eq(variableItems.id, material!.id));
  return material!.id;
}

/** An analysis as the laboratory results module writes it (its tables are read directly). */
async function analyse(
  surveyId: number,
  sampleId: string,
  results: { type: string; percentage: string }[],
) {
  const [analysis] = await app.database.db
    .insert(sampleAnalyses)
    .values({
      surveyId,
      sampleId: Number(sampleId),
      asbestosDetected: results.some((result) => result.percentage !== '0'),
    })
    .returning();
  for (const result of results) {
    await app.database.db.insert(sampleAnalysisResults).values({
      analysisId: analysis!.id,
      analysisMaterialItemId: await materialOf(result.type),
      percentage: result.percentage,
    });
  }
}

async function printout(organisation = organisationId, mimeType = 'application/pdf') {
  const [file] = await app.database.db
    .insert(files)
    .values({
      organisationId: organisation,
      sha256: `${Date.now()}${Math.random()}`.replace('.', '').padStart(64, '0').slice(0, 64),
      size: 1234,
      mimeType,
      name: 'sma-rt.pdf',
    })
    .returning();
  return String(file!.id);
}

const riskClassesOf = async (surveyId: number, token = surveyor) =>
  (await gqlOk<{ surveyRiskClasses: SourceRiskClass[] }>(riskClassesQuery, { id: surveyId }, token))
    .surveyRiskClasses;
const completenessOf = async (surveyId: number) =>
  (
    await gqlOk<{ onderzoek: { labCompleteness: Entry[] } }>(completenessQuery, {
      id: String(surveyId),
    })
  ).onderzoek.labCompleteness;
const classify = (sourceId: string, input: Record<string, unknown>, token = surveyor) =>
  app.gql<{ createSmartRiskCertificate: Classification }>(
    createClass,
    { input, connect: [{ type: 'surveySource', id: sourceId }] },
    { token },
  );

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' });
  [surveyor, manager, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('manager@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  otherOrganisationId = await organisationOfUser(app, 'other@vezel.test');
  items = {};
  for (const list of [
    'materiaal_types',
    'smart_risicoklasses',
    'afschermingen',
    'bron_adviezen',
    'bindingen',
    'condities',
    'beschadigingen',
    'asbest_statussen',
  ]) {
    items[list] = await itemsOfList(app, organisationId, list);
  }
});

afterAll(async () => {
  await app.close();
});

describe('the indicative SMA-rt class', () => {
  it('follows the results and the assessment, per source and per location', async () => {
    const survey = await insertSurvey(app, organisationId);
    const unsampled = await recordSource(survey, [{ assessment: {}, samples: 0 }]);
    const enclosed = await recordSource(
      survey,
      [{ assessment: { shielding: idOf('afschermingen', 'Geheel omsloten') }, samples: 0 }],
      { advice: idOf('bron_adviezen', 'Verwijderen voor renovatie of sloop') },
    );
    const amphibole = await recordSource(survey, [{ assessment: {}, samples: 1 }]);
    await analyse(survey, amphibole.locations[0]!.samples[0]!.id, [
      { type: 'amosite', percentage: '5 - 10' },
    ]);
    const bonded = {
      binding: idOf('bindingen', 'Hechtgebonden'),
      condition: idOf('condities', 'Goed'),
      damage: idOf('beschadigingen', 'Onbeschadigd'),
    };
    const chrysotile = await recordSource(survey, [
      { assessment: bonded, samples: 1 },
      { assessment: { binding: idOf('bindingen', 'Niet-hechtgebonden') }, samples: 0 },
    ]);
    await analyse(survey, chrysotile.locations[0]!.samples[0]!.id, [
      { type: 'chrysotile', percentage: '10 - 15' },
    ]);
    const pending = await recordSource(survey, [{ assessment: {}, samples: 1 }]);

    const rows = await riskClassesOf(survey);
    expect(rows.map((row) => [row.source.number, row.indicative])).toEqual([
      [unsampled.number, { risk_class: '2A', reason: 'unsampled' }],
      [enclosed.number, { risk_class: '1', reason: 'enclosedRemoval' }],
      [amphibole.number, { risk_class: '2A', reason: 'amphibole' }],
      [chrysotile.number, { risk_class: '2', reason: 'asbestos' }],
      [pending.number, { risk_class: null, reason: 'awaitingResults' }],
    ]);
    // The bonded, intact location of the chrysotile source suggests class 1, the other 2.
    expect(rows[3]!.locations.map((location) => location.indicative.risk_class)).toEqual([
      '1',
      '2',
    ]);
  });
});

describe('SMA-rt classes', () => {
  it('keeps the source class and its risk_class one value, written on either screen', async () => {
    const survey = await insertSurvey(app, organisationId);
    const source = await recordSource(survey, [{ assessment: {}, samples: 1 }]);
    await analyse(survey, source.locations[0]!.samples[0]!.id, [
      { type: 'chrysotile', percentage: '10' },
    ]);
    const file = await printout();
    const created = await classify(source.id, {
      risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2A'),
      reference: 'SMA-2026-0042',
      printout: file,
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSmartRiskCertificate).toMatchObject({
      location: null,
      risk_class_item: { value: 'Risicoklasse 2A' },
      reference: 'SMA-2026-0042',
      printout: { id: file, name: 'sma-rt.pdf' },
    });
    let [row] = await riskClassesOf(survey);
    expect(row!.source.risk_class).toBe(idOf('smart_risicoklasses', 'Risicoklasse 2A'));
    // Entered 2A where the results suggest 2: the screen warns.
    expect(row!.differs).toBe(true);

    // Changed on the source's status tab: the classification follows, reference kept.
    await gqlOk(updateSource, {
      id: source.id,
      input: { risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2') },
    });
    [row] = await riskClassesOf(survey);
    expect(row!.classification).toMatchObject({
      risk_class_item: { value: 'Risicoklasse 2' },
      reference: 'SMA-2026-0042',
    });
    expect(row!.differs).toBe(false);

    // Deleting the classification empties the source's class too.
    await gqlOk(deleteClass, { id: created.data!.createSmartRiskCertificate.id });
    [row] = await riskClassesOf(survey);
    expect(row!.classification).toBeNull();
    expect(row!.source.risk_class).toBeNull();
  });

  it('classifies a location of the source once, and refuses bad input writing nothing', async () => {
    const survey = await insertSurvey(app, organisationId);
    const source = await recordSource(survey, [
      { assessment: {}, samples: 0 },
      { assessment: {}, samples: 0 },
    ]);
    const elsewhere = await recordSource(survey, [{ assessment: {}, samples: 0 }]);
    const classOne = idOf('smart_risicoklasses', 'Risicoklasse 1');
    const located = await classify(source.id, {
      location: source.locations[1]!.id,
      risk_class: classOne,
    });
    expect(located.errors).toBeUndefined();
    expect(located.data!.createSmartRiskCertificate.location).toBe(source.locations[1]!.id);
    const [row] = await riskClassesOf(survey);
    expect(row!.classification).toBeNull();
    expect(row!.locations[1]!.classification?.risk_class).toBe(classOne);
    // Unsampled (2A suggested) but entered as 1: the location warns.
    expect(row!.locations[1]!.differs).toBe(true);

    const before = await app.database.db.select({ n: count() }).from(smartRiskCertificates);
    const refusals = await Promise.all([
      classify(source.id, { location: source.locations[1]!.id, risk_class: classOne }),
      classify(source.id, { location: elsewhere.locations[0]!.id, risk_class: classOne }),
      classify(source.id, { risk_class: idOf('condities', 'Goed') }),
      classify(source.id, {
        risk_class: classOne,
        printout: await printout(organisationId, 'image/png'),
      }),
      classify(source.id, { risk_class: classOne, printout: await printout(otherOrganisationId) }),
      classify(source.id, { reference: 'zonder klasse' }),
    ]);
    expect(refusals.map(messageKey)).toEqual([
      'error.smartRiskClassTaken',
      'error.smartRiskLocation',
      'error.badInput',
      'error.fileTypeInvalid',
      'error.fileTypeInvalid',
      'validation.required',
    ]);
    const after = await app.database.db.select({ n: count() }).from(smartRiskCertificates);
    expect(after).toEqual(before);
  });

  it('refuses changes to a closed survey', async () => {
    const survey = await insertSurvey(app, organisationId);
    const source = await recordSource(survey, [{ assessment: {}, samples: 0 }]);
    const created = await classify(source.id, {
      risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2A'),
    });
    await setSurveyStatus(app, survey, 'completed');
    const id = created.data!.createSmartRiskCertificate.id;
    const results = await Promise.all([
      app.gql(updateClass, { id, input: { reference: 'x' } }, { token: surveyor }),
      app.gql(deleteClass, { id }, { token: manager }),
    ]);
    expect(results.map(messageKey)).toEqual(['error.surveyClosed', 'error.surveyClosed']);
  });

  it('goes along with a copied source: the class, not the reference and printout', async () => {
    const survey = await insertSurvey(app, organisationId);
    const source = await recordSource(survey, [{ assessment: {}, samples: 0 }]);
    await classify(source.id, {
      risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2A'),
      reference: 'SMA-ORIGINEEL',
      printout: await printout(),
    });
    const copied = await app.gql<{ copyOnderzoek: { survey_ids: string[] } }>(
      `mutation ($input: CopyOnderzoekInput!) { copyOnderzoek(input: $input) { survey_ids } }`,
      {
        input: {
          id: String(survey),
          components: JSON.stringify({ ...defaultCopyComponents, sources: true }),
          addresses: JSON.stringify([
            {
              onderzoeknr: `KOPIE-${survey}`,
              straatnaam: 'Kopieerlaan',
              huisnummer: survey,
              postcode: '3584 CS',
              plaats: 'Utrecht',
            },
          ]),
        },
      },
      { token: manager },
    );
    expect(copied.errors).toBeUndefined();
    const [row] = await riskClassesOf(Number(copied.data!.copyOnderzoek.survey_ids[0]));
    expect(row!.source.risk_class).toBe(idOf('smart_risicoklasses', 'Risicoklasse 2A'));
    expect(row!.classification).toMatchObject({
      risk_class_item: { value: 'Risicoklasse 2A' },
      reference: '',
      printout: null,
    });
  });

  it('shows another organisation nothing and lets it change nothing', async () => {
    const survey = await insertSurvey(app, organisationId);
    const source = await recordSource(survey, [{ assessment: {}, samples: 0 }]);
    const created = await classify(source.id, {
      risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2A'),
      reference: 'mine',
    });
    const id = created.data!.createSmartRiskCertificate.id;
    expect(await riskClassesOf(survey, other)).toEqual([]);
    const foreign = await app.gql<{ onderzoek: null }>(
      completenessQuery,
      { id: String(survey) },
      {
        token: other,
      },
    );
    expect(foreign.data?.onderzoek ?? null).toBeNull();
    const attempts = await Promise.all([
      classify(source.id, { risk_class: idOf('smart_risicoklasses', 'Risicoklasse 1') }, other),
      app.gql(updateClass, { id, input: { reference: 'theirs' } }, { token: other }),
      app.gql(deleteClass, { id }, { token: other }),
    ]);
    for (const attempt of attempts) expect(errorCode(attempt)).toMatch(/NOT_FOUND|BAD_USER_INPUT/);
    const [row] = await riskClassesOf(survey);
    expect(row!.classification?.reference).toBe('mine');
    const anonymous = await app.gql(riskClassesQuery, { id: survey });
    expect(errorCode(anonymous)).toBe('UNAUTHENTICATED');
  });
});

describe('the lab completeness list', () => {
  it('names sources without result, class or printout and samples at the lab, until none is left', async () => {
    const survey = await insertSurvey(app, organisationId);
    const sampled = await recordSource(survey, [{ assessment: {}, samples: 2 }]);
    const assumed = await recordSource(survey, [{ assessment: {}, samples: 0 }], {
      asbestos_status: idOf('asbest_statussen', 'Aangenomen asbesthoudend'),
    });
    const [m1, m2] = sampled.locations[0]!.samples;
    const [laboratory] = await app.database.db
      .insert(laboratories)
      .values({ organisationId, name: 'Testlab' })
      .returning();
    const [order] = await app.database.db
      .insert(labOrders)
      .values({ surveyId: survey, laboratoryId: laboratory!.id, number: 'L01', status: 'sent' })
      .returning();
    await app.database.db
      .insert(labOrderSamples)
      .values({ labOrderId: order!.id, sampleId: Number(m2!.id) });

    expect(await completenessOf(survey)).toEqual([
      { code: 'sourceWithoutResult', target: sampled.id, label: sampled.number },
      { code: 'sourceWithoutClass', target: assumed.id, label: assumed.number },
      { code: 'sampleAtLab', target: m2!.id, label: m2!.number },
    ]);

    await analyse(survey, m1!.id, [{ type: 'chrysotile', percentage: '10' }]);
    await analyse(survey, m2!.id, [{ type: 'chrysotile', percentage: '0' }]);
    await classify(assumed.id, { risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2A') });
    expect(await completenessOf(survey)).toEqual([
      { code: 'sourceWithoutClass', target: sampled.id, label: sampled.number },
      { code: 'sourceWithoutPrintout', target: assumed.id, label: assumed.number },
    ]);

    const [row] = (await riskClassesOf(survey)).filter((entry) => entry.source.id === assumed.id);
    await gqlOk(updateClass, {
      id: row!.classification!.id,
      input: { printout: await printout() },
    });
    await classify(sampled.id, {
      risk_class: idOf('smart_risicoklasses', 'Risicoklasse 2'),
      printout: await printout(),
    });
    expect(await completenessOf(survey)).toEqual([]);
  });

  it("lists a vessel's VSCP sample at the lab", async () => {
    const survey = await insertSurvey(app, organisationId, { assetType: 'vessel' });
    const [entry] = await app.database.db
      .insert(surveyVscpEntries)
      .values({ surveyId: survey, data: { hazardous_material: 'asbestos' } })
      .returning();
    const [sample] = await app.database.db
      .insert(surveySamples)
      .values({ surveyId: survey, vscpEntryId: entry!.id, number: 'M01' })
      .returning();
    const [laboratory] = await app.database.db
      .insert(laboratories)
      .values({ organisationId, name: 'Scheepslab' })
      .returning();
    const [order] = await app.database.db
      .insert(labOrders)
      .values({ surveyId: survey, laboratoryId: laboratory!.id, number: 'L01', status: 'received' })
      .returning();
    await app.database.db
      .insert(labOrderSamples)
      .values({ labOrderId: order!.id, sampleId: sample!.id });
    expect(await completenessOf(survey)).toEqual([
      { code: 'sampleAtLab', target: String(sample!.id), label: 'M01' },
    ]);
  });

  it('is read for many surveys in a fixed number of statements', async () => {
    const ids = [];
    for (let index = 0; index < 3; index++) {
      const survey = await insertSurvey(app, organisationId);
      await recordSource(survey, [{ assessment: {}, samples: index }]);
      ids.push(survey);
    }
    const counter = countQueries(app.database);
    try {
      const one = await surveyLabFacts(app.database.db, organisationId, ids.slice(0, 1));
      const oneCount = counter.count;
      counter.reset();
      const all = await surveyLabFacts(app.database.db, organisationId, ids);
      expect(counter.count).toBe(oneCount);
      expect(oneCount).toBeLessThanOrEqual(7);
      expect([...one.keys()]).toEqual(ids.slice(0, 1));
      expect([...all.keys()].sort()).toEqual([...ids].sort());
      // Another organisation's surveys are left out.
      expect((await surveyLabFacts(app.database.db, otherOrganisationId, ids)).size).toBe(0);
    } finally {
      counter.stop();
    }
  });
});
