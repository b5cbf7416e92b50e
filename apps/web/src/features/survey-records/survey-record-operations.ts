import { surveyRecordSelection, type SurveyRecordKind } from '@vezel/domain/surveys/records';
import { gql } from 'urql';
import type { StoredFile } from '../../components/FileViewer';
import { lookupListsQuery, type LookupItem } from '../surveys/survey-documents';

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
  gql<{ surveyRecords: SurveyRecord[] }, RecordsVariables>(`
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

export type LookupChoice = LookupItem;

/** The lists the records' item fields choose from. */
export const recordItemsQuery = lookupListsQuery('SurveyRecordItems', [
  'beperkingen',
  'waarneming_types',
  'document_types',
  'beheersmaatregel_types',
  'sanerings_adviezen',
]);

/** The survey's spaces (H5's query), as the choices of a record's space. */
export const recordSpacesQuery = gql<
  { surveySpaces: { id: string; display_name: string }[] },
  { surveyId: string }
>`
  query SurveyRecordSpaces($surveyId: ID!) {
    surveySpaces(surveyId: $surveyId) {
      id
      display_name
    }
  }
`;

export const recordLocationsQuery = gql<
  { surveyRecordLocationOptions: { id: string; name: string }[] },
  { surveyId: string }
>`
  query SurveyRecordLocations($surveyId: ID!) {
    surveyRecordLocationOptions(surveyId: $surveyId) {
      id
      name
    }
  }
`;

export const iframeQuery = gql<
  { surveyIframe: { template: string; url: string | null } | null },
  { surveyId: string }
>`
  query SurveyIframe($surveyId: ID!) {
    surveyIframe(surveyId: $surveyId) {
      template
      url
    }
  }
`;

export const updateIframeMutation = gql<{ updateSurveyIframeUrl: string }, { url: string }>`
  mutation UpdateSurveyIframeUrl($url: String!) {
    updateSurveyIframeUrl(url: $url)
  }
`;
