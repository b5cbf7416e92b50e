import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { userProfiles } from './accounts';
import { files } from './files';
import { jobs } from './jobs';
import { organisations } from './organisations';
import { surveys } from './surveys';

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

/**
 * What an element prints and how: its heading, its page and its content (markup with
 * placeholders, filled by the answer of its GraphQL query for the survey). A template's
 * element and a report's copy of it share these columns.
 */
const elementColumns = {
  title: text('title').notNull(),
  /** 1 to 4 (h1 to h4), or 0: no heading. A chapter's title is the level-1 heading. */
  headingLevel: integer('heading_level').notNull().default(2),
  excludeFromToc: boolean('exclude_from_toc').notNull().default(false),
  /** 'A4' or 'A3'. */
  pageSize: text('page_size').notNull().default('A4'),
  /** 'portrait' or 'landscape'. */
  orientation: text('orientation').notNull().default('portrait'),
  headerFooter: boolean('header_footer').notNull().default(true),
  /** Liquid markup; its HTML is sanitised. */
  markup: text('markup').notNull().default(''),
  /** A GraphQL query with the variable $survey: ID!, or empty. */
  query: text('query').notNull().default(''),
};

/** A reusable block of a report template. */
export const reportElements = pgTable(
  'report_elements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    ...elementColumns,
    ...timestamps,
  },
  (table) => [index('report_elements_organisation_idx').on(table.organisationId)],
);

/**
 * A chapter: elements in a manual order, with a standard text that each report copies and
 * its surveyor may edit. An appendix chapter prints after the others as "Bijlage A"...
 */
export const reportChapters = pgTable(
  'report_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    appendix: boolean('appendix').notNull().default(false),
    /** Rich text (sanitised HTML). */
    text: text('text').notNull().default(''),
    ...timestamps,
  },
  (table) => [index('report_chapters_organisation_idx').on(table.organisationId)],
);

/** An element's place in a chapter. */
export const reportChapterElements = pgTable(
  'report_chapter_elements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => reportChapters.id, { onDelete: 'cascade' }),
    elementId: integer('element_id')
      .notNull()
      .references(() => reportElements.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('report_chapter_elements_idx').on(table.chapterId, table.elementId),
    index('report_chapter_elements_order_idx').on(table.chapterId, table.sortIndex),
    index('report_chapter_elements_element_idx').on(table.elementId),
  ],
);

/** A report template of one asset kind: chapters in a manual order. */
export const reportTemplates = pgTable(
  'report_templates',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** 'property' or 'vessel'. */
    assetKind: text('asset_kind').notNull(),
    /** The language the report prints in (its headings, dates and numbers): nl, en or fr. */
    language: text('language').notNull().default('nl'),
    active: boolean('active').notNull().default(true),
    ...timestamps,
  },
  (table) => [index('report_templates_organisation_idx').on(table.organisationId)],
);

/** A chapter's place in a template. */
export const reportTemplateChapters = pgTable(
  'report_template_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    templateId: integer('template_id')
      .notNull()
      .references(() => reportTemplates.id, { onDelete: 'cascade' }),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => reportChapters.id, { onDelete: 'cascade' }),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('report_template_chapters_idx').on(table.templateId, table.chapterId),
    index('report_template_chapters_order_idx').on(table.templateId, table.sortIndex),
    index('report_template_chapters_chapter_idx').on(table.chapterId),
  ],
);

/**
 * A survey's report, made from a template: its chapters and elements are copies, so a later
 * change of the template does not rewrite it. Draft → finalizing (the job prints the signed
 * PDF) → final (frozen: the stored PDF and its SHA-256 are what is sent). A new version is a
 * new report.
 */
export const surveyReports = pgTable(
  'survey_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    organisationId: integer('organisation_id')
      .notNull()
      .references(() => organisations.id, { onDelete: 'cascade' }),
    surveyId: integer('survey_id')
      .notNull()
      .references(() => surveys.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => reportTemplates.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    /** The template's language when the report was made: nl, en or fr. */
    language: text('language').notNull().default('nl'),
    version: integer('version').notNull().default(1),
    /** 'draft', 'finalizing' or 'final'. */
    status: text('status').notNull().default('draft'),
    createdBy: integer('created_by').references(() => userProfiles.id, { onDelete: 'set null' }),
    finalizedBy: integer('finalized_by').references(() => userProfiles.id, {
      onDelete: 'set null',
    }),
    finalizedAt: timestamp('finalized_at', { withTimezone: true }),
    /** The signer's signature as it was when the report was made final. */
    signatureFileId: integer('signature_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    /** The latest PDF: a draft's print, or the final report as sent. */
    pdfFileId: integer('pdf_file_id').references(() => files.id, { onDelete: 'set null' }),
    pdfSha256: text('pdf_sha256'),
    pdfPages: integer('pdf_pages'),
    pdfMadeAt: timestamp('pdf_made_at', { withTimezone: true }),
    /** The job printing the PDF; its status, progress and error are shown. */
    pdfJobId: integer('pdf_job_id').references(() => jobs.id, { onDelete: 'set null' }),
    ...timestamps,
  },
  (table) => [
    uniqueIndex('survey_reports_version_idx').on(table.surveyId, table.version),
    index('survey_reports_organisation_idx').on(table.organisationId),
  ],
);

/** A report's chapter: the template chapter's copy, with the surveyor's text. */
export const surveyReportChapters = pgTable(
  'survey_report_chapters',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    reportId: integer('report_id')
      .notNull()
      .references(() => surveyReports.id, { onDelete: 'cascade' }),
    /** The template chapter it was copied from: its text is kept when the report is brought up to date with the template. */
    sourceChapterId: integer('source_chapter_id').references(() => reportChapters.id, {
      onDelete: 'set null',
    }),
    title: text('title').notNull(),
    appendix: boolean('appendix').notNull().default(false),
    /** Rich text (sanitised HTML); empty shows "Heeft nog geen tekst." */
    text: text('text').notNull().default(''),
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('survey_report_chapters_report_idx').on(table.reportId, table.sortIndex)],
);

/** A report chapter's copy of a template element. */
export const surveyReportElements = pgTable(
  'survey_report_elements',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    chapterId: integer('chapter_id')
      .notNull()
      .references(() => surveyReportChapters.id, { onDelete: 'cascade' }),
    ...elementColumns,
    sortIndex: integer('sort_index').notNull().default(0),
    ...timestamps,
  },
  (table) => [index('survey_report_elements_chapter_idx').on(table.chapterId, table.sortIndex)],
);

/**
 * A PDF's pages as images (scale 2, JPEG quality 60: spec section 9), made once per file, so
 * that an attached certificate or printout prints as its pages.
 */
export const pdfPageImages = pgTable(
  'pdf_page_images',
  {
    fileId: integer('file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    page: integer('page').notNull(),
    imageFileId: integer('image_file_id')
      .notNull()
      .references(() => files.id, { onDelete: 'cascade' }),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [primaryKey({ columns: [table.fileId, table.page] })],
);
