import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';

export interface SurveyType {
  id: string;
  value: string;
  description: string;
  active: boolean;
}

export interface DossierCheckQuestion {
  id: string;
  question: string;
  question_type: string;
  options: string[];
  required: boolean;
  help: string;
}

export interface DossierCheckPart {
  id: string;
  name: string;
  description: string;
  created_at: string;
  updated_at: string;
  questions: DossierCheckQuestion[];
}

export interface DossierCheckTemplate {
  id: string;
  name: string;
  description: string;
  active: boolean;
  question_count: number;
  survey_types: { id: string; value: string }[];
  created_at: string;
  updated_at: string;
}

export interface DossierCheckTemplateWithParts extends DossierCheckTemplate {
  parts: DossierCheckPart[];
}

type Input = Record<string, InputValue>;

/** Any change to a template, part or question refetches the lists and the open template. */
export const dossierCheckTypenames = {
  additionalTypenames: ['DossierCheckTemplate', 'DossierCheckPart', 'DossierCheckQuestion'],
};

const templateFields = `
  id
  name
  description
  active
  question_count
  survey_types {
    id
    value
  }
  created_at
  updated_at
`;

export const templatesQuery = gql<
  { dossierCheckTemplates: DossierCheckTemplate[] },
  Record<string, never>
>`
  query DossierCheckTemplates {
    dossierCheckTemplates {
      ${templateFields}
    }
  }
`;

export const templateQuery = gql<
  { dossierCheckTemplate: DossierCheckTemplateWithParts | null },
  { id: string }
>`
  query DossierCheckTemplate($id: ID!) {
    dossierCheckTemplate(id: $id) {
      ${templateFields}
      parts {
        id
        name
        description
        created_at
        updated_at
        questions {
          id
          question
          question_type
          options
          required
          help
        }
      }
    }
  }
`;

/** The organisation's survey types, which templates are made for. */
export const surveyTypesQuery = gql<
  {
    me: {
      id: string;
      inventarisatie_user: {
        id: string;
        organisation: {
          id: string;
          variable_set: { id: string; onderzoek_types: SurveyType[] } | null;
        };
      } | null;
    };
  },
  Record<string, never>
>`
  query DossierCheckSurveyTypes {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
            onderzoek_types {
              id
              value
              description
              active
            }
          }
        }
      }
    }
  }
`;

export const createTemplateMutation = gql<
  { createDossierCheckTemplate: { id: string } },
  { input: Input }
>`
  mutation CreateDossierCheckTemplate($input: DossierCheckTemplateCreateInput) {
    createDossierCheckTemplate(input: $input) {
      id
    }
  }
`;

export const updateTemplateMutation = gql<
  { updateDossierCheckTemplate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateDossierCheckTemplate($id: ID!, $input: DossierCheckTemplateUpdateInput) {
    updateDossierCheckTemplate(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteTemplateMutation = gql<{ deleteDossierCheckTemplate: string }, { id: string }>`
  mutation DeleteDossierCheckTemplate($id: ID!) {
    deleteDossierCheckTemplate(id: $id)
  }
`;

export const createPartMutation = gql<
  { createDossierCheckPart: { id: string } },
  { input: Input; template: string }
>`
  mutation CreateDossierCheckPart($input: DossierCheckPartCreateInput, $template: ID!) {
    createDossierCheckPart(
      input: $input
      connect: [{ type: "dossierCheckTemplate", id: $template }]
    ) {
      id
    }
  }
`;

export const updatePartMutation = gql<
  { updateDossierCheckPart: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateDossierCheckPart($id: ID!, $input: DossierCheckPartUpdateInput) {
    updateDossierCheckPart(id: $id, input: $input) {
      id
    }
  }
`;

export const deletePartMutation = gql<{ deleteDossierCheckPart: string }, { id: string }>`
  mutation DeleteDossierCheckPart($id: ID!) {
    deleteDossierCheckPart(id: $id)
  }
`;

export const sortPartsMutation = gql<
  { updateDossierCheckPartSortTable: { id: string } },
  { id: string; from: string; to: string }
>`
  mutation SortDossierCheckParts($id: ID!, $from: String, $to: String) {
    updateDossierCheckPartSortTable(id: $id, index_from: $from, index_to: $to) {
      id
    }
  }
`;

export const createQuestionMutation = gql<
  { createDossierCheckQuestion: { id: string } },
  { input: Input; part: string }
>`
  mutation CreateDossierCheckQuestion($input: DossierCheckQuestionCreateInput, $part: ID!) {
    createDossierCheckQuestion(input: $input, connect: [{ type: "dossierCheckPart", id: $part }]) {
      id
    }
  }
`;

export const updateQuestionMutation = gql<
  { updateDossierCheckQuestion: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateDossierCheckQuestion($id: ID!, $input: DossierCheckQuestionUpdateInput) {
    updateDossierCheckQuestion(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteQuestionMutation = gql<{ deleteDossierCheckQuestion: string }, { id: string }>`
  mutation DeleteDossierCheckQuestion($id: ID!) {
    deleteDossierCheckQuestion(id: $id)
  }
`;

export const sortQuestionsMutation = gql<
  { updateDossierCheckQuestionSortTable: { id: string } },
  { id: string; from: string; to: string }
>`
  mutation SortDossierCheckQuestions($id: ID!, $from: String, $to: String) {
    updateDossierCheckQuestionSortTable(id: $id, index_from: $from, index_to: $to) {
      id
    }
  }
`;
