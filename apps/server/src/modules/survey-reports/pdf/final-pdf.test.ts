import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config';
import {
  clients,
  files,
  jobs,
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
  surveyReports,
  surveys,
  surveySources,
  surveySurveyors,
  userProfiles,
  users,
  variableItems,
} from '../../../db/tables';
import { fileStore } from '../../../files/storage';
import type { JobServices } from '../../../jobs/queue';
import { createJobRunner } from '../../../jobs/runner';
import { createLogger } from '../../../logger';
import { loadSecretBox } from '../../../secrets/secret-box';
import { insertSurvey, itemsOfList, organisationOfUser } from '../../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { chromiumAvailable } from './chromium';
import { queueReportPdf } from './queue-pdf';

// The print view is the web app's: this test needs it built (WEB_DIST, as the e2e tests)
// and a Chromium to print it with.
const webDist = loadConfig({ DATA_DIR: os.tmpdir(), ...process.env }).webDist;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const printable =
  fs.existsSync(path.join(webDist, 'index.html')) && (await chromiumAvailable(chromiumPath));

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

/** A template of one chapter with one element, written straight into the tables. */
async function insertTemplate(element: { title: string; markup: string; query: string }) {
  const db = app.database.db;
  const [template] = await db
    .insert(reportTemplates)
    .values({ organisationId, name: 'Asbestinventarisatierapport', assetKind: 'property' })
    .returning();
  const [chapter] = await db
    .insert(reportChapters)
    .values({ organisationId, title: 'Samenvatting', text: '<p>Geen bijzonderheden.</p>' })
    .returning();
  await db
    .insert(reportTemplateChapters)
    .values({ templateId: template!.id, chapterId: chapter!.id, sortIndex: 0 });
  const [row] = await db
    .insert(reportElements)
    .values({ organisationId, headingLevel: 2, ...element })
    .returning();
  await db
    .insert(reportChapterElements)
    .values({ chapterId: chapter!.id, elementId: row!.id, sortIndex: 0 });
  return String(template!.id);
}

/** A survey with nothing open: client, type without checklist, surveyor, a clean source. */
async function completeSurvey() {
  const survey = await insertSurvey(app, organisationId);
  const types = await itemsOfList(app, organisationId, 'onderzoek_types');
  const type = types.find((item) => !item.value.startsWith('Asbestinventarisatie type'))!;
  const [client] = await app.database.db
    .insert(clients)
    .values({ organisationId, book: 'property', name: 'Klant B.V.' })
    .returning();
  await app.database.db
    .update(surveys)
    .set({ clientId: client!.id, surveyTypeItemId: type.id })
    .where(eq(surveys.id, survey));
  await app.database.db.insert(surveySurveyors).values({ surveyId: survey, profileId });
  const statuses = await app.database.db
    .select({ id: variableItems.id, data: variableItems.data })
    .from(variableItems)
    .where(
      inArray(
        variableItems.id,
        (await itemsOfList(app, organisationId, 'asbest_statussen')).map((item) => item.id),
      ),
    );
  const clean = statuses.find((item) => item.data.contains_asbestos !== true)!;
  await app.database.db
    .insert(surveySources)
    .values({ surveyId: survey, number: 'B01', data: { asbestos_status: clean.id } });
  return survey;
}

/** Finalises a new report of a complete survey from `templateId` and runs its PDF job. */
async function finalizeAndPrint(templateId: string) {
  const survey = await completeSurvey();
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

function jobServices(appUrl = app.url): JobServices {
  return {
    config: app.config,
    db: app.database.db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined },
    files: fileStore(app.config.dataDir),
    secrets: loadSecretBox(app.config.dataDir, app.config.secretKey),
    appUrl: () => appUrl,
  };
}

beforeAll(async () => {
  if (!printable) return;
  app = await createTestApp({ WEB_DIST: webDist, CHROMIUM_PATH: chromiumPath });
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  const [profile] = await app.database.db
    .select({ id: userProfiles.id })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(users.email, 'surveyor@vezel.test'));
  profileId = profile!.id;
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

    const served = await fetch(`${app.url}/files/${report.pdf_file!.id}`, {
      headers: { authorization: `Bearer ${surveyor}` },
    });
    expect(served.status).toBe(200);
    const bytes = Buffer.from(await served.arrayBuffer());
    expect(report.pdf_sha256).toBe(createHash('sha256').update(bytes).digest('hex'));

    const pdfPath = path.join(app.config.dataDir, `final-${id}.pdf`);
    fs.writeFileSync(pdfPath, bytes);
    const text = (first: number, last?: number) =>
      execFileSync('pdftotext', [
        '-f',
        String(first),
        ...(last ? ['-l', String(last)] : []),
        '-layout',
        pdfPath,
        '-',
      ]).toString();
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
    const [report] = await app.database.db
      .insert(surveyReports)
      .values({
        organisationId,
        surveyId: await insertSurvey(app, await organisationOfUser(app, 'other@vezel.test')),
        title: 'Rapport',
        version: 1,
        status: 'draft',
        createdBy: profileId,
      })
      .returning({ id: surveyReports.id });
    const jobId = await app.database.db.transaction((tx) =>
      queueReportPdf(tx, { reportId: report!.id, organisationId, profileId, final: false }),
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
      const [report] = await app.database.db
        .insert(surveyReports)
        .values({
          organisationId,
          surveyId: await insertSurvey(app, organisationId),
          title: 'Rapport',
          version: 1,
          status: 'draft',
          createdBy: profileId,
        })
        .returning({ id: surveyReports.id });
      const jobId = await app.database.db.transaction((tx) =>
        queueReportPdf(tx, { reportId: report!.id, organisationId, profileId, final: false }),
      );
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
