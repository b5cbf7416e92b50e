import {
  amsterdamToday,
  domainMessages,
  permissionsFor,
  roleIds,
  toLocale,
  translate,
  type DomainMessageKey,
} from '@vezel/domain';
import { numberHeadings, type HeadingLevel, type PageSettings } from '@vezel/domain/reports/layout';
import type {
  ReportBlock,
  ReportCover,
  ReportPrint,
  ReportSignature,
  ReportTocEntry,
} from '@vezel/domain/reports/print-model';
import { execute, type GraphQLError } from 'graphql';
import { and, asc, eq, inArray } from 'drizzle-orm';
import {
  assets,
  branches,
  clients,
  surveyRecords,
  userCertificates,
  userProfiles,
  users,
  variableItems,
} from '../../db/tables';
import type { surveyReportChapters, surveyReportElements } from '../../db/tables';
import { findFile } from '../../files/schema';
import { organisationOf, viewerOf, type Context } from '../../graphql/context';
import { AppError } from '../../graphql/errors';
import { reportMarkup, reportMarkupOptions } from '../../reports/markup';
import { checkReportQuery, reportQueryFailure, reportQueryVariable } from '../../reports/query';
import { sanitizeRenderedMarkup, sanitizeReportHtml } from '../../reports/sanitize';
import { fullNameSql } from '../accounts/full-name';
import { printPlanDrawing } from '../survey-plan-drawings/print-svg';
import { findSurvey, type SurveyRow } from '../surveys/access';
import { pdfPages } from './pdf-pages';
import { findSurveyReport, reportContents, type SurveyReportRow } from './reports';

type ElementRow = typeof surveyReportElements.$inferSelect;
type ChapterRow = typeof surveyReportChapters.$inferSelect;

/** A chapter without elements prints its text on the page most reports are made of. */
const chapterPage: PageSettings = { size: 'A4', orientation: 'portrait', headerFooter: true };

const headingLevelOf = (level: number): HeadingLevel =>
  level >= 1 && level <= 4 ? (level as HeadingLevel) : 0;

const pageOf = (element: ElementRow): PageSettings => ({
  size: element.pageSize === 'A3' ? 'A3' : 'A4',
  orientation: element.orientation === 'landscape' ? 'landscape' : 'portrait',
  headerFooter: element.headerFooter,
});

const samePage = (a: PageSettings, b: PageSettings) =>
  a.size === b.size && a.orientation === b.orientation && a.headerFooter === b.headerFooter;

/** The app's schema, imported when first needed: it imports this module itself. */
const appSchema = async () => (await import('../../graphql/schema')).schema;

/** A block that cannot print: `reason` is what the print view shows, in the reader's language. */
class BlockFailure extends Error {
  constructor(
    message: string,
    readonly reason: string,
  ) {
    super(message);
  }
}

/**
 * The contexts element queries run with. A report's print runs its elements' queries, so
 * one asking for a print would print itself without end: `checkReportQuery` refuses the
 * field, and `buildReportPrint` refuses these contexts should a query still reach it.
 */
const elementQueryContexts = new WeakSet<Context>();

/** One report's elements render within this; past it the rest fail, logged. */
const reportRenderMs = 60_000;

const say = (context: Context, key: DomainMessageKey, values?: Record<string, string | number>) =>
  translate(domainMessages, context.locale, key, values);

