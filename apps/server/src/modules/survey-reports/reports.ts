import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  reportChapterElements,
  reportElements,
  reportTemplateChapters,
  reportChapters,
  reportTemplates,
  surveyReportChapters,
  surveyReportElements,
  surveyReports,
  surveys,
  surveySurveyors,
  userProfiles,
} from '../../db/tables';
import { AppError, badInput, forbidden } from '../../graphql/errors';
import { sanitizeReportHtml } from '../../reports/sanitize';
import type { Access } from '../../resources/binding';
import { findOwned } from '../../resources/owned';
import type { SurveyRow } from '../surveys/access';
import { surveyReportChecks } from './checks';
import { queueReportPdf } from './pdf/queue-pdf';

export type SurveyReportRow = typeof surveyReports.$inferSelect;
export type SurveyReportChapterRow = typeof surveyReportChapters.$inferSelect;
type ElementColumns = Omit<
  typeof surveyReportElements.$inferInsert,
  'id' | 'chapterId' | 'sortIndex' | 'createdAt' | 'updatedAt'
>;

/** The spec's default text length, as the report form checks it. */
const titleMaxLength = 190;
/** A chapter's rich text: far more than a chapter needs, well within a request. */
const textMaxLength = 500_000;

/** The organisation's report with this id; null for another organisation's or none. */
export const findSurveyReport = (tx: Executor, organisationId: number, id: number) =>
  findOwned(tx, surveyReports, organisationId, id);

const notFound = () => new AppError('NOT_FOUND', 'error.recordNotFound');

/** A final report is what was sent; a finalizing one is being printed as it will be sent. */
function assertDraft(report: Pick<SurveyReportRow, 'status'>): void {
  if (report.status === 'final') throw new AppError('BAD_USER_INPUT', 'surveyReports.frozen');
  if (report.status !== 'draft') {
    throw new AppError('BAD_USER_INPUT', 'surveyReports.finalizing');
  }
}

/**
 * The survey of a report, locked (the order every survey write takes: survey first). A
 * report is written while the survey is active and may still be made, finished or reissued
 * once it is completed: its records can no longer change, so the report cannot drift from
 * them. A cancelled survey gets no report.
 */
async function lockReportSurvey(
  tx: Executor,
  organisationId: number,
  surveyId: number,
): Promise<SurveyRow> {
  const [survey] = await tx
    .select()
    .from(surveys)
    .where(and(eq(surveys.id, surveyId), eq(surveys.organisationId, organisationId)))
    .for('update');
  if (!survey) throw notFound();
  if (survey.status === 'cancelled') {
    throw new AppError('BAD_USER_INPUT', 'surveyReports.surveyCancelled');
  }
  return survey;
}

/** The report, locked for a change after its survey. */
async function lockReport(tx: Executor, access: Access, id: number): Promise<SurveyReportRow> {
  const found = await findSurveyReport(tx, access.organisationId, id);
  if (!found) throw notFound();
  await lockReportSurvey(tx, access.organisationId, found.surveyId);
  const [report] = await tx
    .select()
    .from(surveyReports)
    .where(eq(surveyReports.id, id))
    .for('update');
  if (!report) throw notFound();
  return report;
}

/** The next version number of the survey's reports (the survey row is locked). */
async function nextVersion(tx: Executor, surveyId: number): Promise<number> {
  const [row] = await tx
    .select({ version: sql<number>`coalesce(max(${surveyReports.version}), 0)::int` })
    .from(surveyReports)
    .where(eq(surveyReports.surveyId, surveyId));
  return (row?.version ?? 0) + 1;
}

interface ChapterCopy {
  /** The template chapter it was copied from, whose text a refresh keeps. */
  sourceChapterId: number | null;
  title: string;
  appendix: boolean;
  text: string;
  elements: ElementColumns[];
}

/** A template element's or report element's print columns, for the report's copy. */
const elementColumnsOf = (element: Required<ElementColumns>): ElementColumns => ({
  title: element.title,
  headingLevel: element.headingLevel,
  excludeFromToc: element.excludeFromToc,
  pageSize: element.pageSize,
  orientation: element.orientation,
  headerFooter: element.headerFooter,
  markup: element.markup,
  query: element.query,
});

