import { groupBy } from '@vezel/domain/lists/group-by';
import { parseId } from '@vezel/domain';
import { reportCheckCodes, type ReportCheck } from '@vezel/domain/reports/checks';
import type {
  ReportBlock,
  ReportCover,
  ReportPrint,
  ReportSignature,
  ReportTocEntry,
} from '@vezel/domain/reports/print-model';
import type { PageSettings } from '@vezel/domain/reports/layout';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import {
  surveyReportChapters,
  surveyReportElements,
  surveyReports,
  surveys,
} from '../../db/tables';
import { FileRef, loadFile } from '../../files/schema';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { batchLoad, memoize } from '../../graphql/request-cache';
import { JobRef, loadJob } from '../../jobs/schema';
import { accessOf, toId } from '../../resources/register';
import { loadProfileName } from '../accounts/full-name';
import { findSurvey } from '../surveys/access';
import { surveyReportChecks } from './checks';
import { buildReportPrint } from './print-model';
import {
  createSurveyReport,
  deleteSurveyReport,
  finalizeSurveyReport,
  findSurveyReport,
  makeSurveyReportPdf,
  maySign,
  newSurveyReportVersion,
  refreshSurveyReport,
  updateSurveyReport,
  updateSurveyReportChapter,
  type SurveyReportChapterRow,
  type SurveyReportRow,
} from './reports';

type ElementRow = typeof surveyReportElements.$inferSelect;

const ReportCheckCodeRef = builder.enumType('SurveyReportCheckCode', {
  values: reportCheckCodes,
});

const SurveyReportCheckRef = builder.objectRef<ReportCheck>('SurveyReportCheck').implement({
  description: 'Something that keeps a report from being made final, and the record it is in',
  fields: (t) => ({
    code: t.field({ type: ReportCheckCodeRef, resolve: (check) => check.code }),
    target: t.id({
      nullable: true,
      description:
        'The record to fix: a source, a sample, a VSCP entry, an inventory or a chapter of the report',
      resolve: (check) => check.target,
    }),
    label: t.string({ nullable: true, resolve: (check) => check.label }),
  }),
});

const SurveyReportElementRef = builder.objectRef<ElementRow>('SurveyReportElement').implement({
  description: "A report chapter's copy of a template element",
  fields: (t) => ({
    id: t.exposeID('id'),
    title: t.exposeString('title'),
    heading_level: t.exposeInt('headingLevel', { description: '1 to 4, or 0: no heading' }),
    exclude_from_toc: t.exposeBoolean('excludeFromToc'),
    page_size: t.exposeString('pageSize', { description: 'A4 or A3' }),
    orientation: t.exposeString('orientation', { description: 'portrait or landscape' }),
    header_footer: t.exposeBoolean('headerFooter'),
  }),
});

const SurveyReportChapterRef = builder
  .objectRef<SurveyReportChapterRow>('SurveyReportChapter')
  .implement({
    description: "A report's chapter: the template chapter's copy with the surveyor's text",
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      appendix: t.exposeBoolean('appendix'),
      text: t.exposeString('text', { description: 'Rich text (sanitised HTML); empty when none' }),
      elements: t.field({
        type: [SurveyReportElementRef],
        resolve: (chapter, _args, context) =>
          batchLoad(context, 'survey-report-elements', chapter.id, async (ids) => {
            const rows = await context.db
              .select()
              .from(surveyReportElements)
              .where(inArray(surveyReportElements.chapterId, [...ids]))
              .orderBy(asc(surveyReportElements.sortIndex), asc(surveyReportElements.id));
            return groupBy(rows, (row) => row.chapterId);
          }).then((rows) => rows ?? []),
      }),
    }),
  });

/** Whether the report's survey takes changes (a closed survey's reports are read-only). */
const surveyCancelled = (context: Context, surveyId: number) =>
  batchLoad(context, 'survey-report-survey-status', surveyId, async (ids) => {
    const rows = await context.db
      .select({ id: surveys.id, status: surveys.status })
      .from(surveys)
      .where(inArray(surveys.id, [...ids]));
    return new Map(rows.map((row) => [row.id, row.status === 'cancelled']));
  }).then((cancelled) => cancelled ?? true);

