import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assets,
  dossierCheckTemplates,
  surveyFloors,
  surveys,
  surveySources,
  surveySpaces,
  userProfiles,
  users,
} from '../../db/tables';
import { completionGaps } from './completion';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const surveyFields = `id nummer number asset_typename asset_type status project_number
  planned_start planned_end client survey_type survey_type_item { value } branch branch_name
  surveyors surveyor_people { id full_name } editable out_of_scope
  inventarisatie_asset { id asset { id title } } onderzoek_klant { id naam }
  status_changes { from to reason by { full_name } }
  transitions { action to reason_required }
  survey_info { id description purpose purpose_item { value } out_of_scope }
  asbestos_research { inventory_type destructive_research risk_assessment }
  execution { executed_on started_at ended_at weather }`;
const one = `query ($id: ID!) { onderzoek(id: $id) { ${surveyFields} } }`;
const plan = `mutation ($type: String!, $input: SurveyCreateInput!, $asset: ID,
  $property: PlanSurveyPropertyInput, $vessel: PlanSurveyVesselInput) {
  planSurvey(assetType: $type, input: $input, assetId: $asset, property: $property, vessel: $vessel) {
    ${surveyFields} } }`;
const change = `mutation ($id: ID!, $to: SurveyStatus!, $reason: String) {
  changeSurveyStatus(id: $id, to: $to, reason: $reason) { id status
    status_changes { from to reason by { full_name } } transitions { action } } }`;
const list = `query ($type: String!, $status: SurveyStatus!, $search: String, $sort: String,
  $direction: SortDirection, $page: Int) {
  surveys(assetType: $type, status: $status, search: $search, sort: $sort, direction: $direction, page: $page) {
    total matched page offset items { id number status asset_title client_name survey_type_value planned_start } } }`;
const searchScreen = `query ($type: String!, $query: String, $sort: SurveySearchSort,
  $direction: SortDirection, $page: Int) {
  surveySearch(assetType: $type, query: $query, sort: $sort, direction: $direction, page: $page) {
    total more page page_size processing_ms hits { id assetType number address startDate status } } }`;
const updateSurvey = `mutation ($id: ID!, $input: SurveyUpdateInput) {
  updateSurvey(id: $id, input: $input) { id number surveyors } }`;
const deleteSurvey = 'mutation ($id: ID!) { deleteSurvey(id: $id) }';
const updateInfo = `mutation ($id: ID!, $input: SurveyInfoUpdateInput) {
  updateSurveyInfo(id: $id, input: $input) { id description purpose purpose_item { value } out_of_scope } }`;
const updateExecution = `mutation ($id: ID!, $input: SurveyExecutionUpdateInput) {
  updateSurveyExecution(id: $id, input: $input) { id executed_on started_at ended_at } }`;
const updateResearch = `mutation ($id: ID!, $input: SurveyAsbestosResearchUpdateInput) {
  updateSurveyAsbestosResearch(id: $id, input: $input) { id inventory_type destructive_research } }`;
const assetList = `query ($type: String!) { assets(assetType: $type) { id title imo
  owner_client { id } } }`;
const deleteProperty = 'mutation ($id: ID!) { deleteProperty(id: $id) }';
const gapsQuery = `query ($id: ID!) { onderzoek(id: $id) { completionGaps { code target label } } }`;
const createInventory = `mutation ($input: SurveyInventarisationCreateInput, $connect: [ResourceConnection!]) {
  createSurveyInventarisation(input: $input, connect: $connect) { id } }`;
const inventoryChecks = `query ($id: ID!) { surveyInventarisation(id: $id) {
  dossier_checks { template { id parts { questions { id question_type required options } } } } } }`;
const saveChecklist = `mutation ($id: ID!, $template: ID!, $answers: String!) {
  saveInventarisationDossierCheck(inventarisationId: $id, templateId: $template, answers: $answers) {
    missing_required } }`;
const options = `{ surveyorOptions { id full_name } branches { id name }
  variableSets { id } me { inventarisatie_user { organisation { variable_set { id } } } } }`;
const items = `query ($set: ID!, $list: String!) { variableItems(variableSetId: $set, list: $list) { id value } }`;

