import type { Locale } from '@vezel/domain';
import type { HeadingLevel, Orientation, PageSize } from '@vezel/domain/reports/layout';
import type { Transaction } from '../client';
import {
  reportChapterElements,
  reportChapters,
  reportElements,
  reportTemplateChapters,
  reportTemplates,
} from '../tables';
import { ihmPartOneTemplate } from './report-template-ihm';
import { sc540Template } from './report-template-sc540';

/** A block of a demo template: its heading, page and content (Liquid markup + GraphQL query). */
export interface SeedReportElement {
  title: string;
  headingLevel: HeadingLevel;
  excludeFromToc?: boolean;
  /** A4 portrait with header and footer unless said otherwise. */
  page?: { size: PageSize; orientation: Orientation; headerFooter?: boolean };
  markup: string;
  /** Declares at most `$survey: ID!`; empty when the markup needs no data. */
  query: string;
}

export interface SeedReportChapter {
  title: string;
  appendix?: boolean;
  /** The standard text (rich text HTML) each report copies and its surveyor may edit. */
  text: string;
  elements: SeedReportElement[];
}

export interface SeedReportTemplate {
  name: string;
  description: string;
  assetKind: 'property' | 'vessel';
  /** The language its reports print in: IHM is international (English), SC-540 Dutch. */
  language: Locale;
  chapters: SeedReportChapter[];
}

/** The demo firm's two report templates: what a report of each asset kind is made from. */
export const demoReportTemplates: readonly SeedReportTemplate[] = [
  sc540Template,
  ihmPartOneTemplate,
];

/**
 * Writes the demo templates for an organisation: each chapter and element is its own row
 * (an administrator reuses them in other templates), ordered by the join tables.
 */
export async function seedReportTemplates(tx: Transaction, organisationId: number): Promise<void> {
  for (const template of demoReportTemplates) {
    const [templateRow] = await tx
      .insert(reportTemplates)
      .values({
        organisationId,
        name: template.name,
        description: template.description,
        assetKind: template.assetKind,
        language: template.language,
      })
      .returning({ id: reportTemplates.id });
    if (!templateRow) throw new Error('report template insert returned nothing');
    for (const [chapterIndex, chapter] of template.chapters.entries()) {
      const [chapterRow] = await tx
        .insert(reportChapters)
        .values({
          organisationId,
          title: chapter.title,
          appendix: chapter.appendix ?? false,
          text: chapter.text,
        })
        .returning({ id: reportChapters.id });
      if (!chapterRow) throw new Error('report chapter insert returned nothing');
      await tx.insert(reportTemplateChapters).values({
        templateId: templateRow.id,
        chapterId: chapterRow.id,
        sortIndex: chapterIndex,
      });
      if (chapter.elements.length === 0) continue;
      const elementRows = await tx
        .insert(reportElements)
        .values(
          chapter.elements.map((element) => ({
            organisationId,
            title: element.title,
            headingLevel: element.headingLevel,
            excludeFromToc: element.excludeFromToc ?? false,
            pageSize: element.page?.size ?? 'A4',
            orientation: element.page?.orientation ?? 'portrait',
            headerFooter: element.page?.headerFooter ?? true,
            markup: element.markup.trim(),
            query: element.query.trim(),
          })),
        )
        .returning({ id: reportElements.id });
      await tx.insert(reportChapterElements).values(
        elementRows.map((row, elementIndex) => ({
          chapterId: chapterRow.id,
          elementId: row.id,
          sortIndex: elementIndex,
        })),
      );
    }
  }
}