export const SurveyReportRef = builder.objectRef<SurveyReportRow>('SurveyReport').implement({
  description:
    "A survey's report made from a template: draft, finalizing (its signed PDF is printed) or final (frozen)",
  fields: (t) => ({
    id: t.exposeID('id'),
    survey_id: t.exposeID('surveyId'),
    template_id: t.id({ nullable: true, resolve: (report) => report.templateId }),
    title: t.exposeString('title'),
    version: t.exposeInt('version'),
    status: t.exposeString('status', { description: 'draft, finalizing or final' }),
    created_by: t.string({
      nullable: true,
      resolve: (report, _args, context) => loadProfileName(context, report.createdBy),
    }),
    created_at: t.expose('createdAt', { type: 'DateTime' }),
    updated_at: t.expose('updatedAt', { type: 'DateTime' }),
    signer: t.string({
      nullable: true,
      description: 'Who made it final',
      resolve: (report, _args, context) => loadProfileName(context, report.finalizedBy),
    }),
    finalized_at: t.expose('finalizedAt', { type: 'DateTime', nullable: true }),
    pdf_file: t.field({
      type: FileRef,
      nullable: true,
      description: "The latest PDF: a draft's print, or the final report as sent",
      resolve: (report, _args, context) =>
        loadFile(context, organisationOf(context), report.pdfFileId),
    }),
    pdf_sha256: t.exposeString('pdfSha256', { nullable: true }),
    pdf_pages: t.exposeInt('pdfPages', { nullable: true }),
    pdf_made_at: t.expose('pdfMadeAt', { type: 'DateTime', nullable: true }),
    pdf_job: t.field({
      type: JobRef,
      nullable: true,
      resolve: (report, _args, context) => loadJob(context, report.pdfJobId),
    }),
    editable: t.boolean({
      description:
        'A draft of a survey that is not cancelled: its title and chapter texts may change',
      resolve: async (report, _args, context) =>
        report.status === 'draft' && !(await surveyCancelled(context, report.surveyId)),
    }),
    can_finalize: t.boolean({
      description:
        'Whether the caller may make it final: a surveyor of the survey (it carries their signature)',
      resolve: (report, _args, context) =>
        memoize(context, `survey-report-may-sign:${report.surveyId}`, () =>
          maySign(context.db, accessOf(context), report.surveyId),
        ),
    }),
    chapters: t.field({
      type: [SurveyReportChapterRef],
      resolve: (report, _args, context) =>
        context.db
          .select()
          .from(surveyReportChapters)
          .where(eq(surveyReportChapters.reportId, report.id))
          .orderBy(asc(surveyReportChapters.sortIndex), asc(surveyReportChapters.id)),
    }),
    checks: t.field({
      type: [SurveyReportCheckRef],
      description:
        'What keeps it from being made final: lab completeness, completion gaps, disagreements',
      resolve: (report, _args, context) =>
        surveyReportChecks(context.db, organisationOf(context), report),
    }),
  }),
});

// The print model, field for field as packages/domain reports/print-model.ts names it.

const ReportPrintPageRef = builder.objectRef<PageSettings>('ReportPrintPage').implement({
  description: 'A page setting: size, orientation, header and footer',
  fields: (t) => ({
    size: t.exposeString('size', { description: 'A4 or A3' }),
    orientation: t.exposeString('orientation', { description: 'portrait or landscape' }),
    headerFooter: t.exposeBoolean('headerFooter'),
  }),
});

const ReportPrintReportRef = builder
  .objectRef<ReportPrint['report']>('ReportPrintReport')
  .implement({
    fields: (t) => ({
      id: t.exposeID('id'),
      title: t.exposeString('title'),
      version: t.exposeInt('version'),
      status: t.exposeString('status', { description: 'draft, finalizing or final' }),
      language: t.exposeString('language', {
        description: 'The language it prints in (nl, en or fr), whoever reads it',
      }),
      header: t.exposeString('header', { description: 'The header text of pages with one' }),
    }),
  });

const ReportPrintCoverRef = builder.objectRef<ReportCover>('ReportPrintCover').implement({
  fields: (t) => ({
    title: t.exposeString('title'),
    subtitle: t.exposeString('subtitle'),
    surveyNumber: t.exposeString('surveyNumber'),
    assetLines: t.exposeStringList('assetLines'),
    clientName: t.exposeString('clientName', { nullable: true }),
    firmLines: t.exposeStringList('firmLines'),
    photoFileId: t.exposeID('photoFileId', { nullable: true }),
    logoFileId: t.exposeID('logoFileId', { nullable: true }),
    date: t.exposeString('date', { description: 'ISO date' }),
    version: t.exposeInt('version'),
    draft: t.exposeBoolean('draft'),
  }),
});

const ReportPrintTocEntryRef = builder.objectRef<ReportTocEntry>('ReportPrintTocEntry').implement({
  fields: (t) => ({
    anchor: t.exposeString('anchor'),
    number: t.exposeString('number'),
    title: t.exposeString('title'),
    level: t.exposeInt('level'),
  }),
});

const ReportPrintBlockRef = builder.objectRef<ReportBlock>('ReportPrintBlock').implement({
  fields: (t) => ({
    anchor: t.exposeString('anchor'),
    kind: t.exposeString('kind', { description: 'chapter or element' }),
    level: t.exposeInt('level'),
    number: t.exposeString('number'),
    title: t.exposeString('title'),
    page: t.field({ type: ReportPrintPageRef, resolve: (block) => block.page }),
    newPage: t.exposeBoolean('newPage'),
    html: t.exposeString('html', { description: 'Sanitised HTML' }),
    failed: t.exposeBoolean('failed'),
    error: t.exposeString('error', {
      nullable: true,
      description: "Why it failed, in the caller's language; null when it did not",
    }),
    appendix: t.exposeBoolean('appendix', {
      description: 'Part of an appendix: an appendix chapter or one of its elements',
    }),
  }),
});

