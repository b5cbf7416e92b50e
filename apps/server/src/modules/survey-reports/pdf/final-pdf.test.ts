import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { files, jobs, surveyReports, userProfiles } from '../../../db/tables';
import { fileStore } from '../../../files/storage';
import { createJobRunner } from '../../../jobs/runner';
import {
  downloadPdf,
  insertCompleteSurvey,
  insertReportTemplate,
  insertSurveyReport,
  pdfText,
  printSetup,
  testJobServices,
} from '../../../testing/report-fixtures';
import { insertSurvey, organisationOfUser, profileOfUser } from '../../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { queueReportPdf } from './queue-pdf';

const { webDist, chromiumPath, printable } = await printSetup();

let app: TestApp;
let surveyor: string;
let organisationId: number;
let profileId: number;

const finalize = 'mutation ($id: ID!) { finalizeSurveyReport(id: $id) { id status signer } }';
const createReport = `mutation ($surveyId: ID!, $templateId: ID!) {
  createSurveyReport(surveyId: $surveyId, templateId: $templateId) { id } }`;
const reportQuery = `query ($id: ID!) { surveyReport(id: $id) {
  status pdf_sha256 pdf_file { id } checks { code } pdf_job { status error } } }`;

interface ReportRead {
  status: string;
  pdf_sha256: string | null;
  pdf_file: { id: string } | null;
  checks: { code: string }[];
  pdf_job: { status: string; error: string | null } | null;
}

async function gqlOk<T>(query: string, variables: Record<string, unknown>) {
  const result = await app.gql<T>(query, variables, { token: surveyor });
  expect(result.errors).toBeUndefined();
  return result.data!;
}

/** A template of one chapter with one element. */
const insertTemplate = async (element: { title: string; markup: string; query: string }) =>
  (
    await insertReportTemplate(app, organisationId, [
      { title: 'Samenvatting', text: '<p>Geen bijzonderheden.</p>', elements: [element] },
    ])
  ).templateId;

/** Finalises a new report of a complete survey from `templateId` and runs its PDF job. */
async function finalizeAndPrint(templateId: string) {
  const survey = await insertCompleteSurvey(app, organisationId, profileId);
  const { createSurveyReport } = await gqlOk<{ createSurveyReport: { id: string } }>(createReport, {
    surveyId: String(survey),
    templateId,
  });
  const id = createSurveyReport.id;
  const before = await gqlOk<{ surveyReport: ReportRead }>(reportQuery, { id });
  expect(before.surveyReport.checks).toEqual([]);
  const { finalizeSurveyReport } = await gqlOk<{
    finalizeSurveyReport: { status: string; signer: string };
  }>(finalize, { id });
  expect(finalizeSurveyReport.status).toBe('finalizing');
  await createJobRunner(jobServices()).runDue();
  const after = await gqlOk<{ surveyReport: ReportRead }>(reportQuery, { id });
  return { id, signer: finalizeSurveyReport.signer, report: after.surveyReport };
}

/** A draft report of `surveyId` inserted directly, its PDF job queued: the job's id. */
async function queueDraftPdf(surveyId: number) {
  const reportId = await insertSurveyReport(app, { organisationId, surveyId, profileId });
  return app.database.db.transaction((tx) =>
    queueReportPdf(tx, { reportId, organisationId, profileId, final: false }),
  );
}

const jobServices = (appUrl = app.url) => testJobServices(app, { appUrl });

beforeAll(async () => {
  if (!printable) return;
  app = await createTestApp({ WEB_DIST: webDist, CHROMIUM_PATH: chromiumPath });
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  profileId = await profileOfUser(app, 'surveyor@vezel.test');
  surveyor = await app.login('surveyor@vezel.test');
  // A signature as an account's signature tab stores it: an image of the organisation.
  const png = await sharp({
    create: { width: 240, height: 80, channels: 3, background: { r: 20, g: 40, b: 160 } },
  })
    .png()
    .toBuffer();
  const stored = await fileStore(app.config.dataDir).store(Readable.from([png]), {
    maxBytes: 1_000_000,
    allowed: ['image/png'],
  });
  const [file] = await app.database.db
    .insert(files)
    .values({ organisationId, ...stored, name: 'handtekening.png' })
    .returning();
  await app.database.db
    .update(userProfiles)
    .set({ signatureFileId: file!.id })
    .where(eq(userProfiles.id, profileId));
}, 60_000);
afterAll(() => app?.close());

