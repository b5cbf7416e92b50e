import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dossierCheckParts, dossierCheckQuestions, dossierCheckTemplates } from '../../db/tables';
import { countQueries } from '../../testing/query-count';
import { createTestApp, errorCode, type TestApp } from '../../testing/test-app';
import {
  insertSurvey,
  itemsOfList,
  organisationOfUser,
  setSurveyStatus,
} from '../../testing/survey-fixtures';

const fields = `id ordered_on starts_on ends_on late late_reason late_reason_value calamity remarks`;
const listQuery = `query ($survey: ID!) { surveyInventarisations(surveyId: $survey) { ${fields} } }`;
const oneQuery = `query ($id: ID!) { surveyInventarisation(id: $id) { ${fields}
  dossier_checks { template { id name parts { questions { id question_type } } } answers saved_at } } }`;
const create = `mutation ($input: SurveyInventarisationCreateInput, $connect: [ResourceConnection!]) {
  createSurveyInventarisation(input: $input, connect: $connect) { ${fields} } }`;
const update = `mutation ($id: ID!, $input: SurveyInventarisationUpdateInput) {
  updateSurveyInventarisation(id: $id, input: $input) { ${fields} } }`;
const remove = 'mutation ($id: ID!) { deleteSurveyInventarisation(id: $id) }';
const save = `mutation ($id: ID!, $template: ID!, $answers: String!) {
  saveInventarisationDossierCheck(inventarisationId: $id, templateId: $template, answers: $answers) {
    template { id } answers saved_at missing_required } }`;

interface Inventarisation {
  id: string;
  ordered_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  late: boolean;
  late_reason: string | null;
  late_reason_value: string;
  calamity: boolean;
  remarks: string;
}
interface Detail extends Inventarisation {
  dossier_checks: {
    template: { id: string; name: string; parts: { questions: { id: string }[] }[] };
    answers: string;
    saved_at: string | null;
  }[];
}
type Result = { errors?: readonly { extensions?: Record<string, unknown> }[] };

let app: TestApp;
let surveyor: string;
let other: string;
let organisationId: number;
let lateReason: string;

const connect = (survey: number) => [{ type: 'survey', id: String(survey) }];
const fieldsOf = (result: Result) =>
  result.errors?.[0]?.extensions?.fields as Record<string, { key: string }> | undefined;
const messageKeyOf = (result: Result) => result.errors?.[0]?.extensions?.messageKey;

const createInventarisation = async (survey: number, input: Record<string, unknown>) =>
  app.gql<{ createSurveyInventarisation: Inventarisation }>(
    create,
    { input, connect: connect(survey) },
    { token: surveyor },
  );
const detail = async (id: string, token = surveyor) =>
  (await app.gql<{ surveyInventarisation: Detail | null }>(oneQuery, { id }, { token })).data!
    .surveyInventarisation;

/** A template with one question of every type, the given ones required. */
async function insertTemplate(name: string, surveyTypeIds: number[] = [], active = true) {
  const db = app.database.db;
  const [template] = await db
    .insert(dossierCheckTemplates)
    .values({ organisationId, name, surveyTypeIds, active })
    .returning();
  const [part] = await db
    .insert(dossierCheckParts)
    .values({ templateId: template!.id, name: 'Dossier' })
    .returning();
  const questions = await db
    .insert(dossierCheckQuestions)
    .values([
      { partId: part!.id, question: 'Tekening aanwezig?', questionType: 'checkbox', sortIndex: 0 },
      {
        partId: part!.id,
        question: 'Bouwdatum',
        questionType: 'date',
        required: true,
        sortIndex: 1,
      },
      { partId: part!.id, question: 'Bezoek', questionType: 'datetime', sortIndex: 2 },
      {
        partId: part!.id,
        question: 'Bouwwijze',
        questionType: 'radio',
        options: ['Steen', 'Hout, deels'],
        required: true,
        sortIndex: 3,
      },
      { partId: part!.id, question: 'Eigenaar', questionType: 'text', sortIndex: 4 },
      { partId: part!.id, question: 'Toelichting', questionType: 'textarea', sortIndex: 5 },
      {
        partId: part!.id,
        question: 'Bronnen',
        questionType: 'multiple_choice',
        options: ['Archief', 'Gemeente', 'Eigenaar'],
        sortIndex: 6,
      },
    ])
    .returning();
  const id = (type: string) => String(questions.find((q) => q.questionType === type)!.id);
  return { id: String(template!.id), question: id };
}

