import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import {
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
  users,
} from '../../../db/tables';
import { fileStore } from '../../../files/storage';
import { createJobRunner } from '../../../jobs/runner';
import { createLogger } from '../../../logger';
import { loadSecretBox } from '../../../secrets/secret-box';
import { insertSurvey, organisationOfUser } from '../../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { chromiumAvailable } from './chromium';

// The print view is the web app's: this test needs it built (WEB_DIST, as the e2e tests)
// and a Chromium to print it with.
const webDist = loadConfig({ DATA_DIR: os.tmpdir(), ...process.env }).webDist;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const printable =
  fs.existsSync(path.join(webDist, 'index.html')) && (await chromiumAvailable(chromiumPath));

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

/** An English template of one chapter with one element, written straight into the tables. */
async function insertEnglishTemplate() {
  const db = app.database.db;
  const [template] = await db
    .insert(reportTemplates)
    .values({ organisationId, name: 'Hazardous materials', assetKind: 'property', language: 'en' })
    .returning();
  const [chapter] = await db
    .insert(reportChapters)
    .values({ organisationId, title: 'Summary', text: '<p>Nothing to report.</p>' })
    .returning();
  await db
    .insert(reportTemplateChapters)
    .values({ templateId: template!.id, chapterId: chapter!.id, sortIndex: 0 });
  const [element] = await db
    .insert(reportElements)
    .values({
      organisationId,
      headingLevel: 2,
      title: 'Survey',
      markup: '<p>Sampled on {{ "2026-03-12" | long_date }}: {{ 1234.5 | decimal: 1 }} kg.</p>',
      query: '',
    })
    .returning();
  await db
    .insert(reportChapterElements)
    .values({ chapterId: chapter!.id, elementId: element!.id, sortIndex: 0 });
  return String(template!.id);
}

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
    await createJobRunner({
      config: app.config,
      db: app.database.db,
      logger: createLogger('silent'),
      mailer: { send: async () => undefined },
      files: fileStore(app.config.dataDir),
      secrets: loadSecretBox(app.config.dataDir, app.config.secretKey),
      appUrl: () => app.url,
    }).runDue();
    const { surveyReport } = await gqlOk<{
      surveyReport: { pdf_file: { id: string } | null; pdf_job: { status: string } };
    }>(reportQuery, { id });
    expect(surveyReport.pdf_job).toMatchObject({ status: 'done' });

    const served = await fetch(`${app.url}/files/${surveyReport.pdf_file!.id}`, {
      headers: { authorization: `Bearer ${surveyor}` },
    });
    expect(served.status).toBe(200);
    const pdfPath = path.join(app.config.dataDir, `language-${id}.pdf`);
    fs.writeFileSync(pdfPath, Buffer.from(await served.arrayBuffer()));
    const text = execFileSync('pdftotext', ['-layout', pdfPath, '-']).toString();
    for (const english of ['Survey number', 'DRAFT', 'Contents', 'Page 3 of 3', '1 Summary']) {
      expect(text).toContain(english);
    }
    expect(text).toContain('Sampled on 12 March 2026: 1,234.5 kg.');
    expect(text).not.toMatch(/Onderzoeksnummer|CONCEPT|Inhoudsopgave|Pagina \d/);
  }, 120_000);
});