/** Writes a new draft report with copies of the chapters and their elements, in order. */
async function insertReport(
  tx: Executor,
  values: {
    organisationId: number;
    surveyId: number;
    templateId: number | null;
    title: string;
    language: string;
  },
  createdBy: number | null,
  chapters: readonly ChapterCopy[],
): Promise<SurveyReportRow> {
  const [report] = await tx
    .insert(surveyReports)
    .values({
      ...values,
      version: await nextVersion(tx, values.surveyId),
      status: 'draft',
      createdBy,
    })
    .returning();
  if (!report) throw new Error('report insert returned nothing');
  await insertChapters(tx, report.id, chapters);
  return report;
}

/** Writes the report's chapter copies in order, each with its elements. */
async function insertChapters(
  tx: Executor,
  reportId: number,
  chapters: readonly ChapterCopy[],
): Promise<void> {
  if (chapters.length === 0) return;
  const inserted = await tx
    .insert(surveyReportChapters)
    .values(
      chapters.map((chapter, index) => ({
        reportId,
        sourceChapterId: chapter.sourceChapterId,
        title: chapter.title,
        appendix: chapter.appendix,
        text: chapter.text,
        sortIndex: index,
      })),
    )
    .returning({ id: surveyReportChapters.id, sortIndex: surveyReportChapters.sortIndex });
  const elements = inserted.flatMap((chapter) =>
    (chapters[chapter.sortIndex]?.elements ?? []).map((element, index) => ({
      ...element,
      chapterId: chapter.id,
      sortIndex: index,
    })),
  );
  if (elements.length > 0) await tx.insert(surveyReportElements).values(elements);
}

/** A report's chapters and the elements of all of them, each in their order. */
export async function reportContents(tx: Executor, reportId: number) {
  const chapters = await tx
    .select()
    .from(surveyReportChapters)
    .where(eq(surveyReportChapters.reportId, reportId))
    .orderBy(asc(surveyReportChapters.sortIndex), asc(surveyReportChapters.id));
  const elements =
    chapters.length === 0
      ? []
      : await tx
          .select()
          .from(surveyReportElements)
          .where(
            inArray(
              surveyReportElements.chapterId,
              chapters.map((chapter) => chapter.id),
            ),
          )
          .orderBy(asc(surveyReportElements.sortIndex), asc(surveyReportElements.id));
  return { chapters, elements };
}

/** A template's chapters with their elements, in order, as a report copies them. */
async function templateChapters(tx: Executor, templateId: number): Promise<ChapterCopy[]> {
  const chapters = await tx
    .select({ chapter: reportChapters })
    .from(reportTemplateChapters)
    .innerJoin(reportChapters, eq(reportChapters.id, reportTemplateChapters.chapterId))
    .where(eq(reportTemplateChapters.templateId, templateId))
    .orderBy(asc(reportTemplateChapters.sortIndex), asc(reportTemplateChapters.id));
  const chapterIds = chapters.map((row) => row.chapter.id);
  const elements =
    chapterIds.length === 0
      ? []
      : await tx
          .select({ chapterId: reportChapterElements.chapterId, element: reportElements })
          .from(reportChapterElements)
          .innerJoin(reportElements, eq(reportElements.id, reportChapterElements.elementId))
          .where(inArray(reportChapterElements.chapterId, chapterIds))
          .orderBy(asc(reportChapterElements.sortIndex), asc(reportChapterElements.id));
  return chapters.map(({ chapter }) => ({
    sourceChapterId: chapter.id,
    title: chapter.title,
    appendix: chapter.appendix,
    text: sanitizeReportHtml(chapter.text),
    elements: elements
      .filter((row) => row.chapterId === chapter.id)
      .map((row) => elementColumnsOf(row.element)),
  }));
}

/**
 * A new draft report of the survey from one of the organisation's active templates of the
 * survey's asset kind: its chapters (with their standard text) and their elements copied in
 * order, so that later changes of the template leave the report as it is.
 */
export async function createSurveyReport(
  tx: Executor,
  access: Access,
  surveyId: number,
  templateId: number,
): Promise<SurveyReportRow> {
  const survey = await lockReportSurvey(tx, access.organisationId, surveyId);
  const [template] = await tx
    .select()
    .from(reportTemplates)
    .where(
      and(
        eq(reportTemplates.id, templateId),
        eq(reportTemplates.organisationId, access.organisationId),
        eq(reportTemplates.assetKind, survey.assetType),
        eq(reportTemplates.active, true),
      ),
    );
  if (!template) {
    throw badInput({ templateId: { key: 'surveyReports.error.template' } })!;
  }
  return insertReport(
    tx,
    {
      organisationId: access.organisationId,
      surveyId: survey.id,
      templateId: template.id,
      title: template.name,
      language: template.language,
    },
    access.profileId,
    await templateChapters(tx, template.id),
  );
}

