import { Readable } from 'node:stream';
import { isLocale, localeCookieName, type Locale } from '@vezel/domain';
import { buildPath } from '@vezel/domain/routes/route-table';
import { and, eq } from 'drizzle-orm';
import type { Browser } from 'playwright-core';
import { sessionCookieName } from '../../../auth/cookies';
import { hashToken, newToken } from '../../../auth/tokens';
import { files, sessions, surveyReports, userProfiles, users } from '../../../db/tables';
import {
  JobError,
  registerJobHandler,
  reportJobProgress,
  type JobRow,
  type JobServices,
} from '../../../jobs/queue';
import { defaultJobLockMs } from '../../../jobs/runner';
import { chromiumArgs, chromiumAvailable } from './chromium';
import { reportPdfJobKind } from './job-kind';
import { pagesOfDestinations } from './destinations';

/** The job's own session lasts this long: enough for a long print, useless afterwards. */
const sessionLifetimeMs = 10 * 60 * 1000;
/**
 * One run's whole print (Chromium started, the page loaded, both passes) ends before the
 * runner's lock on the job does: past the lock another runner would print it a second time.
 */
const printDeadlineMs = defaultJobLockMs - 60 * 1000;
/** A report PDF with hundreds of photos is larger than an upload may be. */
const maxReportPdfBytes = 200 * 1024 * 1024;

/** The steps the report's screen shows while the job works. */
const steps = ['opening', 'measuring', 'printing', 'storing'] as const;

const numberIn = (payload: Record<string, unknown>, key: string): number => {
  const value = payload[key];
  if (typeof value !== 'number') throw new Error(`job payload without ${key}`);
  return value;
};

/**
 * The page the PDF is printed from, open in a browser signed in as the person who asked
 * for it: the print view reads the report with that person's rights, so an element's
 * query sees what they may see and nothing more.
 */
interface PrintSession {
  token: string;
  locale: Locale;
}

async function openSession(
  services: JobServices,
  job: JobRow,
  profileId: number,
): Promise<(PrintSession & { sessionId: number }) | null> {
  const [person] = await services.db
    .select({ userId: users.id, locale: users.locale })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(
      and(eq(userProfiles.id, profileId), eq(userProfiles.organisationId, job.organisationId)),
    );
  if (!person) return null;
  const token = newToken();
  const [session] = await services.db
    .insert(sessions)
    .values({
      userId: person.userId,
      tokenHash: hashToken(token),
      expiresAt: new Date(Date.now() + sessionLifetimeMs),
      userAgent: `Vezel report PDF (job ${job.id})`,
    })
    .returning({ id: sessions.id });
  if (!session) throw new Error('session insert returned nothing');
  return {
    token,
    locale: isLocale(person.locale) ? person.locale : 'nl',
    sessionId: session.id,
  };
}

/**
 * Prints the report twice. Chromium has no target-counter(), so the table of contents
 * cannot number its own pages: the first pass (images hidden: the same layout, quickly
 * printed) gives the page of each heading through the PDF's named destinations, which
 * Chromium writes for every `<a href="#anchor">` target; they are filled into the
 * contents' fixed-width slots, and the second pass is the PDF.
 */
