import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { and, eq, inArray } from 'drizzle-orm';
import { loadConfig } from '../config';
import {
  clients,
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
  surveyReports,
  surveyRecords,
  surveys,
  surveySources,
  surveySurveyors,
  variableItems,
} from '../db/tables';
import { fileStore } from '../files/storage';
import type { JobServices } from '../jobs/queue';
import { createLogger } from '../logger';
import { chromiumAvailable } from '../modules/survey-reports/pdf/chromium';
import { loadSecretBox } from '../secrets/secret-box';
import { insertSurvey, itemsOfList } from './survey-fixtures';
import type { TestApp } from './test-app';

export interface ElementSpec {
  title: string;
  markup: string;
  query?: string;
  headingLevel?: number;
  pageSize?: string;
  orientation?: string;
}

export interface ChapterSpec {
  title: string;
  text?: string;
  appendix?: boolean;
  elements: ElementSpec[];
}

/**
 * A report template written straight into the tables (the templates module has its own
 * tests): its chapters in order, each with its elements in order.
 */
export async function insertReportTemplate(
  app: TestApp,
  organisationId: number,
  chapters: ChapterSpec[],
  {
    name = 'Asbestinventarisatierapport',
    assetKind = 'property',
    language,
  }: { name?: string; assetKind?: string; language?: string } = {},
) {
  const db = app.database.db;
  const [template] = await db
    .insert(reportTemplates)
    .values({ organisationId, name, assetKind, ...(language && { language }) })
    .returning();
  const elementIds: number[] = [];
  for (const [chapterIndex, spec] of chapters.entries()) {
    const [chapter] = await db
      .insert(reportChapters)
      .values({
        organisationId,
        title: spec.title,
        text: spec.text ?? '',
        appendix: spec.appendix ?? false,
      })
      .returning();
    await db
      .insert(reportTemplateChapters)
      .values({ templateId: template!.id, chapterId: chapter!.id, sortIndex: chapterIndex });
    for (const [elementIndex, element] of spec.elements.entries()) {
      const [row] = await db
        .insert(reportElements)
        .values({ organisationId, query: '', headingLevel: 2, ...element })
        .returning();
      elementIds.push(row!.id);
      await db
        .insert(reportChapterElements)
        .values({ chapterId: chapter!.id, elementId: row!.id, sortIndex: elementIndex });
    }
  }
  return { templateId: String(template!.id), elementIds };
}

/**
 * A survey with nothing open for a final report: a client, a type without checklist,
 * `profileId` as its surveyor and one source without asbestos.
 */
export async function insertCompleteSurvey(
  app: TestApp,
  organisationId: number,
  profileId: number,
): Promise<number> {
  const db = app.database.db;
  const survey = await insertSurvey(app, organisationId);
  const types = await itemsOfList(app, organisationId, 'onderzoek_types');
  const type = types.find((item) => !item.value.startsWith('Asbestinventarisatie type'))!;
  const [client] = await db
    .insert(clients)
    .values({ organisationId, book: 'property', name: 'Klant B.V.' })
    .returning();
  await db
    .update(surveys)
    .set({ clientId: client!.id, surveyTypeItemId: type.id })
    .where(eq(surveys.id, survey));
  await db.insert(surveySurveyors).values({ surveyId: survey, profileId });
  const statuses = await db
    .select({ id: variableItems.id, data: variableItems.data })
    .from(variableItems)
    .where(
      and(
        eq(variableItems.list, 'asbest_statussen'),
        inArray(
          variableItems.id,
          (await itemsOfList(app, organisationId, 'asbest_statussen')).map((item) => item.id),
        ),
      ),
    );
  const clean = statuses.find((item) => item.data.contains_asbestos !== true)!;
  await db
    .insert(surveySources)
    .values({ surveyId: survey, number: 'B01', data: { asbestos_status: clean.id } });
  return survey;
}