/**
 * Brings a draft up to date with its template: its chapters and elements become the
 * template's as `createSurveyReport` copies them, but a chapter copied from the same
 * template chapter keeps the text written in the report. The template must still exist
 * and be of the survey's asset kind (an inactive one still serves the reports made from it).
 */
export async function refreshSurveyReport(
  tx: Executor,
  access: Access,
  id: number,
): Promise<SurveyReportRow> {
  const report = await lockReport(tx, access, id);
  assertDraft(report);
  const [survey] = await tx
    .select({ assetType: surveys.assetType })
    .from(surveys)
    .where(eq(surveys.id, report.surveyId));
  const [template] =
    report.templateId === null
      ? []
      : await tx
          .select({ id: reportTemplates.id, language: reportTemplates.language })
          .from(reportTemplates)
          .where(
            and(
              eq(reportTemplates.id, report.templateId),
              eq(reportTemplates.organisationId, access.organisationId),
              eq(reportTemplates.assetKind, survey!.assetType),
            ),
          );
  if (!template) throw new AppError('BAD_USER_INPUT', 'surveyReports.error.templateGone');
  const written = await tx
    .select({
      sourceChapterId: surveyReportChapters.sourceChapterId,
      text: surveyReportChapters.text,
    })
    .from(surveyReportChapters)
    .where(eq(surveyReportChapters.reportId, report.id))
    .orderBy(asc(surveyReportChapters.sortIndex), asc(surveyReportChapters.id));
  const textOf = new Map<number, string>();
  for (const chapter of written) {
    if (chapter.sourceChapterId !== null && !textOf.has(chapter.sourceChapterId)) {
      textOf.set(chapter.sourceChapterId, chapter.text);
    }
  }
  const chapters = (await templateChapters(tx, template.id)).map((chapter) => ({
    ...chapter,
    text: textOf.get(chapter.sourceChapterId!) ?? chapter.text,
  }));
  // The elements go with their chapters (cascade).
  await tx.delete(surveyReportChapters).where(eq(surveyReportChapters.reportId, report.id));
  await insertChapters(tx, report.id, chapters);
  // The elements' markup is written in the template's language: the report prints in it.
  const [updated] = await tx
    .update(surveyReports)
    .set({ language: template.language, updatedAt: new Date() })
    .where(eq(surveyReports.id, report.id))
    .returning();
  return updated!;
}

/** A final report's next version: a new draft with copies of its chapters, texts and elements. */
export async function newSurveyReportVersion(
  tx: Executor,
  access: Access,
  id: number,
): Promise<SurveyReportRow> {
  const report = await lockReport(tx, access, id);
  if (report.status !== 'final') {
    throw new AppError('BAD_USER_INPUT', 'surveyReports.error.notFinal');
  }
  const { chapters, elements } = await reportContents(tx, report.id);
  return insertReport(
    tx,
    {
      organisationId: report.organisationId,
      surveyId: report.surveyId,
      templateId: report.templateId,
      title: report.title,
      language: report.language,
    },
    access.profileId,
    chapters.map((chapter) => ({
      sourceChapterId: chapter.sourceChapterId,
      title: chapter.title,
      appendix: chapter.appendix,
      text: chapter.text,
      elements: elements
        .filter((element) => element.chapterId === chapter.id)
        .map(elementColumnsOf),
    })),
  );
}

/** A draft's title. */
export async function updateSurveyReport(
  tx: Executor,
  access: Access,
  id: number,
  title: string,
): Promise<SurveyReportRow> {
  const value = title.trim();
  if (value === '') {
    throw badInput({ title: { key: 'validation.required' } })!;
  }
  if (value.length > titleMaxLength) {
    throw badInput({ title: { key: 'validation.maxLength', values: { max: titleMaxLength } } })!;
  }
  const report = await lockReport(tx, access, id);
  assertDraft(report);
  const [updated] = await tx
    .update(surveyReports)
    .set({ title: value, updatedAt: new Date() })
    .where(eq(surveyReports.id, report.id))
    .returning();
  return updated!;
}

