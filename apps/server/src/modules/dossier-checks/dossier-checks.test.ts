import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';

const list = `{ dossierCheckTemplates { id name active question_count survey_types { id value } } }`;
const one = `query ($id: ID!) { dossierCheckTemplate(id: $id) { id name
  parts { id name questions { id question question_type options required } } } }`;
const surveyTypes = `{ me { inventarisatie_user { organisation { variable_set {
  onderzoek_types { id value } materiaal_types { id } } } } } }`;
const createTemplate = `mutation ($input: DossierCheckTemplateCreateInput) {
  createDossierCheckTemplate(input: $input) { id name survey_types { value } } }`;
const updateTemplate = `mutation ($id: ID!, $input: DossierCheckTemplateUpdateInput) {
  updateDossierCheckTemplate(id: $id, input: $input) { id active survey_types { value } } }`;
const deleteTemplate = 'mutation ($id: ID!) { deleteDossierCheckTemplate(id: $id) }';
const createPart = `mutation ($input: DossierCheckPartCreateInput, $connect: [ResourceConnection!]) {
  createDossierCheckPart(input: $input, connect: $connect) { id name } }`;
const createQuestion = `mutation ($input: DossierCheckQuestionCreateInput, $connect: [ResourceConnection!]) {
  createDossierCheckQuestion(input: $input, connect: $connect) { id question_type options required } }`;
const updateQuestion = `mutation ($id: ID!, $input: DossierCheckQuestionUpdateInput) {
  updateDossierCheckQuestion(id: $id, input: $input) { id question_type options required } }`;
const moveQuestion = `mutation ($id: ID!, $from: String!, $to: String!) {
  updateDossierCheckQuestionSortTable(id: $id, index_from: $from, index_to: $to) { id } }`;

interface Question {
  id: string;
  question: string;
  question_type: string;
  options: string[];
  required: boolean;
}
interface Template {
  id: string;
  name: string;
  active: boolean;
  question_count: number;
  survey_types: { id: string; value: string }[];
  parts: { id: string; name: string; questions: Question[] }[];
}
interface VariableSet {
  onderzoek_types: { id: string; value: string }[];
  materiaal_types: { id: string }[];
}

let app: TestApp;
let manager: string;
let surveyor: string;
let other: string;

const templates = async (token = manager) => {
  const result = await app.gql<{ dossierCheckTemplates: Template[] }>(list, {}, { token });
  expect(result.errors).toBeUndefined();
  return result.data!.dossierCheckTemplates;
};
const template = async (id: string, token = manager) =>
  (await app.gql<{ dossierCheckTemplate: Template | null }>(one, { id }, { token })).data!
    .dossierCheckTemplate;
const variableSet = async (token = manager) =>
  (
    await app.gql<{
      me: { inventarisatie_user: { organisation: { variable_set: VariableSet } } };
    }>(surveyTypes, {}, { token })
  ).data!.me.inventarisatie_user.organisation.variable_set;

async function newPart(token = manager) {
  const created = await app.gql<{ createDossierCheckTemplate: { id: string } }>(
    createTemplate,
    { input: { name: 'Sloopdossier' } },
    { token },
  );
  const templateId = created.data!.createDossierCheckTemplate.id;
  const part = await app.gql<{ createDossierCheckPart: { id: string } }>(
    createPart,
    { input: { name: 'Opdracht' }, connect: [{ type: 'dossierCheckTemplate', id: templateId }] },
    { token },
  );
  return { templateId, partId: part.data!.createDossierCheckPart.id };
}

const askIn = (partId: string, input: Record<string, unknown>, token = manager) =>
  app.gql<{ createDossierCheckQuestion: Question }>(
    createQuestion,
    { input, connect: [{ type: 'dossierCheckPart', id: partId }] },
    { token },
  );

