import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/** A report's changes show in its survey's list and its card: both are refetched. */
export const surveyReportTypenames = { additionalTypenames: ['SurveyReport'] };

const reportFields = graphql(
  `
    fragment SurveyReportFields on SurveyReport {
      id
      title
      version
      status
      created_at
      updated_at
      signer
      finalized_at
      pdf_made_at
      pdf_pages
      pdf_sha256
      pdf_file {
        ...StoredFile
      }
      pdf_job {
        id
        status
        progress {
          step
          done
          total
        }
        error
      }
      editable
      can_finalize
    }
  `,
  [storedFileFragment],
);

export const surveyReportsQuery = graphql(
  `
    query SurveyReports($surveyId: ID!) {
      surveyReports(surveyId: $surveyId) {
        ...SurveyReportFields
      }
    }
  `,
  [reportFields],
);

export const surveyReportQuery = graphql(
  `
    query SurveyReport($id: ID!) {
      surveyReport(id: $id) {
        ...SurveyReportFields
        chapters {
          id
          title
          appendix
          text
          elements {
            id
            title
            heading_level
            exclude_from_toc
            page_size
            orientation
            header_footer
          }
        }
      }
      reportPrinting {
        available
        message
      }
    }
  `,
  [reportFields],
);

/** What keeps a report from being final; asked when the surveyor wants to make it final. */
export const surveyReportChecksQuery = graphql(`
  query SurveyReportChecks($id: ID!) {
    surveyReport(id: $id) {
      id
      checks {
        code
        target
        label
      }
    }
  }
`);

/** The templates a survey's report can be made from: the active ones of its asset kind. */
export const reportTemplateOptionsQuery = graphql(`
  query ReportTemplateOptions($assetType: String) {
    reportTemplates(assetType: $assetType) {
      id
      name
    }
  }
`);

export const createSurveyReportMutation = graphql(
  `
    mutation CreateSurveyReport($surveyId: ID!, $templateId: ID!) {
      createSurveyReport(surveyId: $surveyId, templateId: $templateId) {
        ...SurveyReportFields
      }
    }
  `,
  [reportFields],
);

export const updateSurveyReportMutation = graphql(`
  mutation UpdateSurveyReport($id: ID!, $title: String!) {
    updateSurveyReport(id: $id, title: $title) {
      id
      title
    }
  }
`);

export const updateSurveyReportChapterMutation = graphql(`
  mutation UpdateSurveyReportChapter($id: ID!, $text: String!) {
    updateSurveyReportChapter(id: $id, text: $text) {
      id
      text
    }
  }
`);

export const deleteSurveyReportMutation = graphql(`
  mutation DeleteSurveyReport($id: ID!) {
    deleteSurveyReport(id: $id)
  }
`);

export const makeSurveyReportPdfMutation = graphql(
  `
    mutation MakeSurveyReportPdf($id: ID!) {
      makeSurveyReportPdf(id: $id) {
        ...SurveyReportFields
      }
    }
  `,
  [reportFields],
);

export const finalizeSurveyReportMutation = graphql(
  `
    mutation FinalizeSurveyReport($id: ID!) {
      finalizeSurveyReport(id: $id) {
        ...SurveyReportFields
      }
    }
  `,
  [reportFields],
);

/** Brings a draft's chapters and elements up to date with its template; texts are kept. */
export const refreshSurveyReportMutation = graphql(
  `
    mutation RefreshSurveyReport($id: ID!) {
      refreshSurveyReport(id: $id) {
        ...SurveyReportFields
      }
    }
  `,
  [reportFields],
);

export const newSurveyReportVersionMutation = graphql(
  `
    mutation NewSurveyReportVersion($id: ID!) {
      newSurveyReportVersion(id: $id) {
        ...SurveyReportFields
      }
    }
  `,
  [reportFields],
);

export type SurveyReportSummary = ResultOf<typeof reportFields>;
export type SurveyReportDetail = NonNullable<ResultOf<typeof surveyReportQuery>['surveyReport']>;
export type SurveyReportChapter = SurveyReportDetail['chapters'][number];
export type SurveyReportCheck = NonNullable<
  ResultOf<typeof surveyReportChecksQuery>['surveyReport']
>['checks'][number];

/** A PDF is being printed: the screen asks again until the job is over. */
export const printing = (report: Pick<SurveyReportSummary, 'status' | 'pdf_job'>) =>
  report.status === 'finalizing' ||
  report.pdf_job?.status === 'queued' ||
  report.pdf_job?.status === 'running';
