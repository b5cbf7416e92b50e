import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { spaceTemplates, spaceTemplateSpaces } from '../../db/tables';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import { insertSurvey, organisationOfUser, setSurveyStatus } from '../../testing/survey-fixtures';

const floorsQuery = `query ($survey: ID!) { surveyFloors(surveyId: $survey) { id name } }`;
const spacesQuery = `query ($survey: ID!) { surveySpaces(surveyId: $survey) { id name description
  display_name floor { id name } } }`;
const spaceQuery = `query ($id: ID!) { surveySpace(id: $id) { id display_name } }`;
const createFloor = `mutation ($input: SurveyFloorCreateInput, $connect: [ResourceConnection!]) {
  createSurveyFloor(input: $input, connect: $connect) { id name } }`;
const updateFloor = `mutation ($id: ID!, $input: SurveyFloorUpdateInput) {
  updateSurveyFloor(id: $id, input: $input) { id name } }`;
const deleteFloor = 'mutation ($id: ID!) { deleteSurveyFloor(id: $id) }';
const sortFloors = `mutation ($id: ID!, $from: String, $to: String) {
  updateSurveyFloorSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const createSpace = `mutation ($input: SurveySpaceCreateInput, $connect: [ResourceConnection!]) {
  createSurveySpace(input: $input, connect: $connect) { id name display_name floor { name } } }`;
const updateSpace = `mutation ($id: ID!, $input: SurveySpaceUpdateInput) {
  updateSurveySpace(id: $id, input: $input) { id display_name } }`;
const deleteSpace = 'mutation ($id: ID!) { deleteSurveySpace(id: $id) }';
const sortSpaces = `mutation ($id: ID!, $from: String, $to: String) {
  updateSurveySpaceSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;
const apply = `mutation ($survey: ID!, $template: ID!) {
  applySpaceTemplateToSurvey(surveyId: $survey, templateId: $template) { display_name } }`;

interface Space {
  id: string;
  name: string;
  description: string;
  display_name: string;
  floor: { id: string; name: string } | null;
}

let app: TestApp;
let surveyor: string;
let other: string;
let organisationId: number;

const connect = (survey: number) => [{ type: 'survey', id: String(survey) }];
const spaces = async (survey: number, token = surveyor) => {
  const result = await app.gql<{ surveySpaces: Space[] }>(spacesQuery, { survey }, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.surveySpaces;
};
const floors = async (survey: number, token = surveyor) => {
  const result = await app.gql<{ surveyFloors: { id: string; name: string }[] }>(
    floorsQuery,
    { survey },
    { token },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.surveyFloors;
};
const addFloor = async (survey: number, name: string) => {
  const result = await app.gql<{ createSurveyFloor: { id: string } }>(
    createFloor,
    { input: { name }, connect: connect(survey) },
    { token: surveyor },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createSurveyFloor.id;
};
const addSpace = async (survey: number, input: Record<string, string>) => {
  const result = await app.gql<{ createSurveySpace: Space }>(
    createSpace,
    { input, connect: connect(survey) },
    { token: surveyor },
  );
  expect(result.errors).toBeUndefined();
  return result.data!.createSurveySpace;
};
const fieldsOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fields as Record<string, { key: string }> | undefined;
const messageKeyOf = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.messageKey;

beforeAll(async () => {
  app = await createTestApp();
  [surveyor, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
});
afterAll(() => app.close());

describe("a survey's floors and spaces", () => {
  it('records floors and spaces on site, shown as "floor ❯ space" or unknown', async () => {
    const survey = await insertSurvey(app, organisationId);
    const ground = await addFloor(survey, 'Begane grond');
    const created = await addSpace(survey, {
      floor: ground,
      name: 'Keuken',
      description: 'Achter',
    });
    expect(created).toMatchObject({ name: 'Keuken', display_name: 'Begane grond ❯ Keuken' });
    const nameless = await addSpace(survey, { floor: '', name: '' });
    expect(nameless.display_name).toBe('Onbekend');
    const english = await app.gql<{ surveySpace: { display_name: string } }>(
      spaceQuery,
      { id: nameless.id },
      { token: surveyor, locale: 'en' },
    );
    expect(english.data!.surveySpace.display_name).toBe('Unknown');

    const renamed = await app.gql(
      updateSpace,
      { id: created.id, input: { name: 'Bijkeuken' } },
      {
        token: surveyor,
      },
    );
    expect(renamed.errors).toBeUndefined();
    expect((await spaces(survey)).map((space) => space.display_name)).toEqual([
      'Begane grond ❯ Bijkeuken',
      'Onbekend',
    ]);

    const floorRenamed = await app.gql(
      updateFloor,
      { id: ground, input: { name: 'Kelder' } },
      {
        token: surveyor,
      },
    );
    expect(floorRenamed.errors).toBeUndefined();
    expect((await spaces(survey))[0]!.display_name).toBe('Kelder ❯ Bijkeuken');
  });

  it('reorders floors and spaces', async () => {
    const survey = await insertSurvey(app, organisationId);
    const first = await addFloor(survey, 'Eerste');
    await addFloor(survey, 'Tweede');
    const moved = await app.gql(sortFloors, { id: first, from: '0', to: '1' }, { token: surveyor });
    expect(moved.errors).toBeUndefined();
    expect((await floors(survey)).map((floor) => floor.name)).toEqual(['Tweede', 'Eerste']);

    const a = await addSpace(survey, { name: 'A' });
    await addSpace(survey, { name: 'B' });
    await addSpace(survey, { name: 'C' });
    const sorted = await app.gql(sortSpaces, { id: a.id, from: '0', to: '2' }, { token: surveyor });
    expect(sorted.errors).toBeUndefined();
    expect((await spaces(survey)).map((space) => space.name)).toEqual(['B', 'C', 'A']);
    const stale = await app.gql(sortSpaces, { id: a.id, from: '0', to: '1' }, { token: surveyor });
    expect(messageKeyOf(stale)).toBe('error.sortOutOfDate');
  });

  it('deletes a floor, keeping its spaces on no floor, and deletes a space', async () => {
    const survey = await insertSurvey(app, organisationId);
    const floor = await addFloor(survey, 'Zolder');
    const space = await addSpace(survey, { floor, name: 'Berging' });
    expect((await app.gql(deleteFloor, { id: floor }, { token: surveyor })).errors).toBeUndefined();
    expect(await spaces(survey)).toMatchObject([{ display_name: 'Berging', floor: null }]);
    expect(
      (await app.gql(deleteSpace, { id: space.id }, { token: surveyor })).errors,
    ).toBeUndefined();
    expect(await spaces(survey)).toEqual([]);
  });

  it("refuses a floor of another survey and checks the fields' rules", async () => {
    const survey = await insertSurvey(app, organisationId);
    const otherSurvey = await insertSurvey(app, organisationId);
    const foreignFloor = await addFloor(otherSurvey, 'Elders');
    const wrongFloor = await app.gql(
      createSpace,
      { input: { floor: foreignFloor, name: 'Hal' }, connect: connect(survey) },
      { token: surveyor },
    );
    expect(fieldsOf(wrongFloor)?.floor?.key).toBe('error.surveySpaceFloor');
    const noName = await app.gql(
      createFloor,
      { input: { name: ' ' }, connect: connect(survey) },
      { token: surveyor },
    );
    expect(fieldsOf(noName)?.name?.key).toBe('validation.required');
    const tooLong = await app.gql(
      createSpace,
      { input: { name: 'x'.repeat(300) }, connect: connect(survey) },
      { token: surveyor },
    );
    expect(errorCode(tooLong)).toBe('BAD_USER_INPUT');
    expect(await spaces(survey)).toEqual([]);
  });

  it('applies a space template: missing floors by name, then its spaces', async () => {
    const survey = await insertSurvey(app, organisationId);
    await addFloor(survey, 'begane grond');
    const db = app.database.db;
    const [template] = await db
      .insert(spaceTemplates)
      .values({ organisationId, assetType: 'property', name: 'Woning' })
      .returning();
    await db.insert(spaceTemplateSpaces).values([
      { templateId: template!.id, floorName: 'Begane grond', name: 'Hal', sortIndex: 0 },
      { templateId: template!.id, floorName: 'Verdieping 1', name: 'Slaapkamer', sortIndex: 1 },
      { templateId: template!.id, floorName: '', name: 'Tuin', sortIndex: 2 },
    ]);
    const applied = await app.gql<{ applySpaceTemplateToSurvey: { display_name: string }[] }>(
      apply,
      { survey, template: template!.id },
      { token: surveyor },
    );
    expect(applied.errors).toBeUndefined();
    expect(applied.data!.applySpaceTemplateToSurvey.map((space) => space.display_name)).toEqual([
      'begane grond ❯ Hal',
      'Verdieping 1 ❯ Slaapkamer',
      'Tuin',
    ]);
    expect((await floors(survey)).map((floor) => floor.name)).toEqual([
      'begane grond',
      'Verdieping 1',
    ]);

    const vessel = await insertSurvey(app, organisationId, { assetType: 'vessel' });
    const wrongKind = await app.gql(
      apply,
      { survey: vessel, template: template!.id },
      {
        token: surveyor,
      },
    );
    expect(messageKeyOf(wrongKind)).toBe('error.templateAssetType');
    expect(await spaces(vessel)).toEqual([]);
  });

  it('refuses every change while the survey is completed or cancelled', async () => {
    const survey = await insertSurvey(app, organisationId);
    const floor = await addFloor(survey, 'Begane grond');
    const space = await addSpace(survey, { floor, name: 'Hal' });
    await addSpace(survey, { name: 'Tuin' });
    const [template] = await app.database.db
      .insert(spaceTemplates)
      .values({ organisationId, assetType: 'property', name: 'Leeg' })
      .returning();
    for (const status of ['completed', 'cancelled']) {
      await setSurveyStatus(app, survey, status);
      const attempts = await Promise.all([
        app.gql(
          createFloor,
          { input: { name: 'Zolder' }, connect: connect(survey) },
          {
            token: surveyor,
          },
        ),
        app.gql(
          createSpace,
          { input: { name: 'Kast' }, connect: connect(survey) },
          {
            token: surveyor,
          },
        ),
      ]);
      attempts.push(
        await app.gql(updateFloor, { id: floor, input: { name: 'X' } }, { token: surveyor }),
        await app.gql(updateSpace, { id: space.id, input: { name: 'X' } }, { token: surveyor }),
        await app.gql(sortSpaces, { id: space.id, from: '0', to: '1' }, { token: surveyor }),
        await app.gql(sortFloors, { id: floor, from: '0', to: '0' }, { token: surveyor }),
        await app.gql(deleteSpace, { id: space.id }, { token: surveyor }),
        await app.gql(deleteFloor, { id: floor }, { token: surveyor }),
        await app.gql(apply, { survey, template: template!.id }, { token: surveyor }),
      );
      for (const attempt of attempts) expect(messageKeyOf(attempt)).toBe('error.surveyClosed');
    }
    expect((await spaces(survey)).map((row) => row.display_name)).toEqual([
      'Begane grond ❯ Hal',
      'Tuin',
    ]);
    // Reading still works.
    expect((await floors(survey)).map((row) => row.name)).toEqual(['Begane grond']);
  });

  it("lets another organisation neither read nor change a survey's spaces", async () => {
    const survey = await insertSurvey(app, organisationId);
    const floor = await addFloor(survey, 'Begane grond');
    const space = await addSpace(survey, { floor, name: 'Hal' });
    expect(await spaces(survey, other)).toEqual([]);
    expect(await floors(survey, other)).toEqual([]);
    const read = await app.gql<{ surveySpace: unknown }>(
      spaceQuery,
      { id: space.id },
      {
        token: other,
      },
    );
    expect(read.data!.surveySpace).toBeNull();
    const attempts = [
      await app.gql(
        createFloor,
        { input: { name: 'X' }, connect: connect(survey) },
        {
          token: other,
        },
      ),
      await app.gql(
        createSpace,
        { input: { name: 'X' }, connect: connect(survey) },
        {
          token: other,
        },
      ),
      await app.gql(updateSpace, { id: space.id, input: { name: 'X' } }, { token: other }),
      await app.gql(updateFloor, { id: floor, input: { name: 'X' } }, { token: other }),
      await app.gql(sortSpaces, { id: space.id, from: '0', to: '0' }, { token: other }),
      await app.gql(deleteSpace, { id: space.id }, { token: other }),
      await app.gql(deleteFloor, { id: floor }, { token: other }),
    ];
    for (const attempt of attempts) expect(errorCode(attempt)).toBe('NOT_FOUND');
    const [theirTemplate] = await app.database.db
      .insert(spaceTemplates)
      .values({
        organisationId: await organisationOfUser(app, 'other@vezel.test'),
        assetType: 'property',
        name: 'Hun sjabloon',
      })
      .returning();
    expect(
      errorCode(await app.gql(apply, { survey, template: theirTemplate!.id }, { token: other })),
    ).toBe('NOT_FOUND');
    expect(
      errorCode(await app.gql(apply, { survey, template: theirTemplate!.id }, { token: surveyor })),
    ).toBe('NOT_FOUND');
    expect((await spaces(survey)).map((row) => row.display_name)).toEqual(['Begane grond ❯ Hal']);
  });
});
