import { graphql, type ResultOf } from '../../graphql/graphql';

/** Any change to a template, chapter, element or their places refetches what shows them. */
export const reportTemplateTypenames = {
  additionalTypenames: [
    'ReportTemplate',
    'ReportChapter',
    'ReportElement',
    'ReportTemplateChapter',
    'ReportChapterElement',
  ],
};

const elementFragment = graphql(`
  fragment ReportElementFields on ReportElement {
    id
    title
    heading_level
    exclude_from_toc
    page_size
    orientation
    header_footer
    markup
    query
    chapter_count
    created_at
    updated_at
  }
`);

export const elementsQuery = graphql(
  `
    query ReportElements {
      reportElements {
        ...ReportElementFields
      }
    }
  `,
  [elementFragment],
);

export const elementQuery = graphql(
  `
    query ReportElement($id: ID!) {
      reportElement(id: $id) {
        ...ReportElementFields
      }
    }
  `,
  [elementFragment],
);

const chapterFragment = graphql(`
  fragment ReportChapterFields on ReportChapter {
    id
    title
    appendix
    text
    template_count
    created_at
    updated_at
  }
`);

export const chaptersQuery = graphql(
  `
    query ReportChapters {
      reportChapters {
        ...ReportChapterFields
      }
    }
  `,
  [chapterFragment],
);

export const chapterQuery = graphql(
  `
    query ReportChapter($id: ID!) {
      reportChapter(id: $id) {
        ...ReportChapterFields
        elements {
          id
          sort_index
          element {
            id
            title
            heading_level
            page_size
            orientation
            header_footer
          }
        }
      }
    }
  `,
  [chapterFragment],
);

const templateFragment = graphql(`
  fragment ReportTemplateFields on ReportTemplate {
    id
    name
    asset_kind
    language
    description
    active
    created_at
    updated_at
  }
`);

export const templatesQuery = graphql(
  `
    query ReportTemplates {
      reportTemplates {
        ...ReportTemplateFields
      }
    }
  `,
  [templateFragment],
);

export const templateQuery = graphql(
  `
    query ReportTemplate($id: ID!) {
      reportTemplate(id: $id) {
        ...ReportTemplateFields
        chapters {
          id
          sort_index
          chapter {
            id
            title
            appendix
          }
        }
      }
    }
  `,
  [templateFragment],
);

export type ReportElement = ResultOf<typeof elementFragment>;
export type ReportChapter = ResultOf<typeof chapterFragment>;
export type ReportChapterWithElements = NonNullable<ResultOf<typeof chapterQuery>['reportChapter']>;
export type ReportTemplate = ResultOf<typeof templateFragment>;
export type ReportTemplateWithChapters = NonNullable<
  ResultOf<typeof templateQuery>['reportTemplate']
>;