/** A report of a survey inserted directly, by `profileId`: its id. */
export async function insertSurveyReport(
  app: TestApp,
  {
    organisationId,
    surveyId,
    profileId,
    status = 'draft',
    version = 1,
  }: {
    organisationId: number;
    surveyId: number;
    profileId: number;
    status?: string;
    version?: number;
  },
): Promise<number> {
  const [report] = await app.database.db
    .insert(surveyReports)
    .values({
      organisationId,
      surveyId,
      title: 'Rapport',
      version,
      status,
      createdBy: profileId,
      ...(status === 'finalizing' && { finalizedBy: profileId, finalizedAt: new Date() }),
    })
    .returning({ id: surveyReports.id });
  if (!report) throw new Error('report insert returned nothing');
  return report.id;
}

/** The id of the demo survey 2026-0001's floor plan, in the organisation's copy of the demo. */
export async function demoPlanId(app: TestApp, organisationId: number): Promise<number> {
  const [plan] = await app.database.db
    .select({ id: surveyRecords.id })
    .from(surveyRecords)
    .innerJoin(surveys, eq(surveys.id, surveyRecords.surveyId))
    .where(
      and(
        eq(surveys.number, '2026-0001'),
        eq(surveys.organisationId, organisationId),
        eq(surveyRecords.kind, 'plan'),
      ),
    );
  if (!plan) throw new Error('the demo has no plan on 2026-0001');
  return plan.id;
}

/** The printed blocks of a new report of the survey from the template, made by `token`'s user. */
export async function printedReportBlocks(
  app: TestApp,
  { surveyId, templateId, token }: { surveyId: number; templateId: string; token: string },
) {
  const created = await app.gql<{ createSurveyReport: { id: string } }>(
    'mutation ($surveyId: ID!, $templateId: ID!) { createSurveyReport(surveyId: $surveyId, templateId: $templateId) { id } }',
    { surveyId: String(surveyId), templateId },
    { token },
  );
  if (created.errors) throw new Error(JSON.stringify(created.errors));
  const printed = await app.gql<{
    surveyReportPrint: { blocks: { title: string; html: string; failed: boolean }[] };
  }>(
    'query ($id: ID!) { surveyReportPrint(id: $id) { blocks { title html failed } } }',
    { id: created.data!.createSurveyReport.id },
    { token },
  );
  if (printed.errors) throw new Error(JSON.stringify(printed.errors));
  return printed.data!.surveyReportPrint.blocks;
}

/** The job runner's services for a test app: silent, no mail, the app's own address. */
export function testJobServices(
  app: TestApp,
  { appUrl = app.url, chromiumPath }: { appUrl?: string; chromiumPath?: string } = {},
): JobServices {
  const config = chromiumPath ? { ...app.config, chromiumPath } : app.config;
  return {
    config,
    db: app.database.db,
    logger: createLogger('silent'),
    mailer: { send: async () => undefined },
    files: fileStore(config.dataDir),
    secrets: loadSecretBox(config.dataDir, config.secretKey),
    appUrl: () => appUrl,
  };
}

/**
 * Where the print view and Chromium are for the tests that print a PDF: the print view is
 * the web app's, so these tests need it built (WEB_DIST, as the e2e tests) and a Chromium.
 */
export async function printSetup() {
  const webDist = loadConfig({ DATA_DIR: os.tmpdir(), ...process.env }).webDist;
  const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const printable =
    fs.existsSync(path.join(webDist, 'index.html')) && (await chromiumAvailable(chromiumPath));
  return { webDist, chromiumPath, printable };
}

/** Fetches a stored PDF as `token` and writes it into the app's data folder as `name`. */
export async function downloadPdf(app: TestApp, fileId: string, token: string, name: string) {
  const served = await fetch(`${app.url}/files/${fileId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const bytes = Buffer.from(await served.arrayBuffer());
  const pdfPath = path.join(app.config.dataDir, name);
  fs.writeFileSync(pdfPath, bytes);
  return { status: served.status, bytes, pdfPath };
}

/** A PDF's text as pdftotext lays it out, from page `first` to `last` (or the end). */
export const pdfText = (pdfPath: string, first?: number, last?: number) =>
  execFileSync('pdftotext', [
    ...(first ? ['-f', String(first)] : []),
    ...(last ? ['-l', String(last)] : []),
    '-layout',
    pdfPath,
    '-',
  ]).toString();
