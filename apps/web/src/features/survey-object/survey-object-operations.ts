import { gql } from 'urql';
import {
  floorAndSpaceMutations,
  type Floor,
  type Space,
} from '../assets/floor-and-space-operations';

/** A change to a survey's floors or spaces refetches every list that shows them. */
export const surveySpaceTypenames = {
  additionalTypenames: ['SurveyFloor', 'SurveySpace'],
};

/** The asset a survey is of, and whether the survey may still be changed. */
export const surveyObjectQuery = gql<
  {
    onderzoek: { id: string; asset_type: string; editable: boolean; asset: { id: string } } | null;
  },
  { id: string }
>`
  query SurveyObject($id: ID!) {
    onderzoek(id: $id) {
      id
      asset_type
      editable
      asset {
        id
      }
    }
  }
`;

export const surveyFloorsAndSpacesQuery = gql<
  { surveyFloors: Floor[]; surveySpaces: Space[] },
  { surveyId: string }
>`
  query SurveyFloorsAndSpaces($surveyId: ID!) {
    surveyFloors(surveyId: $surveyId) {
      id
      name
      created_at
      updated_at
    }
    surveySpaces(surveyId: $surveyId) {
      id
      name
      description
      display_name
      floor {
        id
        name
      }
      created_at
      updated_at
    }
  }
`;

/** The mutations of a survey's floors and spaces. */
export const surveyFloorAndSpaceMutations = floorAndSpaceMutations('Survey', 'survey');

export const applySpaceTemplateToSurveyMutation = gql<
  { applySpaceTemplateToSurvey: { id: string }[] },
  { surveyId: string; templateId: string }
>`
  mutation ApplySpaceTemplateToSurvey($surveyId: ID!, $templateId: ID!) {
    applySpaceTemplateToSurvey(surveyId: $surveyId, templateId: $templateId) {
      id
    }
  }
`;
