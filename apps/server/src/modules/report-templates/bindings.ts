import {
  reportChapterElementResource,
  reportChapterResource,
  reportElementResource,
  reportTemplateChapterResource,
  reportTemplateResource,
  type DomainMessageKey,
  type Locale,
  type RuleFailure,
} from '@vezel/domain';
import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client';
import {
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
} from '../../db/tables';
import { badInput } from '../../graphql/errors';
import { checkMarkup } from '../../reports/markup';
import { checkReportQuery, reportQueryFailure } from '../../reports/query';
import { sanitizeReportHtml } from '../../reports/sanitize';
import {
  connectionTo,
  inputText,
  type ResourceBinding,
  type ResourceValues,
} from '../../resources/binding';
import { declaredColumns } from '../../resources/declared-columns';
import { optionalId } from '../../resources/input-fields';
import { manualOrder, nextSortIndex } from '../../resources/manual-order';
import { findOwned, ownedBinding } from '../../resources/owned';
import { insertRow, updateRow } from '../../resources/rows';
import {
  ReportChapterElementRef,
  ReportChapterRef,
  ReportElementRef,
  ReportTemplateChapterRef,
  ReportTemplateRef,
  type ReportChapterElementRow,
  type ReportChapterRow,
  type ReportElementRow,
  type ReportTemplateChapterRow,
} from './schema';

/**
 * The element's markup must parse and its query must be one valid query of the app's
 * schema (`reports/query.ts`), or the element is not saved: the field says why. The schema
 * is imported when first needed, as it is built from this module among all others.
 */
async function checkContent(values: ResourceValues, locale: Locale): Promise<void> {
  const failures: Record<string, RuleFailure> = {};
  if (values.markup !== undefined) {
    const markup = checkMarkup(inputText(values.markup));
    if (!markup.ok) {
      failures.markup = markup.refused
        ? { key: 'reportTemplates.unavailableTag', values: markup.refused }
        : { key: 'reportTemplates.invalidMarkup', values: { message: markup.message } };
    }
  }
  if (values.query !== undefined) {
    const { schema } = await import('../../graphql/schema');
    const query = checkReportQuery(schema, inputText(values.query));
    if (!query.ok) failures.query = reportQueryFailure(query.problem, locale);
  }
  const invalid = badInput(failures);
  if (invalid) throw invalid;
}

const elementColumns = (values: ResourceValues) =>
  declaredColumns(reportElementResource, reportElements, values, {
    heading_level: (value) => ({ headingLevel: Number(value) }),
    // Markup and query are kept as typed: their lines and indentation are the author's.
    markup: (value) => ({ markup: value === null ? '' : String(value) }),
    query: (value) => ({ query: value === null ? '' : String(value) }),
  });

export const reportElementBinding: ResourceBinding<ReportElementRow> = {
  declaration: reportElementResource,
  ref: ReportElementRef,
  find: (tx, { organisationId }, id) => findOwned(tx, reportElements, organisationId, id),
  findConnection: () => Promise.resolve(null),
  async insert(tx, { organisationId, locale }, values) {
    await checkContent(values, locale);
    return insertRow(tx, reportElements, {
      ...elementColumns(values),
      organisationId,
      title: inputText(values.title),
    });
  },
  async update(tx, { locale }, row, values) {
    await checkContent(values, locale);
    return updateRow(tx, reportElements, row.id, elementColumns(values));
  },
  async remove(tx, row) {
    // Its places in chapters go with it; reports keep their own copies.
    await tx.delete(reportElements).where(eq(reportElements.id, row.id));
  },
};

/** A chapter's standard text is rich text: kept sanitised, as the print view shows it. */
const chapterColumns = (values: ResourceValues) =>
  declaredColumns(reportChapterResource, reportChapters, values, {
    text: (value) => ({ text: sanitizeReportHtml(inputText(value)) }),
  });

export const reportChapterBinding: ResourceBinding<ReportChapterRow> = {
  declaration: reportChapterResource,
  ref: ReportChapterRef,
  find: (tx, { organisationId }, id) => findOwned(tx, reportChapters, organisationId, id),
  findConnection: () => Promise.resolve(null),
  insert: (tx, { organisationId }, values) =>
    insertRow(tx, reportChapters, {
      ...chapterColumns(values),
      organisationId,
      title: inputText(values.title),
    }),
  update: (tx, _access, row, values) =>
    updateRow(tx, reportChapters, row.id, chapterColumns(values)),
  async remove(tx, row) {
    await tx.delete(reportChapters).where(eq(reportChapters.id, row.id));
  },
};

export const reportTemplateBinding = ownedBinding(
  reportTemplateResource,
  reportTemplates,
  ReportTemplateRef,
);

/**
 * The record a place (a join row) refers to: the given id must name one of the
 * organisation's rows (`find`) that the parent does not hold yet (`holders`: the places
 * holding it, this one aside), else the field says why. Absent on an update: unchanged.
 */