async function printReport(
  browser: Browser,
  url: string,
  appUrl: string,
  session: PrintSession,
  final: boolean,
  progress: (step: (typeof steps)[number]) => Promise<void>,
): Promise<{ pdf: Buffer; pages: number; timings: Record<string, number> }> {
  const started = performance.now();
  const timings: Record<string, number> = {};
  const lap = (name: string) => {
    timings[name] = Math.round(performance.now() - started);
  };
  const context = await browser.newContext({ locale: session.locale });
  await context.addCookies([
    { name: sessionCookieName, value: session.token, url: appUrl, httpOnly: true },
    { name: localeCookieName, value: session.locale, url: appUrl },
  ]);
  // Bounded by the whole print's deadline, which closes the browser (see printInChromium).
  context.setDefaultTimeout(printDeadlineMs);
  const page = await context.newPage();
  // The page's own answer, also when Chromium refuses to show it (an empty 404 makes
  // goto throw); after redirects, the last one's.
  let status: number | undefined;
  page.on('response', (response) => {
    if (response.request().isNavigationRequest() && response.frame() === page.mainFrame()) {
      status = response.status();
    }
  });
  try {
    await page.goto(url);
  } catch (error) {
    if (status === undefined || status < 400) throw error;
  }
  // No web app served (not built, wrong address): printing again will not help.
  if (status === undefined || status >= 400) {
    throw new JobError('reportPdf.printViewMissing', true, { status: status ?? 0 });
  }
  const root = await page.waitForSelector('[data-report-ready], [data-report-error]');
  const failure = await root.getAttribute('data-report-error');
  // The report is not there for this person: another try will not find it either.
  if (failure === 'not-found') throw new JobError('error.recordNotFound', true);
  if (failure !== null) throw new JobError('reportPdf.printViewFailed');
  // A signed report prints whole or not at all: a missing block would be signed unseen.
  const failedBlocks = await page.locator('[data-block-failed]').count();
  if (final && failedBlocks > 0) {
    throw new JobError('reportPdf.blocksFailed', true, { count: failedBlocks });
  }
  lap('ready');
  await progress('measuring');
  const hidden = await page.addStyleTag({ content: 'img { visibility: hidden !important; }' });
  const draft = await page.pdf({ preferCSSPageSize: true, printBackground: true });
  lap('firstPass');
  const { pageOf, pages } = await pagesOfDestinations(draft);
  await page.evaluate((numbers) => {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-toc-page]')) {
      slot.textContent = String(numbers[slot.dataset.tocPage ?? ''] ?? '');
    }
  }, Object.fromEntries(pageOf));
  await hidden.evaluate((style) => (style as Element).remove());
  await progress('printing');
  // Tagged, with the headings as the PDF's outline (bookmarks): a long report is read on screen.
  const pdf = await page.pdf({
    preferCSSPageSize: true,
    printBackground: true,
    tagged: true,
    outline: true,
  });
  lap('secondPass');
  await context.close();
  return { pdf, pages, timings };
}

/** Prints the report in a Chromium of its own, closed when done or past the deadline. */
async function printInChromium(
  chromiumPath: string,
  print: (browser: Browser) => Promise<Awaited<ReturnType<typeof printReport>>>,
): Promise<Awaited<ReturnType<typeof printReport>>> {
  const { chromium } = await import('playwright-core');
  let browser: Browser | null = null;
  let timedOut = false;
  // Closing the browser makes whatever the print waits on (page.pdf has no timeout) fail.
  const deadline = setTimeout(() => {
    timedOut = true;
    void browser?.close();
  }, printDeadlineMs);
  try {
    browser = await chromium.launch({
      executablePath: chromiumPath,
      args: chromiumArgs,
      timeout: printDeadlineMs,
    });
    if (timedOut) throw new Error('print deadline passed while Chromium started');
    return await print(browser);
  } catch (error) {
    if (timedOut) {
      throw new JobError('reportPdf.timedOut', false, {
        minutes: Math.round(printDeadlineMs / 60_000),
      });
    }
    throw error;
  } finally {
    clearTimeout(deadline);
    await browser?.close();
  }
}

/**
 * Prints and stores the PDF of the job's report, unless the job is no longer the report's
 * (a newer one was queued, the report was deleted).
 */
