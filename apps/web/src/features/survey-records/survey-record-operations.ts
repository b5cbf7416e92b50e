import { surveyRecordSelection, type SurveyRecordKind } from '@vezel/domain/surveys/records';
import { declaredDocument } from '../../graphql/declared-document';
import type { StoredFile } from '../../components/FileViewer';
import { graphql } from '../../graphql/graphql';

/** A record as the list and the card read it: the kind's declared fields by name. */
export interface SurveyRecord {
  [field: string]: unknown;
  id: string;
  kind: string;
  sort_index: number;
  space: string | null;
  space_name: string | null;
  location: string | null;
  location_name: string | null;
  file: StoredFile | null;
  thumbnail: StoredFile | null;
  display: StoredFile | null;
  preview: StoredFile | null;
}

export const surveyRecordTypenames = { additionalTypenames: ['SurveyRecord', 'File'] };

export interface RecordsVariables {
  surveyId: string;
  kind: string;
  parentId?: string;
  sourceId?: string;
  locationId?: string;
}

export const recordsQuery = (kind: SurveyRecordKind) =>
  declaredDocument<{ surveyRecords: SurveyRecord[] }, RecordsVariables>(`
    query SurveyRecords_${kind}(
      $surveyId: ID!
      $kind: String!
      $parentId: ID
      $sourceId: ID
      $locationId: ID
    ) {
      surveyRecords(
        surveyId: $surveyId
        kind: $kind
        parentId: $parentId
        sourceId: $sourceId
        locationId: $locationId
      ) {
        ${surveyRecordSelection(kind)}
      }
    }
  `);

/** The lists the records' item fields choose from. */
export const recordItemsQuery = graphql(`
  query SurveyRecordItems {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
            beperkingen {
              id
              value
              active
            }
            waarneming_types {
              id
              value
              active
            }
            document_types {
              id
              value
              active
            }
            beheersmaatregel_types {
              id
              value
              active
            }
            sanerings_adviezen {
              id
              value
              active
            }
          }
        }
      }
    }
  }
`);

/** The survey's spaces (H5's query), as the choices of a record's space. */
export const recordSpacesQuery = graphql(`
  query SurveyRecordSpaces($surveyId: ID!) {
    surveySpaces(surveyId: $surveyId) {
      id
      display_name
    }
  }
`);

export const recordLocationsQuery = graphql(`
  query SurveyRecordLocations($surveyId: ID!) {
    surveyRecordLocationOptions(surveyId: $surveyId) {
      id
      name
    }
  }
`);

export const iframeQuery = graphql(`
  query SurveyIframe($surveyId: ID!) {
    surveyIframe(surveyId: $surveyId) {
      template
      url
    }
  }
`);

export const updateIframeMutation = graphql(`
  mutation UpdateSurveyIframeUrl($url: String!) {
    updateSurveyIframeUrl(url: $url)
  }
`);
