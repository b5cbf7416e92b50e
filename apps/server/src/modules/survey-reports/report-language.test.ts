import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { branches, surveyReports, surveys } from '../../db/tables';
import { insertSurvey, organisationOfUser } from '../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../testing/test-app';

const createTemplate = `mutation ($input: ReportTemplateCreateInput) {
  createReportTemplate(input: $input) { id language } }`;
const updateTemplate = `mutation ($id: ID!, $input: ReportTemplateUpdateInput) {
  updateReportTemplate(id: $id, input: $input) { id language } }`;
const createElement = `mutation ($input: ReportElementCreateInput) {
  createReportElement(input: $input) { id } }`;
const createChapter = `mutation ($input: ReportChapterCreateInput) {
  createReportChapter(input: $input) { id } }`;
const placeElement = `mutation ($input: ReportChapterElementCreateInput, $connect: [ResourceConnection!]) {
  createReportChapterElement(input: $input, connect: $connect) { id } }`;
const placeChapter = `mutation ($input: ReportTemplateChapterCreateInput, $connect: [ResourceConnection!]) {
  createReportTemplateChapter(input: $input, connect: $connect) { id } }`;
const createReport = `mutation ($surveyId: ID!, $templateId: ID!) {
  createSurveyReport(surveyId: $surveyId, templateId: $templateId) { id } }`;
const newVersion = 'mutation ($id: ID!) { newSurveyReportVersion(id: $id) { id } }';
const printQuery = `query ($id: ID!) { surveyReportPrint(id: $id) {
  report { language } cover { firmLines } blocks { kind html failed } } }`;

interface Print {
  report: { language: string };
  cover: { firmLines: string[] };
  blocks: { kind: string; html: string; failed: boolean }[];
}

let app: TestApp;
let admin: string;
let surveyor: string;
let organisationId: number;

async function ok<T>(query: string, variables: Record<string, unknown>, token: string) {
  const result = await app.gql<T>(query, variables, { token });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** A template made as an administrator makes one: one chapter with one element. */
async function makeTemplate(input: Record<string, unknown>, markup: string) {
  const template = (
    await ok<{ createReportTemplate: { id: string; language: string } }>(
      createTemplate,
      { input },
      admin,
    )
  ).createReportTemplate;
  const element = (
    await ok<{ createReportElement: { id: string } }>(
      createElement,
      { input: { title: 'Dates and numbers', markup } },
      admin,
    )
  ).createReportElement;
  const chapter = (
    await ok<{ createReportChapter: { id: string } }>(
      createChapter,
      { input: { title: 'Summary' } },
      admin,
    )
  ).createReportChapter;
  await ok(
    placeElement,
    { input: { element: element.id }, connect: [{ type: 'reportChapter', id: chapter.id }] },
    admin,
  );
  await ok(
    placeChapter,
    { input: { chapter: chapter.id }, connect: [{ type: 'reportTemplate', id: template.id }] },
    admin,
  );
  return template;
}

/** A survey of a branch holding an SC-540 process certificate. */
async function certifiedSurvey(assetType: 'property' | 'vessel') {
  const survey = await insertSurvey(app, organisationId, { assetType });
  const [branch] = await app.database.db
    .insert(branches)
    .values({
      organisationId,
      name: 'Vestiging Utrecht',
      kvkNumber: '12345678',
      processCertificateNumber: 'K123456',
    })
    .returning({ id: branches.id });
  await app.database.db.update(surveys).set({ branchId: branch!.id }).where(eq(surveys.id, survey));
  return survey;
}

const newReport = async (surveyId: number, templateId: string) =>
  (
    await ok<{ createSurveyReport: { id: string } }>(
      createReport,
      { surveyId: String(surveyId), templateId },
      surveyor,
    )
  ).createSurveyReport.id;

const printOf = async (id: string) =>
  (await ok<{ surveyReportPrint: Print }>(printQuery, { id }, surveyor)).surveyReportPrint;

beforeAll(async () => {
  app = await createTestApp({ LOG_LEVEL: 'error' });
  [admin, surveyor] = await Promise.all([
    app.login('admin@vezel.test'),
    app.login('surveyor@vezel.test'),
  ]);
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
});

afterAll(() => app.close());

describe("a report's language", () => {
  const markup =
    '<p>{{ "2026-03-12" | long_date }} | {{ 1234.5 | decimal: 1 }} | ' +
    '{{ 1234.5 | decimal: 1, "nl" }} | {{ "2026-03-12" | long_date: "fr" }} | {{ report.language }}</p>';

  it('is Dutch unless the template says otherwise, and only nl, en or fr', async () => {
    const dutch = await makeTemplate({ name: 'Asbest', asset_kind: 'property' }, markup);
    expect(dutch.language).toBe('nl');
    const refused = await app.gql(
      updateTemplate,
      { id: dutch.id, input: { language: 'de' } },
      { token: admin },
    );
    expect(refused.errors?.[0]?.extensions?.fields).toHaveProperty('language');
    const report = await newReport(await certifiedSurvey('property'), dutch.id);
    const print = await printOf(report);
    expect(print.report.language).toBe('nl');
    expect(print.blocks.find((block) => block.kind === 'element')?.html).toContain(
      '12 maart 2026 | 1.234,5 | 1.234,5 | 12 mars 2026 | nl',
    );
    // A property report names the branch's SC-540 certificate on its cover.
    expect(print.cover.firmLines).toContain('SC-540 K123456');
  });

  it('comes from the template, prints dates and numbers in it, and stays in a new version', async () => {
    const english = await makeTemplate(
      { name: 'IHM', asset_kind: 'vessel', language: 'en' },
      markup,
    );
    expect(english.language).toBe('en');
    const report = await newReport(await certifiedSurvey('vessel'), english.id);
    // A later change of the template leaves the report in its language.
    await ok(updateTemplate, { id: english.id, input: { language: 'fr' } }, admin);
    const print = await printOf(report);
    expect(print.report.language).toBe('en');
    const element = print.blocks.find((block) => block.kind === 'element');
    expect(element?.failed).toBe(false);
    expect(element?.html).toContain('12 March 2026 | 1,234.5 | 1.234,5 | 12 mars 2026 | en');
    // SC-540 certifies asbestos surveys of buildings: a ship's cover does not name it.
    expect(print.cover.firmLines).toContain('Vestiging Utrecht');
    expect(print.cover.firmLines.some((line) => line.includes('SC-540'))).toBe(false);

    await app.database.db
      .update(surveyReports)
      .set({ status: 'final' })
      .where(eq(surveyReports.id, Number(report)));
    const next = (
      await ok<{ newSurveyReportVersion: { id: string } }>(newVersion, { id: report }, surveyor)
    ).newSurveyReportVersion.id;
    expect((await printOf(next)).report.language).toBe('en');
  });
});