interface Survey {
  id: string;
  nummer: string;
  number: string;
  asset_typename: string;
  status: string;
  planned_start: string | null;
  planned_end: string | null;
  client: string | null;
  surveyors: string[];
  surveyor_people: { id: string; full_name: string }[];
  editable: boolean;
  inventarisatie_asset: { id: string; asset: { id: string; title: string } };
  onderzoek_klant: { id: string; naam: string } | null;
  status_changes: { from: string | null; to: string; reason: string; by: { full_name: string } }[];
  transitions: { action: string; to: string; reason_required: boolean }[];
  survey_info: { description: string; purpose: string | null; out_of_scope: string };
  [key: string]: unknown;
}
interface Gap {
  code: string;
  target: string | null;
  label: string | null;
}
interface Question {
  id: string;
  question_type: string;
  required: boolean;
  options: string[];
}
interface DossierCheck {
  template: { id: string; parts: { questions: Question[] }[] };
}
interface ListPage {
  total: number;
  matched: number;
  page: number;
  offset: number;
  items: {
    id: string;
    number: string;
    status: string;
    asset_title: string;
    client_name: string | null;
    planned_start: string | null;
  }[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;
let people: { id: string; full_name: string }[];
let setId: string;
let branchId: string;

const fieldsOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fields as Record<string, { key: string }> | undefined;
const messageKey = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.messageKey;

const onderzoek = async (id: string, token = surveyor) => {
  const result = await app.gql<{ onderzoek: Survey | null }>(one, { id }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.onderzoek;
};
const surveyList = async (variables: Record<string, unknown>, token = surveyor) => {
  const result = await app.gql<{ surveys: ListPage }>(list, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.surveys;
};
const assetsOf = async (type: string) =>
  (
    await app.gql<{
      assets: {
        id: string;
        title: string;
        imo: string | null;
        owner_client: { id: string } | null;
      }[];
    }>(assetList, { type }, { token: manager })
  ).data!.assets;
const itemOf = async (list: string, value: string) =>
  (
    await app.gql<{ variableItems: { id: string; value: string }[] }>(
      items,
      { set: setId, list },
      { token: manager },
    )
  ).data!.variableItems.find((item) => item.value === value)!.id;
const countRows = async (table: typeof assets | typeof surveys) => {
  const [row] = await app.database.db.select({ rows: count() }).from(table);
  return row!.rows;
};
/** A valid answer to each question, as the form gives them. */
const answersTo = (questions: readonly Question[]) =>
  Object.fromEntries(
    questions.map((question) => {
      const answer: Record<string, unknown> = {
        checkbox: true,
        date: '01-09-2026',
        datetime: '01-09-2026 10:00',
        radio: question.options[0],
        multiple_choice: question.options.slice(0, 1),
      };
      return [question.id, answer[question.question_type] ?? 'Ja'];
    }),
  );
const saveAnswers = (inventory: string, template: string, answers: Record<string, unknown>) =>
  app.gql<{ saveInventarisationDossierCheck: { missing_required: string[] } }>(
    saveChecklist,
    { id: inventory, template, answers: JSON.stringify(answers) },
    { token: surveyor },
  );
const personNamed = (name: string) => people.find((person) => person.full_name === name)!.id;

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  const found = await app.gql<{
    surveyorOptions: { id: string; full_name: string }[];
    branches: { id: string; name: string }[];
    me: { inventarisatie_user: { organisation: { variable_set: { id: string } } } };
  }>(options, {}, { token: manager });
  expect(found.errors).toBeUndefined();
  people = found.data!.surveyorOptions;
  branchId = found.data!.branches[0]!.id;
  setId = found.data!.me.inventarisatie_user.organisation.variable_set.id;
});
afterAll(() => app.close());

describe('planning a survey', () => {
  it('plans a survey on an existing property with its own copy of the floors and spaces', async () => {
    const property = (await assetsOf('panden')).find(
      (asset) => asset.title === 'Prijssestraat 24, Culemborg',
    )!;
    const surveyType = await itemOf('onderzoek_types', 'Asbestinventarisatie type A');
    const result = await app.gql<{ planSurvey: Survey }>(
      plan,
      {
        type: 'panden',
        asset: property.id,
        input: {
          number: '2026-0100',
          client: property.owner_client!.id,
          survey_type: surveyType,
          planned_start: '01-09-2026',
          planned_end: '02-09-2026',
          surveyors: [personNamed('Sanne van der Berg')],
          branch: branchId,
          project_number: 'P-9',
        },
      },
      { token: manager },
    );
    expect(result.errors).toBeUndefined();
    const survey = result.data!.planSurvey;
    expect(survey).toMatchObject({
      nummer: '2026-0100',
      number: '2026-0100',
      asset_typename: 'property',
      status: 'proposed',
      planned_start: '2026-09-01',
      planned_end: '2026-09-02',
      editable: true,
      inventarisatie_asset: { id: property.id, asset: { id: property.id, title: property.title } },
      onderzoek_klant: { naam: 'Woonstichting De Linie' },
      survey_type_item: { value: 'Asbestinventarisatie type A' },
      surveyor_people: [{ full_name: 'Sanne van der Berg' }],
      status_changes: [{ from: null, to: 'proposed', by: { full_name: 'Mark Jansen' } }],
    });
    expect(survey.branch_name).toContain('Utrecht');
    const surveyId = Number(survey.id);
    const floors = await app.database.db
      .select()
      .from(surveyFloors)
      .where(eq(surveyFloors.surveyId, surveyId))
      .orderBy(surveyFloors.sortIndex);
    expect(floors.map((floor) => floor.name)).toEqual([
      'Begane grond',
      'Eerste verdieping',
      'Zolder',
    ]);
    const spaces = await app.database.db
      .select()
      .from(surveySpaces)
      .where(eq(surveySpaces.surveyId, surveyId))
      .orderBy(surveySpaces.sortIndex);
    expect(spaces.map((space) => space.name)).toEqual([
      'Hal',
      'Woonkamer',
      'Keuken',
      'Toilet',
      'Slaapkamer 1',
      'Slaapkamer 2',
      'Badkamer',
      'Zolder',
    ]);
    const floorOf = (name: string) =>
      floors.find((floor) => floor.id === spaces.find((space) => space.name === name)!.floorId)!
        .name;
    expect(floorOf('Badkamer')).toBe('Eerste verdieping');
  });

  it('plans a survey on a new vessel, the vessel and survey in one go', async () => {
    const before = await countRows(assets);
    const result = await app.gql<{ planSurvey: Survey }>(
      plan,
      {
        type: 'schepen',
        vessel: { imo: 'IMO 9321483', name: 'Eems Pioneer', vessel_type: 'General cargo' },
        input: { number: '2026-0101', planned_start: '10-10-2026' },
      },
      { token: manager },
    );
    expect(result.errors).toBeUndefined();
    expect(result.data!.planSurvey).toMatchObject({
      asset_typename: 'vessel',
      inventarisatie_asset: { asset: { title: 'Eems Pioneer' } },
      onderzoek_klant: null,
    });
    expect(await countRows(assets)).toBe(before + 1);
  });

  it('refuses bad input and changes nothing', async () => {
    const assetsBefore = await countRows(assets);
    const surveysBefore = await countRows(surveys);
    const newProperty = {
      street: 'Havendijk',
      house_number: '2',
      postcode: '4201 XA',
      city: 'Gorinchem',
    };
    const duplicate = await app.gql(
      plan,
      {
        type: 'panden',
        property: newProperty,
        input: { number: '2026-0001', planned_start: '01-09-2026' },
      },
      { token: manager, locale: 'en' },
    );
    expect(errorCode(duplicate)).toBe('BAD_USER_INPUT');
    expect(duplicate.errors![0]!.message).toBe('A survey with number 2026-0001 already exists');
    expect(fieldsOf(duplicate)?.number?.key).toBe('error.duplicateSurveyNumber');

    const badPostcode = await app.gql(
      plan,
      {
        type: 'panden',
        property: { ...newProperty, postcode: '42011 XA' },
        input: { number: '2026-0102', planned_start: '01-09-2026' },
      },
      { token: manager },
    );
    expect(fieldsOf(badPostcode)?.postcode?.key).toBe('validation.postcode');

    const endBeforeStart = await app.gql(
      plan,
      {
        type: 'panden',
        property: newProperty,
        input: { number: '2026-0102', planned_start: '10-09-2026', planned_end: '09-09-2026' },
      },
      { token: manager, locale: 'en' },
    );
    expect(endBeforeStart.errors![0]!.message).toBe('The date is before the start date');
    expect(fieldsOf(endBeforeStart)?.planned_end?.key).toBe('validation.dateBeforeStart');

    const vesselClient = (await assetsOf('schepen')).find((asset) => asset.owner_client)!
      .owner_client!.id;
    const wrongBook = await app.gql(
      plan,
      {
        type: 'panden',
        property: newProperty,
        input: { number: '2026-0102', planned_start: '01-09-2026', client: vesselClient },
      },
      { token: manager },
    );
    expect(fieldsOf(wrongBook)?.client?.key).toBe('error.surveyClient');

    const strangerSurveyor = await app.gql(
      plan,
      {
        type: 'panden',
        property: newProperty,
        input: { number: '2026-0102', planned_start: '01-09-2026', surveyors: ['999999'] },
      },
      { token: manager },
    );
    expect(fieldsOf(strangerSurveyor)?.surveyors?.key).toBe('error.surveyors');

    const bothAssets = await app.gql(
      plan,
      {
        type: 'panden',
        property: newProperty,
        asset: '1',
        input: { number: '2026-0102', planned_start: '01-09-2026' },
      },
      { token: manager },
    );
    expect(messageKey(bothAssets)).toBe('error.surveyAsset');

    expect(await countRows(assets)).toBe(assetsBefore);
    expect(await countRows(surveys)).toBe(surveysBefore);
  });

  it('lets only managers plan, change and delete the planning', async () => {
    const property = (await assetsOf('panden'))[0]!;
    const refused = await app.gql(
      plan,
      {
        type: 'panden',
        asset: property.id,
        input: { number: '2026-0103', planned_start: '01-09-2026' },
      },
      { token: surveyor },
    );
    expect(errorCode(refused)).toBe('FORBIDDEN');
    const created = await app.gql<{ planSurvey: Survey }>(
      plan,
      {
        type: 'panden',
        asset: property.id,
        input: { number: '2026-0103', planned_start: '01-09-2026' },
      },
      { token: manager },
    );
    const id = created.data!.planSurvey.id;
    expect(
      errorCode(await app.gql(updateSurvey, { id, input: { number: 'X' } }, { token: surveyor })),
    ).toBe('FORBIDDEN');
    const renumbered = await app.gql<{ updateSurvey: { number: string; surveyors: string[] } }>(
      updateSurvey,
      { id, input: { number: '2026-0104', surveyors: [personNamed('Mark Jansen')] } },
      { token: manager },
    );
    expect(renumbered.errors).toBeUndefined();
    expect(renumbered.data!.updateSurvey).toEqual({
      id,
      number: '2026-0104',
      surveyors: [personNamed('Mark Jansen')],
    });
    const taken = await app.gql(
      updateSurvey,
      { id, input: { number: '2026-0002' } },
      { token: manager },
    );
    expect(messageKey(taken)).toBe('error.duplicateSurveyNumber');
    expect(errorCode(await app.gql(deleteSurvey, { id }, { token: surveyor }))).toBe('FORBIDDEN');
    const deleted = await app.gql(deleteSurvey, { id }, { token: manager });
    expect(deleted.errors).toBeUndefined();
    expect(await onderzoek(id)).toBeNull();
  });
});

describe('the life of a survey', () => {
  let id: string;
  const move = (to: string, token: string, reason?: string) =>
    app.gql<{ changeSurveyStatus: Survey }>(change, { id, to, reason }, { token });

  beforeAll(async () => {
    const property = (await assetsOf('panden'))[0]!;
    const created = await app.gql<{ planSurvey: Survey }>(
      plan,
      {
        type: 'panden',
        asset: property.id,
        input: { number: '2026-0200', planned_start: '01-09-2026' },
      },
      { token: manager },
    );
    id = created.data!.planSurvey.id;
  });

  it('lets a surveyor activate, and only a manager complete, cancel or reopen', async () => {
    expect((await onderzoek(id))!.transitions).toEqual([
      { action: 'activate', to: 'active', reason_required: false },
    ]);
    expect((await onderzoek(id, manager))!.transitions).toEqual([
      { action: 'activate', to: 'active', reason_required: false },
      { action: 'cancel', to: 'cancelled', reason_required: true },
    ]);
    const skipped = await move('completed', manager);
    expect(messageKey(skipped)).toBe('error.surveyTransition');
    expect(errorCode(await move('cancelled', surveyor, 'Uitgesteld'))).toBe('FORBIDDEN');

    expect((await move('active', surveyor)).errors).toBeUndefined();
    expect((await onderzoek(id))!.transitions).toEqual([]);
    expect(errorCode(await move('completed', surveyor))).toBe('FORBIDDEN');
    expect(errorCode(await move('cancelled', surveyor, 'Uitgesteld'))).toBe('FORBIDDEN');
    expect(await onderzoek(id)).toMatchObject({ status: 'active', status_changes: [{}, {}] });
  });

  it('completes only with client, type, surveyor, assessed sources and answered dossier checks', async () => {
    const gapsOf = async () =>
      (
        await app.gql<{ onderzoek: { completionGaps: Gap[] } }>(
          gapsQuery,
          { id },
          { token: manager },
        )
      ).data!.onderzoek.completionGaps;
    const refused = await move('completed', manager);
    expect(errorCode(refused)).toBe('BAD_USER_INPUT');
    expect(messageKey(refused)).toBe('error.surveyIncomplete');
    expect(refused.errors![0]!.message).toBe(
      'Dit onderzoek kan nog niet worden afgerond. Nog open: 4',
    );
    expect(fieldsOf(refused)).toEqual({
      client: { key: 'completion.client', values: { label: '' } },
      surveyType: { key: 'completion.surveyType', values: { label: '' } },
      surveyor: { key: 'completion.surveyor', values: { label: '' } },
      noSources: { key: 'completion.noSources', values: { label: '' } },
    });
    expect(await onderzoek(id)).toMatchObject({ status: 'active', status_changes: [{}, {}] });

    const owned = (await assetsOf('panden')).find((asset) => asset.owner_client)!;
    const planned = await app.gql(
      updateSurvey,
      {
        id,
        input: {
          client: owned.owner_client!.id,
          survey_type: await itemOf('onderzoek_types', 'Asbestinventarisatie type A'),
          surveyors: [personNamed('Sanne van der Berg')],
        },
      },
      { token: manager },
    );
    expect(planned.errors).toBeUndefined();
    const [source] = await app.database.db
      .insert(surveySources)
      .values({ surveyId: Number(id), number: 'B01' })
      .returning();
    expect(await gapsOf()).toEqual([
      { code: 'sourceUnassessed', target: String(source!.id), label: 'B01' },
      { code: 'dossierCheckMissing', target: null, label: 'Dossiercheck asbestinventarisatie' },
    ]);
    // A second checklist of the type: the refusal names both missing ones.
    const [survey] = await app.database.db
      .select({ organisationId: surveys.organisationId, typeId: surveys.surveyTypeItemId })
      .from(surveys)
      .where(eq(surveys.id, Number(id)));
    const [second] = await app.database.db
      .insert(dossierCheckTemplates)
      .values({
        organisationId: survey!.organisationId,
        name: 'Dossiercheck sanering',
        surveyTypeIds: [survey!.typeId!],
      })
      .returning();
    const missing = Object.values(fieldsOf(await move('completed', manager)) ?? {});
    expect(missing).toEqual([
      { key: 'completion.sourceUnassessed', values: { label: 'B01' } },
      {
        key: 'completion.dossierCheckMissing',
        values: { label: 'Dossiercheck asbestinventarisatie' },
      },
      { key: 'completion.dossierCheckMissing', values: { label: 'Dossiercheck sanering' } },
    ]);
    await app.database.db
      .delete(dossierCheckTemplates)
      .where(eq(dossierCheckTemplates.id, second!.id));

    await app.database.db
      .update(surveySources)
      .set({ data: { asbestos_status: Number(await itemOf('asbest_statussen', 'Asbesthoudend')) } })
      .where(eq(surveySources.id, source!.id));
    const inventory = await app.gql<{ createSurveyInventarisation: { id: string } }>(
      createInventory,
      {
        input: { ordered_on: '01-09-2026', starts_on: '02-09-2026' },
        connect: [{ type: 'survey', id }],
      },
      { token: surveyor },
    );
    const inventoryId = inventory.data!.createSurveyInventarisation.id;
    const checks = (
      await app.gql<{ surveyInventarisation: { dossier_checks: DossierCheck[] } }>(
        inventoryChecks,
        { id: inventoryId },
        { token: surveyor },
      )
    ).data!.surveyInventarisation.dossier_checks;
    const check = checks[0]!;
    const questions = check.template.parts.flatMap((part) => part.questions);
    const required = questions.filter((question) => question.required);
    expect(required.length).toBeGreaterThan(1);
    // A draft: the first required question answered, the others left open.
    const draft = await saveAnswers(
      inventoryId,
      check.template.id,
      answersTo(required.slice(0, 1)),
    );
    expect(draft.errors).toBeUndefined();
    expect(draft.data!.saveInventarisationDossierCheck.missing_required).toEqual(
      required.slice(1).map((question) => question.id),
    );
    expect(await gapsOf()).toEqual([
      {
        code: 'dossierCheckIncomplete',
        target: inventoryId,
        label: 'Dossiercheck asbestinventarisatie',
      },
    ]);
    expect(fieldsOf(await move('completed', manager))).toEqual({
      [`dossierCheckIncomplete:${inventoryId}:Dossiercheck asbestinventarisatie`]: {
        key: 'completion.dossierCheckIncomplete',
        values: { label: 'Dossiercheck asbestinventarisatie' },
      },
    });

    const answered = await saveAnswers(inventoryId, check.template.id, answersTo(required));
    expect(answered.data!.saveInventarisationDossierCheck.missing_required).toEqual([]);
    expect(await gapsOf()).toEqual([]);
    const completed = await move('completed', manager);
    expect(completed.data!.changeSurveyStatus).toMatchObject({
      status: 'completed',
      transitions: [{ action: 'reopen' }],
    });
    expect((await onderzoek(id))!.editable).toBe(false);

    expect(errorCode(await move('active', surveyor, 'Nog een ruimte'))).toBe('FORBIDDEN');
    const noReason = await move('active', manager, '  ');
    expect(fieldsOf(noReason)?.reason?.key).toBe('validation.required');
    const reopened = await move('active', manager, 'De kelder was nog niet onderzocht');
    expect(reopened.errors).toBeUndefined();
    expect(reopened.data!.changeSurveyStatus.status_changes).toEqual([
      {
        from: 'completed',
        to: 'active',
        reason: 'De kelder was nog niet onderzocht',
        by: { full_name: 'Mark Jansen' },
      },
      { from: 'active', to: 'completed', reason: '', by: { full_name: 'Mark Jansen' } },
      { from: 'proposed', to: 'active', reason: '', by: { full_name: 'Sanne van der Berg' } },
      { from: null, to: 'proposed', reason: '', by: { full_name: 'Mark Jansen' } },
    ]);
  });

  it('records the information groups while open, and refuses them once closed', async () => {
    const purpose = await itemOf('asbestos_survey_purposes', 'Verwijderen benoemde materialen');
    const saved = await app.gql<{ updateSurveyInfo: Record<string, unknown> }>(
      updateInfo,
      { id, input: { description: 'Woning voor renovatie', purpose, out_of_scope: 'De tuin' } },
      { token: surveyor },
    );
    expect(saved.errors).toBeUndefined();
    expect(saved.data!.updateSurveyInfo).toEqual({
      id,
      description: 'Woning voor renovatie',
      purpose,
      purpose_item: { value: 'Verwijderen benoemde materialen' },
      out_of_scope: 'De tuin',
    });
    const wrongList = await app.gql(
      updateInfo,
      { id, input: { purpose: await itemOf('onderzoek_types', 'IHM') } },
      { token: surveyor },
    );
    expect(fieldsOf(wrongList)?.purpose?.key).toBe('error.badInput');

    const execution = await app.gql<{ updateSurveyExecution: Record<string, unknown> }>(
      updateExecution,
      {
        id,
        input: {
          executed_on: '02-09-2026',
          started_at: '02-09-2026 08:30',
          ended_at: '02-09-2026 12:15',
        },
      },
      { token: surveyor },
    );
    expect(execution.data!.updateSurveyExecution).toEqual({
      id,
      executed_on: '2026-09-02',
      started_at: '02-09-2026 08:30',
      ended_at: '02-09-2026 12:15',
    });
    const backwards = await app.gql(
      updateExecution,
      { id, input: { started_at: '02-09-2026 08:30', ended_at: '02-09-2026 07:00' } },
      { token: surveyor },
    );
    expect(fieldsOf(backwards)?.ended_at?.key).toBe('validation.dateTimeBeforeStart');
    const research = await app.gql<{ updateSurveyAsbestosResearch: Record<string, unknown> }>(
      updateResearch,
      { id, input: { inventory_type: 'type_b', destructive_research: true } },
      { token: surveyor },
    );
    expect(research.data!.updateSurveyAsbestosResearch).toEqual({
      id,
      inventory_type: 'type_b',
      destructive_research: true,
    });
    const badOption = await app.gql(
      updateResearch,
      { id, input: { inventory_type: 'type_c' } },
      { token: surveyor },
    );
    expect(errorCode(badOption)).toBe('BAD_USER_INPUT');

    const survey = await onderzoek(id);
    expect(survey!.survey_info.out_of_scope).toBe('De tuin');
    expect(survey!.out_of_scope).toBe('De tuin');

    expect((await move('completed', manager)).errors).toBeUndefined();
    const closed = await app.gql(
      updateInfo,
      { id, input: { description: 'Te laat' } },
      { token: surveyor },
    );
    expect(messageKey(closed)).toBe('error.surveyClosed');
    expect(
      messageKey(
        await app.gql(updateSurvey, { id, input: { project_number: 'X' } }, { token: manager }),
      ),
    ).toBe('error.surveyClosed');
  });

  it('cancels with a reason, and deletes only a proposed survey', async () => {
    const property = (await assetsOf('panden'))[0]!;
    const created = await app.gql<{ planSurvey: Survey }>(
      plan,
      {
        type: 'panden',
        asset: property.id,
        input: { number: '2026-0201', planned_start: '01-09-2026' },
      },
      { token: manager },
    );
    const cancelId = created.data!.planSurvey.id;
    const cancel = (reason?: string, token = manager) =>
      app.gql<{ changeSurveyStatus: Survey }>(
        change,
        { id: cancelId, to: 'cancelled', reason },
        { token },
      );
    expect(errorCode(await cancel('Opdracht ingetrokken', surveyor))).toBe('FORBIDDEN');
    expect((await onderzoek(cancelId))!.status).toBe('proposed');
    expect(fieldsOf(await cancel())?.reason?.key).toBe('validation.required');
    expect((await cancel('Opdracht ingetrokken')).data!.changeSurveyStatus.status).toBe(
      'cancelled',
    );
    expect(messageKey(await app.gql(deleteSurvey, { id: cancelId }, { token: manager }))).toBe(
      'error.surveyNotProposed',
    );
  });
});

describe('survey lists and search', () => {
  it('lists the seeded surveys per asset type and status', async () => {
    const active = await surveyList({ type: 'panden', status: 'active' });
    expect(active.items.map((item) => item.number)).toContain('2026-0002');
    expect(active.items.every((item) => item.status === 'active')).toBe(true);
    const completedVessels = await surveyList({ type: 'schepen', status: 'completed' });
    expect(completedVessels.items.map((item) => item.number)).toEqual(['2026-0009']);
    expect(completedVessels.items[0]).toMatchObject({
      asset_title: 'Vlieland Express',
      client_name: 'Waddenveer Shipping B.V.',
    });
    const cancelled = await surveyList({ type: 'maritime', status: 'cancelled' });
    expect(cancelled.items.map((item) => item.number)).toEqual(['2026-0008']);
    const proposed = await surveyList({
      type: 'panden',
      status: 'proposed',
      search: 'olie zaltbommel',
    });
    expect(proposed.items.map((item) => item.number)).toEqual(['2026-0003']);
  });

  it('pages a long list by number, planned start and search', async () => {
    const [asset] = await app.database.db.select().from(assets).where(eq(assets.city, 'Arnhem'));
    await app.database.db.insert(surveys).values(
      Array.from({ length: 550 }, (_, i) => ({
        organisationId: asset!.organisationId,
        assetId: asset!.id,
        assetType: 'property',
        number: `2025-${String(i + 1).padStart(4, '0')}`,
        status: 'completed',
        plannedStart: `2025-${String((i % 12) + 1).padStart(2, '0')}-${String((i % 28) + 1).padStart(2, '0')}`,
      })),
    );
    const first = await surveyList({ type: 'panden', status: 'completed' });
    expect(first.total).toBeGreaterThanOrEqual(551);
    expect(first.items).toHaveLength(100);
    expect(first.items[0]!.number).toBe('2025-0001');
    const last = await surveyList({ type: 'panden', status: 'completed', page: 5 });
    expect(last.offset).toBe(500);
    expect(last.items.map((item) => item.number)).toContain('2026-0001');
    const newest = await surveyList({
      type: 'panden',
      status: 'completed',
      sort: 'number',
      direction: 'desc',
    });
    expect(newest.items[0]!.number).toBe('2026-0200');
    const byStart = await surveyList({
      type: 'panden',
      status: 'completed',
      sort: 'planned_start',
    });
    const starts = byStart.items.map((item) => item.planned_start!);
    expect(starts).toEqual([...starts].sort());
    const searched = await surveyList({ type: 'panden', status: 'completed', search: '2025-01' });
    expect(searched.matched).toBe(100);
    expect(searched.items.every((item) => item.number.startsWith('2025-01'))).toBe(true);
  });

  it('finds surveys on the survey search screen, sorted and paged', async () => {
    const search = async (variables: Record<string, unknown>, token = surveyor) => {
      const result = await app.gql<{
        surveySearch: {
          total: number;
          more: boolean;
          page: number;
          page_size: number;
          processing_ms: number;
          hits: {
            id: string;
            number: string;
            address: string;
            startDate: string;
            status: string;
          }[];
        };
      }>(searchScreen, variables, { token });
      expect(result.errors).toBeUndefined();
      return result.data!.surveySearch;
    };
    const culemborg = await search({ type: 'panden', query: 'culemborg', sort: 'number' });
    expect(culemborg.page_size).toBe(10);
    expect(culemborg.hits.map((hit) => hit.number)).toEqual([
      '2026-0001',
      '2026-0002',
      '2026-0005',
      '2026-0100',
    ]);
    expect(culemborg.hits[0]).toMatchObject({
      status: 'completed',
      address: expect.stringContaining('Prijssestraat'),
    });
    const desc = await search({
      type: 'panden',
      query: 'culemborg',
      sort: 'number',
      direction: 'desc',
    });
    expect(desc.hits.map((hit) => hit.number)).toEqual([
      '2026-0100',
      '2026-0005',
      '2026-0002',
      '2026-0001',
    ]);
    const byDate = await search({ type: 'panden', query: 'culemborg', sort: 'startDate' });
    const dates = byDate.hits.map((hit) => hit.startDate);
    expect(dates).toEqual([...dates].sort());
    const typo = await search({ type: 'panden', query: 'culemborh' });
    expect(typo.total).toBe(4);

    const numbers = await search({ type: 'panden', query: '2025-00', sort: 'number', page: 2 });
    expect(numbers.total).toBe(99);
    expect(numbers.page).toBe(2);
    expect(numbers.hits.map((hit) => hit.number)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2025-00${String(21 + i)}`),
    );
    const vessels = await search({ type: 'schepen', query: '', sort: 'number', page: 0 });
    expect(vessels.hits.map((hit) => hit.number)).toEqual(
      expect.arrayContaining(['2026-0006', '2026-0007', '2026-0101']),
    );
    expect(vessels.hits.every((hit) => hit.address !== undefined)).toBe(true);
    const nothing = await search({ type: 'panden', query: 'zzqxw' });
    expect(nothing).toMatchObject({ total: 0, more: false, hits: [] });
  });
});

describe('the demo', () => {
  it('has an active survey a manager can complete, reading many surveys in a few statements', async () => {
    const all = await app.database.db
      .select({ id: surveys.id, number: surveys.number, organisationId: surveys.organisationId })
      .from(surveys);
    const demo = all.find((survey) => survey.number === '2026-0002')!;
    const ids = all
      .filter((survey) => survey.organisationId === demo.organisationId)
      .map((survey) => survey.id);
    const gaps = await completionGaps(app.database.db, demo.organisationId, ids);
    expect(gaps.size).toBe(ids.length);
    expect(gaps.get(demo.id)).toEqual([]);
    const planned = all.find((survey) => survey.number === '2026-0003')!;
    expect(gaps.get(planned.id)!.map((gap) => gap.code)).toContain('noSources');
  });
});

describe('another organisation and the assets', () => {
  it('sees none of the surveys and changes none', async () => {
    const [survey] = await app.database.db
      .select({ id: surveys.id })
      .from(surveys)
      .where(eq(surveys.number, '2026-0002'));
    const id = String(survey!.id);
    expect(await onderzoek(id, other)).toBeNull();
    expect((await surveyList({ type: 'panden', status: 'active' }, other)).total).toBe(0);
    const found = await app.gql<{ surveySearch: { total: number } }>(
      searchScreen,
      { type: 'panden', query: 'culemborg' },
      { token: other },
    );
    expect(found.data!.surveySearch.total).toBe(0);
    expect(errorCode(await app.gql(change, { id, to: 'completed' }, { token: other }))).toBe(
      'NOT_FOUND',
    );
    const [otherOrganisation] = await app.database.db
      .select({ id: userProfiles.organisationId })
      .from(userProfiles)
      .innerJoin(users, eq(users.id, userProfiles.userId))
      .where(eq(users.email, 'other@vezel.test'));
    expect(await completionGaps(app.database.db, otherOrganisation!.id, [Number(id)])).toEqual(
      new Map(),
    );
    const foreignGaps = await app.gql(gapsQuery, { id }, { token: other });
    expect(foreignGaps.data).toEqual({ onderzoek: null });
    expect(
      errorCode(await app.gql(updateInfo, { id, input: { description: 'x' } }, { token: other })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(
        await app.gql(updateSurvey, { id, input: { project_number: 'x' } }, { token: other }),
      ),
    ).toBe('NOT_FOUND');
    expect(errorCode(await app.gql(deleteSurvey, { id }, { token: other }))).toBe('NOT_FOUND');
    const property = (await assetsOf('panden'))[0]!;
    const planned = await app.gql(
      plan,
      { type: 'panden', asset: property.id, input: { number: '9', planned_start: '01-09-2026' } },
      { token: other },
    );
    expect(errorCode(planned)).toBe('NOT_FOUND');
    const options = await app.gql<{ surveyorOptions: { full_name: string }[] }>(
      '{ surveyorOptions { full_name } }',
      {},
      { token: other },
    );
    expect(options.data!.surveyorOptions.map((person) => person.full_name)).toEqual([
      'Pieter Bakker',
    ]);
    expect((await onderzoek(id))!.status).toBe('active');
  });

  it('keeps an asset that has surveys', async () => {
    const property = (await assetsOf('panden')).find(
      (asset) => asset.title === 'Prijssestraat 24, Culemborg',
    )!;
    const refused = await app.gql(deleteProperty, { id: property.id }, { token: manager });
    expect(messageKey(refused)).toBe('error.assetHasSurveys');
    expect((await assetsOf('panden')).map((asset) => asset.id)).toContain(property.id);
  });
});
