import { graphql, type ResultOf } from '../../../graphql/graphql';

/** Everything the print view draws: the server's print model (ReportPrint in the domain). */
export const reportPrintQuery = graphql(`
  query SurveyReportPrint($id: ID!) {
    surveyReportPrint(id: $id) {
      report {
        id
        title
        version
        status
        language
        header
      }
      cover {
        title
        subtitle
        surveyNumber
        assetLines
        clientName
        firmLines
        photoFileId
        logoFileId
        date
        version
        draft
      }
      toc {
        anchor
        number
        title
        level
      }
      blocks {
        anchor
        kind
        level
        number
        title
        page {
          size
          orientation
          headerFooter
        }
        newPage
        html
        failed
        error
        appendix
      }
      signature {
        name
        signedAt
        fileId
        certificates
      }
    }
  }
`);

export type ReportPrintData = NonNullable<ResultOf<typeof reportPrintQuery>['surveyReportPrint']>;
export type ReportPrintBlock = ReportPrintData['blocks'][number];
