import {
  assetTypeOf,
  reportChapterElementResource,
  reportChapterResource,
  reportElementResource,
  reportTemplateChapterResource,
  reportTemplateResource,
} from '@vezel/domain';
import { and, asc, count, eq, inArray } from 'drizzle-orm';
import {
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
} from '../../db/tables';
import { builder } from '../../graphql/builder';
import { organisationOf, type Context } from '../../graphql/context';
import { batchLoad } from '../../graphql/request-cache';
import { declaredObjectType } from '../../resources/object-type';
import { ownedRecordQuery } from '../../resources/owned';

export type ReportElementRow = typeof reportElements.$inferSelect;
export type ReportChapterRow = typeof reportChapters.$inferSelect;
export type ReportTemplateRow = typeof reportTemplates.$inferSelect;
export type ReportChapterElementRow = typeof reportChapterElements.$inferSelect;
export type ReportTemplateChapterRow = typeof reportTemplateChapters.$inferSelect;

/** The template kind of a URL type name (panden, schepen, maritiem...). */
export const reportAssetKindOf = (typeName: string) =>
  assetTypeOf(typeName) === 'property' ? 'property' : 'vessel';

/** Rows of the caller's organisation by id, read together for all fields of a request. */
function ownedById<Row extends { id: number }>(
  context: Context,
  kind: string,
  id: number,
  read: (organisationId: number, ids: readonly number[]) => Promise<Row[]>,
): Promise<Row | undefined> {
  const organisationId = organisationOf(context);
  return batchLoad(context, `${kind}:${organisationId}`, id, async (ids: readonly number[]) => {
    const rows = await read(organisationId, ids);
    return new Map(rows.map((row) => [row.id, row]));
  });
}

const loadElement = (context: Context, id: number) =>
  ownedById(context, 'report-elements', id, (organisationId, ids) =>
    context.db
      .select()
      .from(reportElements)
      .where(
        and(eq(reportElements.organisationId, organisationId), inArray(reportElements.id, ids)),
      ),
  );

const loadChapter = (context: Context, id: number) =>
  ownedById(context, 'report-chapters', id, (organisationId, ids) =>
    context.db
      .select()
      .from(reportChapters)
      .where(
        and(eq(reportChapters.organisationId, organisationId), inArray(reportChapters.id, ids)),
      ),
  );

/** How many places (join rows) name each of these ids in `column`: one query for a list. */
async function placeCounts(
  context: Context,
  column: typeof reportChapterElements.elementId | typeof reportTemplateChapters.chapterId,
  ids: readonly number[],
): Promise<Map<number, number>> {
  const rows = await context.db
    .select({ id: column, places: count() })
    .from(column.table)
    .where(inArray(column, [...ids]))
    .groupBy(column);
  return new Map(rows.map((row) => [row.id, row.places]));
}

export const ReportElementRef = declaredObjectType(reportElementResource, reportElements, {
  description:
    'A reusable block of a report: its heading, page settings, markup (Liquid) and the GraphQL query that feeds the markup',
  fields: (t) => ({
    // Kept as a number; the form chooses it from the select's options ('0' to '4').
    heading_level: t.string({
      description: '0 (no heading) to 4 (h4)',
      resolve: (element) => String(element.headingLevel),
    }),
    chapter_count: t.int({
      description: 'How many chapters hold this element',
      resolve: async (element, _args, context) =>
        (await batchLoad(context, 'report-element-places', element.id, (ids: readonly number[]) =>
          placeCounts(context, reportChapterElements.elementId, ids),
        )) ?? 0,
    }),
  }),
});

export const ReportChapterElementRef = declaredObjectType(
  reportChapterElementResource,
  reportChapterElements,
  {
    description: "An element's place in a chapter",
    rowFields: ['sort_index', 'created_at', 'updated_at'],
    fields: (t) => ({
      element: t.field({
        type: ReportElementRef,
        resolve: async (place, _args, context) => {
          const element = await loadElement(context, place.elementId);
          if (!element) throw new Error(`report element ${place.elementId} not found`);
          return element;
        },
      }),
    }),
  },
);

