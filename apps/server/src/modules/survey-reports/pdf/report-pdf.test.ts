import { eq } from 'drizzle-orm';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, surveyReports } from '../../../db/tables';
import { createJobRunner } from '../../../jobs/runner';
import { enqueue } from '../../../jobs/queue';
import { insertSurveyReport, testJobServices } from '../../../testing/report-fixtures';
import { insertSurvey, organisationOfUser, profileOfUser } from '../../../testing/survey-fixtures';
import { createTestApp, type TestApp } from '../../../testing/test-app';
import { pagesOfDestinations } from './destinations';
import { reportPdfJobKind } from './job-kind';
import { queueReportPdf } from './queue-pdf';

const missingChromium = '/nonexistent/chromium';
let app: TestApp;
let organisationId: number;
let profileId: number;
let surveyId: number;

/** The job's services with Chromium looked for at `chromiumPath`. */
const servicesWith = (chromiumPath: string) => testJobServices(app, { chromiumPath });

const insertReport = (status: string, version: number) =>
  insertSurveyReport(app, { organisationId, surveyId, profileId, status, version });

const queue = (reportId: number, final: boolean) =>
  app.database.db.transaction((tx) =>
    queueReportPdf(tx, { reportId, organisationId, profileId, final }),
  );

const jobOf = async (id: number) =>
  (await app.database.db.select().from(jobs).where(eq(jobs.id, id)))[0];
const reportOf = async (id: number) =>
  (await app.database.db.select().from(surveyReports).where(eq(surveyReports.id, id)))[0];

beforeAll(async () => {
  app = await createTestApp({ CHROMIUM_PATH: missingChromium });
  organisationId = await organisationOfUser(app, 'surveyor@vezel.test');
  profileId = await profileOfUser(app, 'surveyor@vezel.test');
  surveyId = await insertSurvey(app, organisationId);
});
afterAll(() => app?.close());

describe('report PDF job', () => {
  it('gives a report being made final back to draft when Chromium is missing, saying how to install it', async () => {
    const reportId = await insertReport('finalizing', 1);
    const jobId = await queue(reportId, true);
    expect((await reportOf(reportId))?.pdfJobId).toBe(jobId);

    const runner = createJobRunner(servicesWith(missingChromium));
    await runner.runDue();
    const job = await jobOf(jobId);
    expect(job).toMatchObject({ status: 'failed', lastError: 'reportPdf.noChromium' });
    expect(job?.result).toEqual({ errorValues: { path: missingChromium } });
    expect(await reportOf(reportId)).toMatchObject({
      status: 'draft',
      finalizedBy: null,
      finalizedAt: null,
      pdfFileId: null,
    });
  });

  it('gives a report being made final back to draft when even its job cannot be read', async () => {
    const reportId = await insertReport('finalizing', 3);
    // A payload without the person to print as: the handler fails before it reads the report.
    const job = await app.database.db.transaction(async (tx) => {
      const queued = await enqueue(tx, {
        organisationId,
        kind: reportPdfJobKind,
        payload: { reportId, final: true },
        maxAttempts: 1,
      });
      await tx
        .update(surveyReports)
        .set({ pdfJobId: queued.id })
        .where(eq(surveyReports.id, reportId));
      return queued;
    });
    await createJobRunner(servicesWith(missingChromium)).runDue();
    expect(await jobOf(job.id)).toMatchObject({ status: 'failed', lastError: 'job.unexpected' });
    expect(await reportOf(reportId)).toMatchObject({ status: 'draft', finalizedBy: null });
  });

  it('leaves a report alone when a newer job took over', async () => {
    const reportId = await insertReport('draft', 2);
    const first = await queue(reportId, false);
    const second = await queue(reportId, false);
    expect((await reportOf(reportId))?.pdfJobId).toBe(second);
    // The first one finds it is no longer the report's job and is done without printing;
    // the second fails for want of Chromium.
    await createJobRunner(servicesWith(missingChromium)).runDue();
    expect((await jobOf(first))?.status).toBe('done');
    expect((await jobOf(second))?.status).toBe('failed');
    expect((await reportOf(reportId))?.status).toBe('draft');
  });
});

describe('reportPrinting', () => {
  it('says when Chromium is missing and how to install it', async () => {
    const token = await app.login('surveyor@vezel.test');
    const query = '{ reportPrinting { available message } }';
    const result = await app.gql<{ reportPrinting: { available: boolean; message: string } }>(
      query,
      {},
      { token, locale: 'en' },
    );
    expect(result.data?.reportPrinting).toEqual({
      available: false,
      message: expect.stringContaining(`Chromium is missing on the server (${missingChromium})`),
    });
    expect(result.data?.reportPrinting.message).toContain('apt-get install chromium');
    const anonymous = await app.gql(query);
    expect(anonymous.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('pagesOfDestinations', () => {
  it('reads the page of each named destination from /Dests and from a /Names tree', async () => {
    const document = await PDFDocument.create();
    const pages = [document.addPage(), document.addPage(), document.addPage()];
    const destination = (index: number) =>
      document.context.obj([pages[index]!.ref, PDFName.of('XYZ'), 0, 800, 0]);
    document.catalog.set(
      PDFName.of('Dests'),
      document.context.obj({ 'h-c1': destination(0), 'h-e2': destination(2) }),
    );
    const names = PDFArray.withContext(document.context);
    names.push(PDFString.of('h-c3'));
    names.push(document.context.obj({ D: destination(1) }));
    const tree = PDFDict.withContext(document.context);
    tree.set(PDFName.of('Names'), names);
    document.catalog.set(PDFName.of('Names'), document.context.obj({ Dests: tree }));

    const read = await pagesOfDestinations(await document.save());
    expect(read.pages).toBe(3);
    expect(Object.fromEntries(read.pageOf)).toEqual({ 'h-c1': 1, 'h-e2': 3, 'h-c3': 2 });
  });
});