beforeAll(async () => {
  app = await createTestApp();
  [manager, surveyor, other] = await Promise.all([
    app.login('manager@vezel.test'),
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
});
afterAll(() => app.close());

describe('dossier-check templates', () => {
  it('seeds a checklist for type A and B inventories with every question type', async () => {
    const [seeded] = await templates();
    expect(seeded!.survey_types.map((type) => type.value)).toEqual([
      'Asbestinventarisatie type A',
      'Asbestinventarisatie type B',
    ]);
    const full = await template(seeded!.id);
    const types = new Set(
      full!.parts.flatMap((part) => part.questions.map((q) => q.question_type)),
    );
    expect([...types].sort()).toEqual(
      ['checkbox', 'date', 'datetime', 'multiple_choice', 'radio', 'text', 'textarea'].sort(),
    );
    expect(seeded!.question_count).toBe(full!.parts.flatMap((part) => part.questions).length);
  });

  it('names survey types of its own variable set only', async () => {
    const set = await variableSet();
    const typeB = set.onderzoek_types.find((type) => type.value.endsWith('type B'))!;
    const created = await app.gql<{ createDossierCheckTemplate: Template }>(
      createTemplate,
      { input: { name: 'Type B', survey_types: [typeB.id] } },
      { token: manager },
    );
    expect(created.errors).toBeUndefined();
    expect(created.data!.createDossierCheckTemplate.survey_types).toEqual([{ value: typeB.value }]);
    const id = created.data!.createDossierCheckTemplate.id;

    const wrongList = await app.gql(
      updateTemplate,
      { id, input: { survey_types: [set.materiaal_types[0]!.id] } },
      { token: manager },
    );
    expect(wrongList.errors![0]!.extensions!.fields).toHaveProperty('survey_types');
    const foreignType = (await variableSet(other)).onderzoek_types[0]!.id;
    const foreign = await app.gql(
      updateTemplate,
      { id, input: { survey_types: [foreignType] } },
      { token: manager },
    );
    expect(foreign.errors![0]!.extensions!.fields).toHaveProperty('survey_types');
    expect((await templates()).find((row) => row.id === id)!.survey_types).toEqual([
      { id: typeB.id, value: typeB.value },
    ]);

    const off = await app.gql<{ updateDossierCheckTemplate: Template }>(
      updateTemplate,
      { id, input: { active: false } },
      { token: manager },
    );
    expect(off.data!.updateDossierCheckTemplate.active).toBe(false);
  });

  it('keeps answer options for radio and multiple choice only, and checks them', async () => {
    const { templateId, partId } = await newPart();
    const radio = await askIn(partId, {
      question: 'Doel van het onderzoek',
      question_type: 'radio',
      options: ' Sloop \n\nRenovatie\n',
      required: true,
    });
    expect(radio.errors).toBeUndefined();
    expect(radio.data!.createDossierCheckQuestion).toMatchObject({
      options: ['Sloop', 'Renovatie'],
      required: true,
    });
    const text = await askIn(partId, {
      question: 'Opmerkingen',
      question_type: 'text',
      options: 'ignored\nas hidden',
    });
    expect(text.data!.createDossierCheckQuestion.options).toEqual([]);

    const one = await askIn(partId, {
      question: 'Eén optie',
      question_type: 'radio',
      options: 'Ja',
    });
    expect(one.errors![0]!.extensions!.fields).toHaveProperty('options');
    expect(one.errors![0]!.message).toBe(
      'Geef ten minste twee verschillende antwoordopties, één per regel',
    );
    const twice = await askIn(partId, {
      question: 'Dubbel',
      question_type: 'multiple_choice',
      options: 'Ja\nja',
    });
    expect(twice.errors![0]!.extensions!.fields).toHaveProperty('options');
    const unknownType = await askIn(partId, { question: 'Vreemd', question_type: 'slider' });
    expect(unknownType.errors![0]!.extensions!.fields).toHaveProperty('question_type');

    // Changing the type alone: to text drops the options, back to radio needs new ones.
    const id = radio.data!.createDossierCheckQuestion.id;
    const toText = await app.gql<{ updateDossierCheckQuestion: Question }>(
      updateQuestion,
      { id, input: { question_type: 'text' } },
      { token: manager },
    );
    expect(toText.data!.updateDossierCheckQuestion.options).toEqual([]);
    const toCheckbox = await app.gql<{ updateDossierCheckQuestion: Question }>(
      updateQuestion,
      { id, input: { question_type: 'checkbox', required: true } },
      { token: manager },
    );
    expect(toCheckbox.data!.updateDossierCheckQuestion.required).toBe(false);
    const toRadio = await app.gql(
      updateQuestion,
      { id, input: { question_type: 'radio' } },
      { token: manager },
    );
    expect(toRadio.errors![0]!.extensions!.fields).toHaveProperty('options');

    const part = (await template(templateId))!.parts[0]!;
    expect(part.questions.map((question) => question.question)).toEqual([
      'Doel van het onderzoek',
      'Opmerkingen',
    ]);
  });

  it('orders questions by drag within their part', async () => {
    const { templateId, partId } = await newPart();
    for (const question of ['Eerste', 'Tweede', 'Derde']) {
      await askIn(partId, { question, question_type: 'checkbox' });
    }
    const before = (await template(templateId))!.parts[0]!.questions;
    const moved = await app.gql(
      moveQuestion,
      { id: before[2]!.id, from: '2', to: '0' },
      { token: manager },
    );
    expect(moved.errors).toBeUndefined();
    expect(
      (await template(templateId))!.parts[0]!.questions.map((question) => question.question),
    ).toEqual(['Derde', 'Eerste', 'Tweede']);
  });

  it('deletes a template with its parts and questions', async () => {
    const { templateId, partId } = await newPart();
    const question = await askIn(partId, { question: 'Weg', question_type: 'checkbox' });
    expect(
      (await app.gql(deleteTemplate, { id: templateId }, { token: manager })).errors,
    ).toBeUndefined();
    expect(await template(templateId)).toBeNull();
    const id = question.data!.createDossierCheckQuestion.id;
    expect(
      errorCode(
        await app.gql(updateQuestion, { id, input: { question: 'x' } }, { token: manager }),
      ),
    ).toBe('NOT_FOUND');
  });

  it('lets a surveyor read templates but not change them; another firm sees none', async () => {
    const [seeded] = await templates();
    expect((await templates(surveyor)).map((row) => row.id)).toContain(seeded!.id);
    expect((await template(seeded!.id, surveyor))!.parts.length).toBeGreaterThan(0);
    expect(
      errorCode(await app.gql(createTemplate, { input: { name: 'X' } }, { token: surveyor })),
    ).toBe('FORBIDDEN');
    const part = (await template(seeded!.id))!.parts[0]!;
    expect(
      errorCode(await askIn(part.id, { question: 'X', question_type: 'text' }, surveyor)),
    ).toBe('FORBIDDEN');

    expect(await templates(other)).toEqual([]);
    expect(await template(seeded!.id, other)).toBeNull();
    expect(errorCode(await askIn(part.id, { question: 'X', question_type: 'text' }, other))).toBe(
      'NOT_FOUND',
    );
    const question = part.questions[0]!;
    expect(
      errorCode(
        await app.gql(
          updateQuestion,
          { id: question.id, input: { question: 'X' } },
          { token: other },
        ),
      ),
    ).toBe('NOT_FOUND');
    expect((await template(seeded!.id))!.parts[0]!.questions[0]!.question).toBe(question.question);
  });
});