/** The work, or a failure once the report's render deadline passes (not begun past it). */
async function beforeDeadline<T>(
  context: Context,
  work: () => Promise<T>,
  deadline: number,
): Promise<T> {
  const tooLate = () =>
    new BlockFailure(
      'the report took too long to render',
      say(context, 'surveyReports.blockError.timedOut'),
    );
  const left = deadline - Date.now();
  if (left <= 0) throw tooLate();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(tooLate()), left);
  });
  try {
    return await Promise.race([work(), late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The context an element's query runs with: the caller's organisation, with the rights of a
 * surveyor whoever prints. A report must not depend on who prints it: a manager's print
 * shows nothing a surveyor's cannot (a manager-only field fails for both).
 */
function surveyorContext(context: Context): Context {
  const viewer = viewerOf(context);
  return {
    ...context,
    viewer: {
      ...viewer,
      roleId: roleIds.surveyor,
      permissions: permissionsFor(viewer.userId, roleIds.surveyor, {
        subscriptionUserIds: [],
        developerUserIds: [],
      }),
    },
  };
}

/** What a failed query says to the reader: a refusal of ours translated, anything else in general. */
function queryErrorReason(context: Context, error: GraphQLError): string {
  const key = error.extensions?.messageKey;
  if (typeof key !== 'string' || !(key in domainMessages[context.locale])) {
    return say(context, 'surveyReports.blockError.query');
  }
  return say(
    context,
    key as DomainMessageKey,
    error.extensions.values as Record<string, string | number> | undefined,
  );
}

/**
 * An element's data: its query run in the caller's organisation with a surveyor's rights
 * (`surveyorContext`), so every resolver's organisation scoping applies (a query naming
 * another organisation's survey gets null, as the API would give).
 */
async function elementData(
  context: Context,
  element: ElementRow,
  surveyId: number,
): Promise<Record<string, unknown>> {
  const schema = await appSchema();
  const check = checkReportQuery(schema, element.query);
  if (!check.ok) {
    const failure = reportQueryFailure(check.problem, context.locale);
    throw new BlockFailure(
      `query refused: ${reportQueryFailure(check.problem, 'en').values?.message ?? ''}`,
      say(context, failure.key as DomainMessageKey, failure.values),
    );
  }
  if (!check.document) return {};
  const contextValue = surveyorContext(context);
  elementQueryContexts.add(contextValue);
  const result = await execute({
    schema,
    document: check.document,
    contextValue,
    variableValues: { [reportQueryVariable]: String(surveyId) },
  });
  if (result.errors?.length) {
    throw new BlockFailure(
      `query failed: ${result.errors.map((error) => error.message).join('; ')}`,
      [...new Set(result.errors.map((error) => queryErrorReason(context, error)))].join('; '),
    );
  }
  return (result.data ?? {}) as Record<string, unknown>;
}

const pdfPagesTag = /<vezel-pdf-pages data-file="(\d+)">[\s\S]*?<\/vezel-pdf-pages>/g;

/** Replaces each PDF placeholder by the PDF's pages as images, one per printed page. */
async function withPdfPages(context: Context, html: string): Promise<string> {
  const ids = [...html.matchAll(pdfPagesTag)].map((match) => Number(match[1]));
  if (ids.length === 0)
    return html.replace(/<vezel-pdf-pages[^>]*>[\s\S]*?<\/vezel-pdf-pages>/g, '');
  const caller = {
    organisationId: organisationOf(context),
    profileId: viewerOf(context).profileId,
  };
  const pages = new Map<number, string>();
  for (const id of new Set(ids)) {
    const images = await pdfPages(context, caller, id).catch((error: unknown) => {
      throw new BlockFailure(
        `pdf pages of file ${id}: ${error instanceof Error ? error.message : String(error)}`,
        say(context, 'surveyReports.blockError.pdf'),
      );
    });
    pages.set(
      id,
      images
        .map(
          (image) =>
            `<div class="pdf-page"><img src="/files/${image.imageFileId}" width="${image.width}" height="${image.height}" alt=""></div>`,
        )
        .join(''),
    );
  }
  return html.replace(pdfPagesTag, (_tag, id: string) => pages.get(Number(id)) ?? '');
}

const planDrawingTag = /<vezel-plan-drawing\b([^>]*)>[\s\S]*?<\/vezel-plan-drawing>/g;
/** The plan a placeholder names ('' for none): the sanitiser may have kept a class or style. */
const planIdOf = (attributes: string) => /\bdata-plan="(\d+)"/.exec(attributes)?.[1] ?? '';

/**
 * Replaces each plan placeholder by the plan's drawing and legend, filling a page of the
 * element's; anything but a plan of the report's own survey prints nothing.
 */
async function withPlanDrawings(
  context: Context,
  html: string,
  surveyId: number,
  page: PageSettings,
  language: string,
): Promise<string> {
  const ids = [...html.matchAll(planDrawingTag)].map((match) => planIdOf(match[1] ?? ''));
  // An id beyond the column's range names no plan (and must not fail the query).
  const named = [...new Set(ids)]
    .filter((id) => id !== '')
    .map(Number)
    .filter((id) => id <= 2_147_483_647);
  const plans =
    named.length === 0
      ? []
      : await context.db
          .select({ id: surveyRecords.id })
          .from(surveyRecords)
          .where(
            and(
              inArray(surveyRecords.id, named),
              eq(surveyRecords.surveyId, surveyId),
              eq(surveyRecords.kind, 'plan'),
            ),
          );
  const drawings = new Map<string, string>();
  for (const { id } of plans) {
    drawings.set(
      String(id),
      await printPlanDrawing(context, organisationOf(context), id, toLocale(language), page).catch(
        (error: unknown) => {
          throw new BlockFailure(
            `plan drawing ${id}: ${error instanceof Error ? error.message : String(error)}`,
            say(context, 'planPrint.failed'),
          );
        },
      ),
    );
  }
  return html.replace(
    planDrawingTag,
    (_tag, attributes: string) => drawings.get(planIdOf(attributes)) ?? '',
  );
}

interface Rendered {
  html: string;
  error: string | null;
}

/** The markup rendered; a Liquid error fails the block with the markup's own message. */
async function renderMarkup(
  context: Context,
  markup: string,
  data: Record<string, unknown>,
  language: string,
): Promise<string> {
  try {
    return await reportMarkup.parseAndRender(markup, data, reportMarkupOptions(language));
  } catch (error) {
    const message = error instanceof Error ? error.message.split('\n')[0]! : String(error);
    throw new BlockFailure(
      `markup failed: ${message}`,
      say(context, 'surveyReports.blockError.markup', { message }),
    );
  }
}

async function renderElement(
  context: Context,
  report: SurveyReportRow,
  element: ElementRow,
  deadline: number,
): Promise<Rendered> {
  try {
    const data = await beforeDeadline(
      context,
      () => elementData(context, element, report.surveyId),
      deadline,
    );
    const markup = await renderMarkup(
      context,
      element.markup,
      {
        ...data,
        report: {
          id: String(report.id),
          title: report.title,
          version: report.version,
          status: report.status,
          language: report.language,
        },
        survey_id: String(report.surveyId),
      },
      report.language,
    );
    const html = sanitizeRenderedMarkup(markup);
    const withPages = await beforeDeadline(context, () => withPdfPages(context, html), deadline);
    return {
      html: await beforeDeadline(
        context,
        () =>
          withPlanDrawings(context, withPages, report.surveyId, pageOf(element), report.language),
        deadline,
      ),
      error: null,
    };
  } catch (error) {
    context.logger.warn(
      { err: error, reportId: report.id, elementId: element.id },
      'report element could not be rendered',
    );
    return {
      html: '',
      error: error instanceof BlockFailure ? error.reason : say(context, 'error.internal'),
    };
  }
}

async function signatureOf(
  context: Context,
  report: SurveyReportRow,
): Promise<ReportSignature | null> {
  if (report.finalizedBy === null || report.finalizedAt === null) return null;
  const [signer] = await context.db
    .select({ name: fullNameSql })
    .from(userProfiles)
    .innerJoin(users, eq(users.id, userProfiles.userId))
    .where(eq(userProfiles.id, report.finalizedBy));
  const certificates = await context.db
    .select({ type: variableItems.value, number: userCertificates.number })
    .from(userCertificates)
    .innerJoin(variableItems, eq(variableItems.id, userCertificates.typeItemId))
    .where(eq(userCertificates.profileId, report.finalizedBy))
    .orderBy(asc(variableItems.value), asc(userCertificates.number));
  return {
    name: signer?.name ?? '',
    signedAt: report.finalizedAt.toISOString(),
    fileId: report.signatureFileId === null ? null : String(report.signatureFileId),
    certificates: certificates.map((row) => `${row.type} ${row.number}`),
  };
}

const joinParts = (...parts: (string | null | undefined)[]) =>
  parts.filter((part) => part && part.trim() !== '').join(' ');

async function coverOf(
  context: Context,
  report: SurveyReportRow,
  survey: SurveyRow,
): Promise<ReportCover> {
  const organisationId = survey.organisationId;
  const [asset] = await context.db.select().from(assets).where(eq(assets.id, survey.assetId));
  const [client] =
    survey.clientId === null
      ? []
      : await context.db
          .select({ name: clients.name })
          .from(clients)
          .where(and(eq(clients.id, survey.clientId), eq(clients.organisationId, organisationId)));
  const [branch] =
    survey.branchId === null
      ? []
      : await context.db
          .select()
          .from(branches)
          .where(
            and(eq(branches.id, survey.branchId), eq(branches.organisationId, organisationId)),
          );
  const [surveyType] =
    survey.surveyTypeItemId === null
      ? []
      : await context.db
          .select({ value: variableItems.value })
          .from(variableItems)
          .where(eq(variableItems.id, survey.surveyTypeItemId));
  const vessel = survey.assetType === 'vessel';
  const assetLines = !asset
    ? []
    : vessel
      ? [asset.name, asset.imo ? `IMO ${asset.imo}` : '', asset.flag].filter((line) => line !== '')
      : [
          joinParts(asset.street, joinParts(asset.houseNumber, asset.houseNumberSuffix)),
          joinParts(asset.postcode, asset.city),
        ].filter((line) => line !== '');
  const firmLines = branch
    ? [
        branch.name,
        joinParts(branch.street, joinParts(branch.houseNumber, branch.houseNumberSuffix)),
        joinParts(branch.postcode, branch.city),
        // The SC-540 process certificate covers asbestos surveys of buildings, not ships.
        branch.processCertificateNumber && !vessel
          ? `SC-540 ${branch.processCertificateNumber}`
          : '',
      ].filter((line) => line !== '')
    : [];
  const photo = await findFile(context.db, organisationId, survey.frontImageFileId);
  const logo = branch ? await findFile(context.db, organisationId, branch.logoFileId) : null;
  const date = report.finalizedAt ?? new Date();
  return {
    title: report.title,
    subtitle:
      surveyType?.value ??
      (vessel ? 'Inventory of Hazardous Materials, Part I' : 'Asbestinventarisatie'),
    surveyNumber: survey.number,
    assetLines,
    clientName: client?.name ?? null,
    firmLines,
    photoFileId: photo && photo.mimeType.startsWith('image/') ? String(photo.id) : null,
    logoFileId: logo && logo.mimeType.startsWith('image/') ? String(logo.id) : null,
    // The day it was signed (or printed) where the firm is, not in UTC.
    date: amsterdamToday(date),
    version: report.version,
    // A finalising report is printing its final PDF: only a draft says so.
    draft: report.status === 'draft',
  };
}

interface Draft extends Omit<ReportBlock, 'number' | 'newPage'> {
  excludeFromToc: boolean;
}

/**
 * The print model of a report (packages/domain reports/print-model.ts), as the caller may
 * see it: every element's query runs with the caller's context, its markup is rendered and
 * sanitised, its PDF placeholders become the PDF's pages and its plan placeholders the
 * plans' drawings. A failing element is logged and printed empty with `failed`; in an
 * appendix it is left out, so the rest still prints. Chapters print in order, appendices
 * after the others ("Bijlage A"...).
 */
export async function buildReportPrint(context: Context, reportId: number): Promise<ReportPrint> {
  if (elementQueryContexts.has(context)) throw new Error('a report element asked for a print');
  const organisationId = organisationOf(context);
  const report = await findSurveyReport(context.db, organisationId, reportId);
  const survey = report && (await findSurvey(context.db, organisationId, report.surveyId));
  if (!report || !survey) throw new AppError('NOT_FOUND', 'error.recordNotFound');

  const { chapters, elements } = await reportContents(context.db, report.id);
  const ordered: ChapterRow[] = [
    ...chapters.filter((chapter) => !chapter.appendix),
    ...chapters.filter((chapter) => chapter.appendix),
  ];

  const deadline = Date.now() + reportRenderMs;
  const drafts: Draft[] = [];
  for (const chapter of ordered) {
    const own = elements.filter((element) => element.chapterId === chapter.id);
    // One after another: PGlite has one connection, and each query may be heavy.
    const rendered: Draft[] = [];
    for (const element of own) {
      const { html, error } = await renderElement(context, report, element, deadline);
      if (error !== null && chapter.appendix) continue;
      rendered.push({
        anchor: `h-e${element.id}`,
        kind: 'element',
        level: headingLevelOf(element.headingLevel),
        title: element.title,
        page: pageOf(element),
        html,
        failed: error !== null,
        error,
        appendix: chapter.appendix,
        excludeFromToc: element.excludeFromToc,
      });
    }
    const text = sanitizeReportHtml(chapter.text);
    if (chapter.appendix && rendered.length === 0 && own.length > 0 && text.trim() === '') continue;
    drafts.push(
      {
        anchor: `h-c${chapter.id}`,
        kind: 'chapter',
        level: 1,
        title: chapter.title,
        // The heading shares its first element's page (an A3 table's chapter starts on the
        // A3 sheet), so a chapter with little text makes no page of its own.
        page: rendered[0]?.page ?? chapterPage,
        html: text,
        failed: false,
        error: null,
        appendix: chapter.appendix,
        excludeFromToc: false,
      },
      ...rendered,
    );
  }

  const numbers = numberHeadings(
    drafts.map(({ level, kind, appendix }) => ({
      level,
      appendix: appendix && kind === 'chapter',
    })),
  );
  const blocks: ReportBlock[] = [];
  const toc: ReportTocEntry[] = [];
  drafts.forEach((draft, index) => {
    const { excludeFromToc, ...block } = draft;
    const raw = numbers[index] ?? '';
    const number = block.appendix && block.kind === 'chapter' ? `Bijlage ${raw}` : raw;
    const previous = blocks[blocks.length - 1];
    blocks.push({
      ...block,
      number,
      newPage: block.kind === 'chapter' || !previous || !samePage(previous.page, block.page),
    });
    if (block.level !== 0 && !excludeFromToc) {
      toc.push({ anchor: block.anchor, number, title: block.title, level: block.level });
    }
  });

  return {
    report: {
      id: String(report.id),
      title: report.title,
      version: report.version,
      status: report.status === 'final' || report.status === 'finalizing' ? report.status : 'draft',
      language: toLocale(report.language),
      header: joinParts(survey.number, '—', report.title),
    },
    cover: await coverOf(context, report, survey),
    toc,
    blocks,
    signature: await signatureOf(context, report),
  };
}