beforeAll(async () => {
  app = await createTestApp();
  [surveyor, other] = await Promise.all([
    app.login('surveyor@vezel.test'),
    app.login('other@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  const reasons = await itemsOfList(app, organisationId, 'asbest_regisseur_reden_inv_later');
  lateReason = String(reasons[0]!.id);
});
afterAll(() => app.close());

describe('inventories', () => {
  it('records an inventory of a property survey, dates stored as YYYY-MM-DD', async () => {
    const survey = await insertSurvey(app, organisationId);
    const created = await createInventarisation(survey, {
      ordered_on: '05-06-2024',
      starts_on: '07-06-2024',
      ends_on: '07-06-2024',
      calamity: true,
      remarks: 'Sleutel bij de buren',
    });
    expect(created.errors).toBeUndefined();
    expect(created.data!.createSurveyInventarisation).toMatchObject({
      ordered_on: '2024-06-05',
      starts_on: '2024-06-07',
      ends_on: '2024-06-07',
      late: false,
      late_reason: null,
      calamity: true,
      remarks: 'Sleutel bij de buren',
    });
    const list = await app.gql<{ surveyInventarisations: Inventarisation[] }>(
      listQuery,
      { survey },
      { token: surveyor },
    );
    expect(list.data!.surveyInventarisations).toHaveLength(1);
    const id = created.data!.createSurveyInventarisation.id;
    const updated = await app.gql<{ updateSurveyInventarisation: Inventarisation }>(
      update,
      { id, input: { remarks: '', calamity: false } },
      { token: surveyor },
    );
    expect(updated.data!.updateSurveyInventarisation).toMatchObject({
      remarks: '',
      calamity: false,
      starts_on: '2024-06-07',
    });
    expect((await app.gql(remove, { id }, { token: surveyor })).errors).toBeUndefined();
    expect(await detail(id)).toBeNull();
  });

  it('refuses an end before the start and an inventory of a vessel survey', async () => {
    const survey = await insertSurvey(app, organisationId);
    const backwards = await createInventarisation(survey, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
      ends_on: '04-06-2024',
    });
    expect(fieldsOf(backwards)?.ends_on?.key).toBe('validation.dateBeforeStart');
    const vessel = await insertSurvey(app, organisationId, { assetType: 'vessel' });
    const onVessel = await createInventarisation(vessel, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
    });
    expect(messageKeyOf(onVessel)).toBe('error.inventarisationPropertyOnly');
  });

  it('needs a reason when it starts more than 5 working days after the order', async () => {
    const survey = await insertSurvey(app, organisationId);
    // 24 April 2023: King's Day (27 April, on the spec's list) and a weekend lie between.
    const onTime = await createInventarisation(survey, {
      ordered_on: '24-04-2023',
      starts_on: '02-05-2023',
      late_reason: lateReason,
    });
    expect(onTime.errors).toBeUndefined();
    // Not late: a reason sent along is not kept (the form hides the field).
    expect(onTime.data!.createSurveyInventarisation).toMatchObject({
      late: false,
      late_reason: null,
    });

    const withoutReason = await createInventarisation(survey, {
      ordered_on: '24-04-2023',
      starts_on: '03-05-2023',
    });
    expect(fieldsOf(withoutReason)?.late_reason?.key).toBe('validation.required');
    const wrongItem = await createInventarisation(survey, {
      ordered_on: '24-04-2023',
      starts_on: '03-05-2023',
      late_reason: String((await itemsOfList(app, organisationId, 'eenheden'))[0]!.id),
    });
    expect(fieldsOf(wrongItem)?.late_reason?.key).toBe('error.badInput');
    const late = await createInventarisation(survey, {
      ordered_on: '24-04-2023',
      starts_on: '03-05-2023',
      late_reason: lateReason,
    });
    expect(late.errors).toBeUndefined();
    expect(late.data!.createSurveyInventarisation).toMatchObject({
      late: true,
      late_reason: lateReason,
    });
    expect(late.data!.createSurveyInventarisation.late_reason_value).not.toBe('');

    // Christmas, Boxing Day and New Year's Day: 20 December to 2 January is 6 working days.
    const id = onTime.data!.createSurveyInventarisation.id;
    const overHolidays = await app.gql(
      update,
      { id, input: { ordered_on: '20-12-2024', starts_on: '02-01-2025', ends_on: '' } },
      { token: surveyor },
    );
    expect(fieldsOf(overHolidays)?.late_reason?.key).toBe('validation.required');
    // Only the start (with its end) changes: the stored order date is judged with it.
    const movedStart = await app.gql<{ updateSurveyInventarisation: Inventarisation }>(
      update,
      { id, input: { starts_on: '03-05-2023', ends_on: '' } },
      { token: surveyor },
    );
    expect(fieldsOf(movedStart)?.late_reason?.key).toBe('validation.required');
    const justInTime = await app.gql<{ updateSurveyInventarisation: Inventarisation }>(
      update,
      { id, input: { ordered_on: '20-12-2024', starts_on: '31-12-2024', ends_on: '' } },
      { token: surveyor },
    );
    expect(justInTime.data!.updateSurveyInventarisation).toMatchObject({
      starts_on: '2024-12-31',
      late: false,
    });
    // Back in time: the late one gets on time and loses its reason.
    const lateId = late.data!.createSurveyInventarisation.id;
    const onTimeAgain = await app.gql<{ updateSurveyInventarisation: Inventarisation }>(
      update,
      { id: lateId, input: { starts_on: '02-05-2023', ends_on: '' } },
      { token: surveyor },
    );
    expect(onTimeAgain.data!.updateSurveyInventarisation).toMatchObject({ late_reason: null });
  });

  it('refuses changes while the survey is completed', async () => {
    const survey = await insertSurvey(app, organisationId);
    const created = await createInventarisation(survey, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
    });
    const id = created.data!.createSurveyInventarisation.id;
    const template = await insertTemplate('Afgesloten');
    await setSurveyStatus(app, survey, 'completed');
    const attempts = [
      await createInventarisation(survey, { ordered_on: '03-06-2024', starts_on: '05-06-2024' }),
      await app.gql(update, { id, input: { remarks: 'x' } }, { token: surveyor }),
      await app.gql(remove, { id }, { token: surveyor }),
      await app.gql(
        save,
        { id, template: template.id, answers: JSON.stringify({}) },
        { token: surveyor },
      ),
    ];
    for (const attempt of attempts) expect(messageKeyOf(attempt)).toBe('error.surveyClosed');
    expect(await detail(id)).not.toBeNull();
  });
});

