import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/tables';
import { createJobRunner } from '../../../jobs/runner';
import {
  downloadPdf,
  insertReportTemplate,
  pdfText,
  printSetup,
  testJobServices,
} from '../../../testing/report-fixtures';
import { insertSurvey, organisationOfUser } from '../../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';

const { webDist, chromiumPath, printable } = await printSetup();

let app: TestApp;
let surveyor: string;
let organisationId: number;

const createReport = `mutation ($surveyId: ID!, $templateId: ID!) {
  createSurveyReport(surveyId: $surveyId, templateId: $templateId) { id } }`;
const makePdf = 'mutation ($id: ID!) { makeSurveyReportPdf(id: $id) { id } }';
const reportQuery = `query ($id: ID!) { surveyReport(id: $id) {
  pdf_file { id } pdf_job { status error } } }`;

async function gqlOk<T>(query: string, variables: Record<string, unknown>) {
  const result = await app.gql<T>(query, variables, { token: surveyor });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** An English template of one chapter with one element. */
const insertEnglishTemplate = async () =>
  (
    await insertReportTemplate(
      app,
      organisationId,
      [
        {
          title: 'Summary',
          text: '<p>Nothing to report.</p>',
          elements: [
            {
              title: 'Survey',
              markup:
                '<p>Sampled on {{ "2026-03-12" | long_date }}: {{ 1234.5 | decimal: 1 }} kg.</p>',
            },
          ],
        },
      ],
      { name: 'Hazardous materials', language: 'en' },
    )
  ).templateId;

beforeAll(async () => {
  if (!printable) return;
  app = await createTestApp({ WEB_DIST: webDist, CHROMIUM_PATH: chromiumPath });
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  // The reader is Dutch: the job opens the print view in their language.
  await app.database.db
    .update(users)
    .set({ locale: 'nl' })
    .where(eq(users.email, 'surveyor@vezel.test'));
  surveyor = await app.login('surveyor@vezel.test');
}, 60_000);
afterAll(() => app?.close());

describe.skipIf(!printable)("a report's PDF", () => {
  it("is in the report's language for a Dutch reader: texts, page numbers, dates", async () => {
    const survey = await insertSurvey(app, organisationId);
    const { createSurveyReport } = await gqlOk<{ createSurveyReport: { id: string } }>(
      createReport,
      { surveyId: String(survey), templateId: await insertEnglishTemplate() },
    );
    const id = createSurveyReport.id;
    await gqlOk(makePdf, { id });
    await createJobRunner(testJobServices(app)).runDue();
    const { surveyReport } = await gqlOk<{
      surveyReport: { pdf_file: { id: string } | null; pdf_job: { status: string } };
    }>(reportQuery, { id });
    expect(surveyReport.pdf_job).toMatchObject({ status: 'done' });

    const { status, pdfPath } = await downloadPdf(
      app,
      surveyReport.pdf_file!.id,
      surveyor,
      `language-${id}.pdf`,
    );
    expect(status).toBe(200);
    const text = pdfText(pdfPath);
    for (const english of ['Survey number', 'DRAFT', 'Contents', 'Page 3 of 3', '1 Summary']) {
      expect(text).toContain(english);
    }
    expect(text).toContain('Sampled on 12 March 2026: 1,234.5 kg.');
    expect(text).not.toMatch(/Onderzoeksnummer|CONCEPT|Inhoudsopgave|Pagina \d/);
  }, 120_000);
});