async function referredId(
  values: ResourceValues,
  field: string,
  find: (id: number) => Promise<{ id: number } | null>,
  holders: (id: number) => Promise<{ id: number }[]>,
  place: { id: number } | null,
  duplicate: DomainMessageKey,
): Promise<number | undefined> {
  if (values[field] === undefined && place) return undefined;
  const id = optionalId(values[field], field, 'error.recordNotFound');
  const row = id ? await find(id) : null;
  if (!row) throw badInput({ [field]: { key: 'error.recordNotFound' } })!;
  if ((await holders(row.id)).some((holder) => holder.id !== place?.id)) {
    throw badInput({ [field]: { key: duplicate } })!;
  }
  return row.id;
}

/** The element a chapter's place shows: the organisation's, once per chapter. */
const placedElement = (
  tx: Executor,
  organisationId: number,
  chapterId: number,
  values: ResourceValues,
  place: ReportChapterElementRow | null,
) =>
  referredId(
    values,
    'element',
    (id) => findOwned(tx, reportElements, organisationId, id),
    (id) =>
      tx
        .select({ id: reportChapterElements.id })
        .from(reportChapterElements)
        .where(
          and(
            eq(reportChapterElements.chapterId, chapterId),
            eq(reportChapterElements.elementId, id),
          ),
        ),
    place,
    'reportTemplates.elementInChapter',
  );

export const reportChapterElementBinding: ResourceBinding<ReportChapterElementRow> = {
  declaration: reportChapterElementResource,
  ref: ReportChapterElementRef,
  async find(tx, { organisationId }, id) {
    const [row] = await tx
      .select({ place: reportChapterElements })
      .from(reportChapterElements)
      .innerJoin(reportChapters, eq(reportChapters.id, reportChapterElements.chapterId))
      .where(
        and(eq(reportChapterElements.id, id), eq(reportChapters.organisationId, organisationId)),
      );
    return row?.place ?? null;
  },
  findConnection: connectionTo('reportChapter', reportChapterBinding),
  async insert(tx, { organisationId }, values, connections) {
    const chapterId = connections.get('reportChapter');
    if (chapterId === undefined) throw new Error('chapter element without chapter');
    const elementId = await placedElement(tx, organisationId, chapterId, values, null);
    if (elementId === undefined) throw new Error('chapter element without element');
    return insertRow(tx, reportChapterElements, {
      chapterId,
      elementId,
      sortIndex: await nextSortIndex(
        tx,
        reportChapterElements,
        eq(reportChapterElements.chapterId, chapterId),
      ),
    });
  },
  async update(tx, { organisationId }, row, values) {
    const elementId = await placedElement(tx, organisationId, row.chapterId, values, row);
    return updateRow(tx, reportChapterElements, row.id, {
      ...(elementId !== undefined && { elementId }),
    });
  },
  async remove(tx, row) {
    await tx.delete(reportChapterElements).where(eq(reportChapterElements.id, row.id));
  },
  ...manualOrder<ReportChapterElementRow>(reportChapterElements, (row) =>
    eq(reportChapterElements.chapterId, row.chapterId),
  ),
};

/** The chapter a template's place shows: the organisation's, once per template. */
const placedChapter = (
  tx: Executor,
  organisationId: number,
  templateId: number,
  values: ResourceValues,
  place: ReportTemplateChapterRow | null,
) =>
  referredId(
    values,
    'chapter',
    (id) => findOwned(tx, reportChapters, organisationId, id),
    (id) =>
      tx
        .select({ id: reportTemplateChapters.id })
        .from(reportTemplateChapters)
        .where(
          and(
            eq(reportTemplateChapters.templateId, templateId),
            eq(reportTemplateChapters.chapterId, id),
          ),
        ),
    place,
    'reportTemplates.chapterInTemplate',
  );

export const reportTemplateChapterBinding: ResourceBinding<ReportTemplateChapterRow> = {
  declaration: reportTemplateChapterResource,
  ref: ReportTemplateChapterRef,
  async find(tx, { organisationId }, id) {
    const [row] = await tx
      .select({ place: reportTemplateChapters })
      .from(reportTemplateChapters)
      .innerJoin(reportTemplates, eq(reportTemplates.id, reportTemplateChapters.templateId))
      .where(
        and(eq(reportTemplateChapters.id, id), eq(reportTemplates.organisationId, organisationId)),
      );
    return row?.place ?? null;
  },
  findConnection: connectionTo('reportTemplate', reportTemplateBinding),
  async insert(tx, { organisationId }, values, connections) {
    const templateId = connections.get('reportTemplate');
    if (templateId === undefined) throw new Error('template chapter without template');
    const chapterId = await placedChapter(tx, organisationId, templateId, values, null);
    if (chapterId === undefined) throw new Error('template chapter without chapter');
    return insertRow(tx, reportTemplateChapters, {
      templateId,
      chapterId,
      sortIndex: await nextSortIndex(
        tx,
        reportTemplateChapters,
        eq(reportTemplateChapters.templateId, templateId),
      ),
    });
  },
  async update(tx, { organisationId }, row, values) {
    const chapterId = await placedChapter(tx, organisationId, row.templateId, values, row);
    return updateRow(tx, reportTemplateChapters, row.id, {
      ...(chapterId !== undefined && { chapterId }),
    });
  },
  async remove(tx, row) {
    await tx.delete(reportTemplateChapters).where(eq(reportTemplateChapters.id, row.id));
  },
  ...manualOrder<ReportTemplateChapterRow>(reportTemplateChapters, (row) =>
    eq(reportTemplateChapters.templateId, row.templateId),
  ),
};