export const ReportChapterRef = declaredObjectType(reportChapterResource, reportChapters, {
  description:
    'A chapter of report templates: elements in a manual order and the standard text each report copies',
  fields: (t) => ({
    elements: t.field({
      type: [ReportChapterElementRef],
      description: 'The places of its elements, in their manual order',
      resolve: (chapter, _args, context) =>
        context.db
          .select()
          .from(reportChapterElements)
          .where(eq(reportChapterElements.chapterId, chapter.id))
          .orderBy(asc(reportChapterElements.sortIndex), asc(reportChapterElements.id)),
    }),
    template_count: t.int({
      description: 'How many templates hold this chapter',
      resolve: async (chapter, _args, context) =>
        (await batchLoad(context, 'report-chapter-places', chapter.id, (ids: readonly number[]) =>
          placeCounts(context, reportTemplateChapters.chapterId, ids),
        )) ?? 0,
    }),
  }),
});

export const ReportTemplateChapterRef = declaredObjectType(
  reportTemplateChapterResource,
  reportTemplateChapters,
  {
    description: "A chapter's place in a template",
    rowFields: ['sort_index', 'created_at', 'updated_at'],
    fields: (t) => ({
      chapter: t.field({
        type: ReportChapterRef,
        resolve: async (place, _args, context) => {
          const chapter = await loadChapter(context, place.chapterId);
          if (!chapter) throw new Error(`report chapter ${place.chapterId} not found`);
          return chapter;
        },
      }),
    }),
  },
);

export const ReportTemplateRef = declaredObjectType(reportTemplateResource, reportTemplates, {
  description: 'A report template of one asset kind: chapters in a manual order',
  fields: (t) => ({
    chapters: t.field({
      type: [ReportTemplateChapterRef],
      description: 'The places of its chapters, in their manual order',
      resolve: (template, _args, context) =>
        context.db
          .select()
          .from(reportTemplateChapters)
          .where(eq(reportTemplateChapters.templateId, template.id))
          .orderBy(asc(reportTemplateChapters.sortIndex), asc(reportTemplateChapters.id)),
    }),
  }),
});

builder.queryField('reportTemplates', (t) =>
  t.field({
    type: [ReportTemplateRef],
    description:
      "The organisation's report templates by name; with assetType (a type name: panden, schepen...) only the active ones of that kind, which a survey's report is made from",
    authScopes: { member: true },
    args: { assetType: t.arg.string() },
    resolve: (_root, args, context) =>
      context.db
        .select()
        .from(reportTemplates)
        .where(
          and(
            eq(reportTemplates.organisationId, organisationOf(context)),
            ...(args.assetType
              ? [
                  eq(reportTemplates.assetKind, reportAssetKindOf(args.assetType)),
                  eq(reportTemplates.active, true),
                ]
              : []),
          ),
        )
        .orderBy(asc(reportTemplates.name), asc(reportTemplates.id)),
  }),
);

builder.queryField('reportChapters', (t) =>
  t.field({
    type: [ReportChapterRef],
    description: "The organisation's report chapters by title",
    authScopes: { member: true },
    resolve: (_root, _args, context) =>
      context.db
        .select()
        .from(reportChapters)
        .where(eq(reportChapters.organisationId, organisationOf(context)))
        .orderBy(asc(reportChapters.title), asc(reportChapters.id)),
  }),
);

builder.queryField('reportElements', (t) =>
  t.field({
    type: [ReportElementRef],
    description: "The organisation's report elements by title",
    authScopes: { member: true },
    resolve: (_root, _args, context) =>
      context.db
        .select()
        .from(reportElements)
        .where(eq(reportElements.organisationId, organisationOf(context)))
        .orderBy(asc(reportElements.title), asc(reportElements.id)),
  }),
);

ownedRecordQuery(
  'reportTemplate',
  ReportTemplateRef,
  reportTemplates,
  "A report template of the caller's organisation; null for any other",
);
ownedRecordQuery(
  'reportChapter',
  ReportChapterRef,
  reportChapters,
  "A report chapter of the caller's organisation; null for any other",
);
ownedRecordQuery(
  'reportElement',
  ReportElementRef,
  reportElements,
  "A report element of the caller's organisation; null for any other",
);