describe.skipIf(!printable)('a final report printed in Chromium', () => {
  it('becomes final with the PDF served, signed and without CONCEPT', async () => {
    const templateId = await insertTemplate({
      title: 'Opdracht',
      markup: '<p>Rapport {{ report.title }}, onderzoek {{ survey_id }}.</p>',
      query: '',
    });
    const { id, signer, report } = await finalizeAndPrint(templateId);
    expect(report.pdf_job).toMatchObject({ status: 'done', error: null });
    expect(report.status).toBe('final');
    expect(report.pdf_file).not.toBeNull();

    const { status, bytes, pdfPath } = await downloadPdf(
      app,
      report.pdf_file!.id,
      surveyor,
      `final-${id}.pdf`,
    );
    expect(status).toBe(200);
    expect(report.pdf_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));
    const text = (first: number, last?: number) => pdfText(pdfPath, first, last);
    const cover = text(1, 1);
    expect(cover).toContain('Asbestinventarisatierapport');
    expect(cover).not.toMatch(/concept/i);
    const whole = text(1);
    expect(whole).not.toMatch(/concept/i);
    expect(whole).toContain('1.1 Opdracht');
    // The signature block: the signer's name under its label, and their signature image.
    expect(whole).toContain('Ondertekend door');
    expect(whole).toContain(signer);
    const images = execFileSync('pdfimages', ['-list', pdfPath]).toString();
    expect(images).toMatch(/\s240\s+80\s/);
  }, 120_000);

  it('refuses a final print with a failed block, giving the report back as a draft', async () => {
    const templateId = await insertTemplate({
      title: 'Bronnen',
      markup: '<p>{{ nope }}</p>',
      query: 'query ($survey: ID) { fieldThatDoesNotExist }',
    });
    const { id, report } = await finalizeAndPrint(templateId);
    expect(report.status).toBe('draft');
    expect(report.pdf_file).toBeNull();
    expect(report.pdf_job?.status).toBe('failed');
    // Dutch: the surveyor's language; the count of failed parts named.
    expect(report.pdf_job?.error).toContain('onderdelen die niet af te drukken waren: 1');
    const [job] = await app.database.db
      .select()
      .from(jobs)
      .innerJoin(surveyReports, eq(surveyReports.pdfJobId, jobs.id))
      .where(eq(surveyReports.id, Number(id)));
    expect(job?.jobs).toMatchObject({ lastError: 'reportPdf.blocksFailed', attempts: 1 });
  }, 120_000);

  it('fails at once, for good, when the print view does not find the report', async () => {
    // A report whose survey its printer may not see: the print view answers not found.
    const jobId = await queueDraftPdf(
      await insertSurvey(app, await organisationOfUser(app, 'other@vezel.test')),
    );
    await createJobRunner(jobServices()).runDue();
    const [job] = await app.database.db.select().from(jobs).where(eq(jobs.id, jobId));
    expect(job).toMatchObject({ status: 'failed', attempts: 1, lastError: 'error.recordNotFound' });
  }, 60_000);

  it('fails at once, for good, where no print view is served', async () => {
    // An address that answers every page with 404, as a server without the built web app.
    const nothing = http.createServer((_request, response) => response.writeHead(404).end());
    await new Promise<void>((resolve) => nothing.listen(0, '127.0.0.1', resolve));
    try {
      const jobId = await queueDraftPdf(await insertSurvey(app, organisationId));
      const port = (nothing.address() as AddressInfo).port;
      await createJobRunner(jobServices(`http://127.0.0.1:${port}`)).runDue();
      const [job] = await app.database.db.select().from(jobs).where(eq(jobs.id, jobId));
      expect(job).toMatchObject({
        status: 'failed',
        attempts: 1,
        lastError: 'reportPdf.printViewMissing',
        result: { errorValues: { status: 404 } },
      });
    } finally {
      await new Promise((resolve) => nothing.close(resolve));
    }
  }, 60_000);
});
