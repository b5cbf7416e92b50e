import { graphql } from '../../graphql/graphql';

/** A change to a survey's floors or spaces refetches every list that shows them. */
export const surveySpaceTypenames = {
  additionalTypenames: ['SurveyFloor', 'SurveySpace'],
};

/** The asset a survey is of, and whether the survey may still be changed. */
export const surveyObjectQuery = graphql(`
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
`);

export const surveyFloorsAndSpacesQuery = graphql(`
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
`);

export const applySpaceTemplateToSurveyMutation = graphql(`
  mutation ApplySpaceTemplateToSurvey($surveyId: ID!, $templateId: ID!) {
    applySpaceTemplateToSurvey(surveyId: $surveyId, templateId: $templateId) {
      id
    }
  }
`);