/** A draft chapter's rich text, sanitised as it will print. */
export async function updateSurveyReportChapter(
  tx: Executor,
  access: Access,
  id: number,
  text: string,
): Promise<SurveyReportChapterRow> {
  if (text.length > textMaxLength) {
    throw badInput({ text: { key: 'validation.maxLength', values: { max: textMaxLength } } })!;
  }
  const [chapter] = await tx
    .select()
    .from(surveyReportChapters)
    .where(eq(surveyReportChapters.id, id));
  if (!chapter) throw notFound();
  const report = await lockReport(tx, access, chapter.reportId);
  assertDraft(report);
  const clean = sanitizeReportHtml(text);
  // An editor's empty document is a paragraph without text: keep it as no text at all.
  const stored = clean.replace(/<p>\s*(<br\s*\/?>)?\s*<\/p>/g, '').trim() === '' ? '' : clean;
  const [updated] = await tx
    .update(surveyReportChapters)
    .set({ text: stored, updatedAt: new Date() })
    .where(eq(surveyReportChapters.id, chapter.id))
    .returning();
  await tx
    .update(surveyReports)
    .set({ updatedAt: new Date() })
    .where(eq(surveyReports.id, report.id));
  return updated!;
}

/** Deletes a draft; returns its id. */
export async function deleteSurveyReport(
  tx: Executor,
  access: Access,
  id: number,
): Promise<number> {
  const report = await lockReport(tx, access, id);
  assertDraft(report);
  await tx.delete(surveyReports).where(eq(surveyReports.id, report.id));
  return report.id;
}

/**
 * Whether the caller may make the survey's reports final: a surveyor of the survey, since a
 * final report carries the signature of its surveyor (from their account); a manager who is
 * not one of them may not sign in their place.
 */
export async function maySign(tx: Executor, access: Access, surveyId: number): Promise<boolean> {
  if (access.profileId === null) return false;
  const [row] = await tx
    .select({ profileId: surveySurveyors.profileId })
    .from(surveySurveyors)
    .where(
      and(eq(surveySurveyors.surveyId, surveyId), eq(surveySurveyors.profileId, access.profileId)),
    );
  return row !== undefined;
}

/**
 * Makes a draft final: refused while a check is open or the signer has no signature on
 * their account. The report is then 'finalizing' with the signer and their signature, and
 * the job prints the signed PDF; it turns 'final' when the PDF is stored.
 */
export async function finalizeSurveyReport(
  tx: Executor,
  access: Access,
  id: number,
): Promise<SurveyReportRow> {
  const report = await lockReport(tx, access, id);
  if (access.profileId === null || !(await maySign(tx, access, report.surveyId))) {
    throw new AppError('FORBIDDEN', 'surveyReports.error.notSurveyor');
  }
  assertDraft(report);
  const checks = await surveyReportChecks(tx, access.organisationId, report);
  if (checks.length > 0) {
    throw new AppError('BAD_USER_INPUT', 'surveyReports.error.checksOpen', {
      count: checks.length,
    });
  }
  const [profile] = await tx
    .select({ signatureFileId: userProfiles.signatureFileId })
    .from(userProfiles)
    .where(eq(userProfiles.id, access.profileId));
  if (!profile?.signatureFileId) {
    throw new AppError('BAD_USER_INPUT', 'surveyReports.error.noSignature');
  }
  const now = new Date();
  await tx
    .update(surveyReports)
    .set({
      status: 'finalizing',
      finalizedBy: access.profileId,
      finalizedAt: now,
      signatureFileId: profile.signatureFileId,
      updatedAt: now,
    })
    .where(eq(surveyReports.id, report.id));
  await queueReportPdf(tx, {
    reportId: report.id,
    organisationId: access.organisationId,
    profileId: access.profileId,
    final: true,
  });
  return (await findSurveyReport(tx, access.organisationId, report.id))!;
}

/**
 * Prints a draft's PDF in the background (a preview to read or send round). Printing is
 * reading, so a closed survey's draft prints too; a final report keeps the PDF it was sent as.
 */
export async function makeSurveyReportPdf(
  tx: Executor,
  access: Access,
  id: number,
): Promise<SurveyReportRow> {
  if (access.profileId === null) throw forbidden();
  const report = await lockReport(tx, access, id);
  assertDraft(report);
  await queueReportPdf(tx, {
    reportId: report.id,
    organisationId: access.organisationId,
    profileId: access.profileId,
    final: false,
  });
  return (await findSurveyReport(tx, access.organisationId, report.id))!;
}