describe("an inventory's dossier checks", () => {
  it("lists the active templates of the survey's type and keeps valid answers of every type", async () => {
    const [surveyType, otherType] = await itemsOfList(app, organisationId, 'onderzoek_types');
    const survey = await insertSurvey(app, organisationId, { surveyTypeItemId: surveyType!.id });
    const created = await createInventarisation(survey, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
    });
    const id = created.data!.createSurveyInventarisation.id;
    const template = await insertTemplate('Type-check', [surveyType!.id]);
    const otherTemplate = await insertTemplate('Ander type', [otherType!.id]);
    await insertTemplate('Inactief', [surveyType!.id], false);
    const names = (await detail(id))!.dossier_checks.map((check) => check.template.name);
    expect(names).toContain('Type-check');
    expect(names).not.toContain('Ander type');
    expect(names).not.toContain('Inactief');

    const q = template.question;
    const answers = {
      [q('checkbox')]: true,
      [q('date')]: '12-03-1962',
      [q('datetime')]: '05-06-2024 09:30',
      [q('radio')]: 'Hout, deels',
      [q('text')]: ' Gemeente ',
      [q('textarea')]: 'Regel 1\nRegel 2',
      [q('multiple_choice')]: ['Eigenaar', 'Archief'],
    };
    const saved = await app.gql<{ saveInventarisationDossierCheck: { answers: string } }>(
      save,
      { id, template: template.id, answers: JSON.stringify(answers) },
      { token: surveyor },
    );
    expect(saved.errors).toBeUndefined();
    expect(JSON.parse(saved.data!.saveInventarisationDossierCheck.answers)).toEqual({
      [q('checkbox')]: true,
      [q('date')]: '1962-03-12',
      [q('datetime')]: '2024-06-05 09:30:00',
      [q('radio')]: 'Hout, deels',
      [q('text')]: 'Gemeente',
      [q('textarea')]: 'Regel 1\nRegel 2',
      [q('multiple_choice')]: ['Archief', 'Eigenaar'],
    });
    const check = (await detail(id))!.dossier_checks.find((c) => c.template.id === template.id)!;
    expect(check.saved_at).not.toBeNull();

    const notForType = await app.gql(
      save,
      { id, template: otherTemplate.id, answers: '{}' },
      { token: surveyor },
    );
    expect(messageKeyOf(notForType)).toBe('error.dossierCheckTemplate');
  });

  it('refuses answers that do not fit their question, and keeps the saved ones', async () => {
    const survey = await insertSurvey(app, organisationId);
    const created = await createInventarisation(survey, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
    });
    const id = created.data!.createSurveyInventarisation.id;
    // A survey without a type gets every active template.
    const template = await insertTemplate('Zonder type', [12345]);
    const q = template.question;
    const valid = { [q('date')]: '01-01-2000', [q('radio')]: 'Steen' };
    const first = await app.gql(
      save,
      { id, template: template.id, answers: JSON.stringify(valid) },
      { token: surveyor },
    );
    expect(first.errors).toBeUndefined();

    const cases: [Record<string, unknown>, string, string][] = [
      [{ [q('date')]: '31-02-2000' }, q('date'), 'validation.date'],
      [{ [q('datetime')]: '01-01-2000' }, q('datetime'), 'validation.time'],
      [{ [q('datetime')]: '01-01-2000 25:00' }, q('datetime'), 'validation.time'],
      [{ [q('checkbox')]: 'yes' }, q('checkbox'), 'error.badInput'],
      [{ [q('radio')]: 'Beton' }, q('radio'), 'error.dossierCheckOption'],
      [{ [q('text')]: 'x'.repeat(200) }, q('text'), 'validation.maxLength'],
      [{ [q('text')]: 42 }, q('text'), 'error.badInput'],
      [{ [q('textarea')]: 'x'.repeat(5001) }, q('textarea'), 'validation.maxLength'],
      [
        { [q('multiple_choice')]: ['Archief', 'Buren'] },
        q('multiple_choice'),
        'error.dossierCheckOption',
      ],
      [{ [q('multiple_choice')]: 'Archief' }, q('multiple_choice'), 'error.badInput'],
      [{ 999999: 'x' }, '999999', 'error.badInput'],
    ];
    for (const [change, question, key] of cases) {
      const result = await app.gql(
        save,
        { id, template: template.id, answers: JSON.stringify({ ...valid, ...change }) },
        { token: surveyor },
      );
      expect(messageKeyOf(result), JSON.stringify(change)).toBe('error.dossierCheckAnswers');
      expect(fieldsOf(result)?.[`question-${question}`]?.key, JSON.stringify(change)).toBe(key);
    }
    const notJson = await app.gql(
      save,
      { id, template: template.id, answers: '[1' },
      {
        token: surveyor,
      },
    );
    expect(fieldsOf(notJson)?.answers?.key).toBe('error.badInput');

    const kept = (await detail(id))!.dossier_checks.find((c) => c.template.id === template.id)!;
    expect(JSON.parse(kept.answers)).toMatchObject({
      [q('date')]: '2000-01-01',
      [q('radio')]: 'Steen',
    });
  });
});

