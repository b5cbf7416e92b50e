import { smartRiskCertificateResource } from '@vezel/domain/lab/risk-classes';
import { typenamesOf } from '../../components/resource/resource-operations';
import { graphql, storedFileFragment, type ResultOf } from '../../graphql/graphql';

/**
 * A classification changes the source's class (its status tab) and the completeness list:
 * its create, update and delete refetch the sources and the survey too.
 */
export const riskClassTypenames = typenamesOf(
  smartRiskCertificateResource,
  'SurveySource',
  'Survey',
);

const classificationFragment = graphql(
  `
    fragment SmartClassification on SmartRiskCertificate {
      id
      location
      risk_class
      risk_class_item {
        id
        value
      }
      reference
      printout {
        ...StoredFile
      }
      remarks
      created_at
      updated_at
    }
  `,
  [storedFileFragment],
);

/** The survey's sources with their indicative and entered classes, per source and location. */
export const surveyRiskClassesQuery = graphql(
  `
    query SurveyRiskClasses($surveyId: ID!) {
      surveyRiskClasses(surveyId: $surveyId) {
        source {
          id
          number
          material_type_item {
            id
            value
          }
          lab_status {
            id
            value
            color
          }
        }
        indicative {
          risk_class
          reason
        }
        classification {
          ...SmartClassification
        }
        differs
        locations {
          location {
            id
            space_name
            description
          }
          indicative {
            risk_class
            reason
          }
          classification {
            ...SmartClassification
          }
          differs
        }
      }
    }
  `,
  [classificationFragment],
);

export type SourceRiskClass = ResultOf<typeof surveyRiskClassesQuery>['surveyRiskClasses'][number];
export type Classification = NonNullable<SourceRiskClass['classification']>;
export type Indicative = SourceRiskClass['indicative'];

/** What the survey still lacks from the laboratory and SMA-rt. */
export const labCompletenessQuery = graphql(`
  query SurveyLabCompleteness($id: ID!) {
    onderzoek(id: $id) {
      id
      labCompleteness {
        code
        target
        label
      }
    }
  }
`);

export type LabCompletenessEntry = NonNullable<
  ResultOf<typeof labCompletenessQuery>['onderzoek']
>['labCompleteness'][number];