const ReportPrintSignatureRef = builder
  .objectRef<ReportSignature>('ReportPrintSignature')
  .implement({
    fields: (t) => ({
      name: t.exposeString('name'),
      signedAt: t.exposeString('signedAt', { description: 'ISO date-time' }),
      fileId: t.exposeID('fileId', { nullable: true }),
      certificates: t.exposeStringList('certificates'),
    }),
  });

const ReportPrintRef = builder.objectRef<ReportPrint>('ReportPrint').implement({
  description: 'A report as it prints: cover, table of contents, blocks and signature',
  fields: (t) => ({
    report: t.field({ type: ReportPrintReportRef, resolve: (print) => print.report }),
    cover: t.field({ type: ReportPrintCoverRef, resolve: (print) => print.cover }),
    toc: t.field({ type: [ReportPrintTocEntryRef], resolve: (print) => print.toc }),
    blocks: t.field({ type: [ReportPrintBlockRef], resolve: (print) => print.blocks }),
    signature: t.field({
      type: ReportPrintSignatureRef,
      nullable: true,
      resolve: (print) => print.signature,
    }),
  }),
});

builder.queryField('surveyReports', (t) =>
  t.field({
    type: [SurveyReportRef],
    description: "A survey's reports, newest version first; empty for another organisation's",
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }) },
    resolve: async (_root, args, context) => {
      const surveyId = parseId(args.surveyId);
      if (surveyId === null || !(await findSurvey(context.db, organisationOf(context), surveyId))) {
        return [];
      }
      return context.db
        .select()
        .from(surveyReports)
        .where(eq(surveyReports.surveyId, surveyId))
        .orderBy(desc(surveyReports.version));
    },
  }),
);

builder.queryField('surveyReport', (t) =>
  t.field({
    type: SurveyReportRef,
    nullable: true,
    description: "A report of the caller's organisation; null for any other",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => {
      const id = parseId(args.id);
      return id === null ? null : findSurveyReport(context.db, organisationOf(context), id);
    },
  }),
);

builder.queryField('surveyReportPrint', (t) =>
  t.field({
    type: ReportPrintRef,
    description:
      "A report as it prints, its elements' queries run as the caller; not found for another organisation's",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) => buildReportPrint(context, toId(args.id)),
  }),
);

builder.mutationField('createSurveyReport', (t) =>
  t.field({
    type: SurveyReportRef,
    description:
      'A new draft report of the survey from an active template of its asset kind (chapters, texts and elements copied); title from the template, version the next',
    authScopes: { member: true },
    args: { surveyId: t.arg.id({ required: true }), templateId: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        createSurveyReport(tx, accessOf(context), toId(args.surveyId), toId(args.templateId)),
      ),
  }),
);

builder.mutationField('updateSurveyReport', (t) =>
  t.field({
    type: SurveyReportRef,
    description: "A draft's title",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), title: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        updateSurveyReport(tx, accessOf(context), toId(args.id), args.title),
      ),
  }),
);

builder.mutationField('updateSurveyReportChapter', (t) =>
  t.field({
    type: SurveyReportChapterRef,
    description: "A draft chapter's rich text (sanitised)",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }), text: t.arg.string({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) =>
        updateSurveyReportChapter(tx, accessOf(context), toId(args.id), args.text),
      ),
  }),
);

builder.mutationField('deleteSurveyReport', (t) =>
  t.id({
    description: 'Deletes a draft; returns its id',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => deleteSurveyReport(tx, accessOf(context), toId(args.id))),
  }),
);

builder.mutationField('newSurveyReportVersion', (t) =>
  t.field({
    type: SurveyReportRef,
    description: 'A new draft copying a final report (chapters, texts, elements), the next version',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => newSurveyReportVersion(tx, accessOf(context), toId(args.id))),
  }),
);

builder.mutationField('refreshSurveyReport', (t) =>
  t.field({
    type: SurveyReportRef,
    description:
      'Brings a draft up to date with its template (chapters and elements as a new report gets them), keeping the text of each chapter copied from the same template chapter',
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => refreshSurveyReport(tx, accessOf(context), toId(args.id))),
  }),
);

builder.mutationField('makeSurveyReportPdf', (t) =>
  t.field({
    type: SurveyReportRef,
    description: "Prints a draft's PDF in the background (pdf_job shows its progress)",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => makeSurveyReportPdf(tx, accessOf(context), toId(args.id))),
  }),
);

builder.mutationField('finalizeSurveyReport', (t) =>
  t.field({
    type: SurveyReportRef,
    description:
      "Makes a draft final (a surveyor of the survey, who signs it): refused while checks are open or without a signature on the signer's account; it is finalizing until its signed PDF is stored",
    authScopes: { member: true },
    args: { id: t.arg.id({ required: true }) },
    resolve: (_root, args, context) =>
      context.db.transaction((tx) => finalizeSurveyReport(tx, accessOf(context), toId(args.id))),
  }),
);