describe('a draft of a dossier check', () => {
  it('keeps partial answers, lists the required ones still open, and survives a reload', async () => {
    const survey = await insertSurvey(app, organisationId);
    const created = await createInventarisation(survey, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
    });
    const id = created.data!.createSurveyInventarisation.id;
    const template = await insertTemplate('In delen');
    const q = template.question;
    const saveDraft = (answers: Record<string, unknown>) =>
      app.gql<{ saveInventarisationDossierCheck: { answers: string; missing_required: string[] } }>(
        save,
        { id, template: template.id, answers: JSON.stringify(answers) },
        { token: surveyor },
      );
    // 3 of the 7 questions: one of the two required ones, and a date still checked as a date.
    const partial = await saveDraft({
      [q('checkbox')]: true,
      [q('radio')]: 'Steen',
      [q('text')]: 'Gemeente',
    });
    expect(partial.errors).toBeUndefined();
    expect(partial.data!.saveInventarisationDossierCheck.missing_required).toEqual([q('date')]);
    const badDate = await saveDraft({ [q('date')]: '31-02-2000' });
    expect(fieldsOf(badDate)?.[`question-${q('date')}`]?.key).toBe('validation.date');

    const kept = (await detail(id))!.dossier_checks.find((c) => c.template.id === template.id)!;
    expect(JSON.parse(kept.answers)).toMatchObject({
      [q('checkbox')]: true,
      [q('date')]: null,
      [q('radio')]: 'Steen',
      [q('text')]: 'Gemeente',
    });
    const emptied = await saveDraft({ [q('radio')]: '' });
    expect(emptied.data!.saveInventarisationDossierCheck.missing_required).toEqual([
      q('date'),
      q('radio'),
    ]);
  });

  it('reads the open required questions of every checklist in one statement', async () => {
    const survey = await insertSurvey(app, organisationId);
    for (const day of ['03-06-2024', '04-06-2024']) {
      await createInventarisation(survey, { ordered_on: day, starts_on: day });
    }
    await insertTemplate('Tweede lijst');
    const checksOfList = (fields: string) =>
      app.gql<{ surveyInventarisations: { dossier_checks: unknown[] }[] }>(
        `query ($survey: ID!) { surveyInventarisations(surveyId: $survey) {
          dossier_checks { template { id } ${fields} } } }`,
        { survey: String(survey) },
        { token: surveyor },
      );
    const counter = countQueries(app.database);
    try {
      const without = await checksOfList('');
      const statementsWithout = counter.count;
      counter.reset();
      const withMissing = await checksOfList('missing_required');
      expect(withMissing.errors).toBeUndefined();
      const checks = withMissing.data!.surveyInventarisations.flatMap((row) => row.dossier_checks);
      expect(checks.length).toBeGreaterThan(2);
      expect(without.data!.surveyInventarisations).toHaveLength(2);
      expect(counter.count).toBe(statementsWithout + 1);
    } finally {
      counter.stop();
    }
  });
});

describe('another organisation', () => {
  it('can neither read nor change an inventory or its dossier checks', async () => {
    const survey = await insertSurvey(app, organisationId);
    const created = await createInventarisation(survey, {
      ordered_on: '03-06-2024',
      starts_on: '05-06-2024',
    });
    const id = created.data!.createSurveyInventarisation.id;
    const template = await insertTemplate('Eigen');
    const list = await app.gql<{ surveyInventarisations: unknown[] }>(
      listQuery,
      { survey },
      { token: other },
    );
    expect(list.data!.surveyInventarisations).toEqual([]);
    expect(await detail(id, other)).toBeNull();
    const attempts = [
      await app.gql(
        create,
        {
          input: { ordered_on: '03-06-2024', starts_on: '05-06-2024' },
          connect: connect(survey),
        },
        { token: other },
      ),
      await app.gql(update, { id, input: { remarks: 'x' } }, { token: other }),
      await app.gql(remove, { id }, { token: other }),
      await app.gql(save, { id, template: template.id, answers: '{}' }, { token: other }),
    ];
    for (const attempt of attempts) expect(errorCode(attempt)).toBe('NOT_FOUND');
    expect((await detail(id))!.remarks).toBe('');
  });
});