async function printAndStore(job: JobRow, services: JobServices, final: boolean): Promise<void> {
  const reportId = numberIn(job.payload, 'reportId');
  const profileId = numberIn(job.payload, 'profileId');
  const [report] = await services.db
    .select()
    .from(surveyReports)
    .where(
      and(eq(surveyReports.id, reportId), eq(surveyReports.organisationId, job.organisationId)),
    );
  if (!report || report.pdfJobId !== job.id) return;
  if (final && report.status !== 'finalizing') return;

  const chromiumPath = services.config.chromiumPath;
  if (!(await chromiumAvailable(chromiumPath))) {
    throw new JobError('reportPdf.noChromium', true, { path: chromiumPath });
  }
  const appUrl = services.appUrl?.();
  if (!appUrl) throw new Error('the report PDF job runs only in a listening server');
  const progress = (step: (typeof steps)[number]) =>
    reportJobProgress(services.db, job.id, {
      step: `reportPdf.step.${step}`,
      done: steps.indexOf(step),
      total: steps.length,
    });
  await progress('opening');
  const session = await openSession(services, job, profileId);
  // The person left the organisation meanwhile: nobody may print in their name.
  if (!session) throw new JobError('error.recordNotFound', true);
  const started = performance.now();
  let printed: Awaited<ReturnType<typeof printReport>>;
  try {
    const url = appUrl + buildPath('surveyReportPrint', session.locale, { report: reportId });
    printed = await printInChromium(chromiumPath, (browser) =>
      printReport(browser, url, appUrl, session, final, progress),
    );
  } finally {
    await services.db.delete(sessions).where(eq(sessions.id, session.sessionId));
  }
  await progress('storing');
  const stored = await services.files.store(Readable.from([printed.pdf]), {
    maxBytes: maxReportPdfBytes,
    allowed: ['application/pdf'],
  });
  await services.db.transaction(async (tx) => {
    const [current] = await tx
      .select({ pdfJobId: surveyReports.pdfJobId, status: surveyReports.status })
      .from(surveyReports)
      .where(eq(surveyReports.id, reportId))
      .for('update');
    if (!current || current.pdfJobId !== job.id) return;
    const [file] = await tx
      .insert(files)
      .values({
        organisationId: job.organisationId,
        ...stored,
        name: `${report.title} v${report.version}.pdf`,
        uploadedByProfileId: profileId,
      })
      .returning({ id: files.id });
    if (!file) throw new Error('file insert returned nothing');
    await tx
      .update(surveyReports)
      .set({
        pdfFileId: file.id,
        pdfSha256: stored.sha256,
        pdfPages: printed.pages,
        pdfMadeAt: new Date(),
        updatedAt: new Date(),
        ...(final && current.status === 'finalizing' && { status: 'final' }),
      })
      .where(eq(surveyReports.id, reportId));
  });
  services.logger.info(
    {
      job: job.id,
      report: reportId,
      pages: printed.pages,
      bytes: stored.size,
      // Milliseconds since the page was opened, and the whole job.
      ms: { ...printed.timings, total: Math.round(performance.now() - started) },
    },
    'report PDF made',
  );
}

/**
 * Makes a report's PDF (see queueReportPdf): prints the print view in Chromium, stores the
 * PDF as the organisation's file with its SHA-256 and page count, and makes a finalising
 * report final. A final report that fails for good, whatever failed (its payload and
 * report read included), goes back to draft, the job's error shown on it. Run again after
 * a crash, it prints again: the same report, the same file (content-addressed).
 */
async function makeReportPdf(job: JobRow, services: JobServices): Promise<void> {
  const final = job.payload.final === true;
  try {
    await printAndStore(job, services, final);
  } catch (error) {
    const lastTry =
      (error instanceof JobError && error.permanent) || job.attempts >= job.maxAttempts;
    const reportId = job.payload.reportId;
    if (final && lastTry && typeof reportId === 'number') {
      // Not signed after all: the report is the surveyor's draft again, the job's error on it.
      await services.db
        .update(surveyReports)
        .set({
          status: 'draft',
          finalizedBy: null,
          finalizedAt: null,
          signatureFileId: null,
          updatedAt: new Date(),
        })
        .where(
          and(
            eq(surveyReports.id, reportId),
            eq(surveyReports.pdfJobId, job.id),
            eq(surveyReports.status, 'finalizing'),
          ),
        );
    }
    throw error;
  }
}

registerJobHandler(reportPdfJobKind, makeReportPdf);
