import { gql } from 'urql';
import type { DossierCheckQuestion } from '../dossier-checks/dossier-check-operations';
import {
  createMutation,
  deleteMutation,
  lookupListsQuery,
  rowsQuery,
  updateMutation,
} from '../surveys/survey-documents';

export interface InventarisationDossierCheck {
  template: {
    id: string;
    name: string;
    description: string;
    parts: { id: string; name: string; description: string; questions: DossierCheckQuestion[] }[];
  };
  /** JSON: the answers kept, by question id. */
  answers: string;
  saved_at: string | null;
}

export interface SurveyInventarisation {
  id: string;
  /** Dates as stored, 'YYYY-MM-DD'. */
  ordered_on: string | null;
  starts_on: string | null;
  ends_on: string | null;
  late: boolean;
  late_reason: string | null;
  late_reason_value: string;
  calamity: boolean;
  remarks: string;
  created_at: string;
  updated_at: string;
}

export interface SurveyInventarisationWithChecks extends SurveyInventarisation {
  dossier_checks: InventarisationDossierCheck[];
}

/** A change to an inventory or its answers refetches what shows them. */
export const inventarisationTypenames = {
  additionalTypenames: ['SurveyInventarisation', 'InventarisationDossierCheck'],
};

const fields = `
  id
  ordered_on
  starts_on
  ends_on
  late
  late_reason
  late_reason_value
  calamity
  remarks
  created_at
  updated_at
`;

export const surveyInventarisationsQuery = rowsQuery<
  'surveyInventarisations',
  SurveyInventarisation
>('SurveyInventarisations', 'surveyInventarisations', fields);

export const surveyInventarisationQuery = gql<
  { surveyInventarisation: SurveyInventarisationWithChecks | null },
  { id: string }
>`
  query SurveyInventarisation($id: ID!) {
    surveyInventarisation(id: $id) {
      ${fields}
      dossier_checks {
        template {
          id
          name
          description
          parts {
            id
            name
            description
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
        answers
        saved_at
      }
    }
  }
`;

/** The organisation's reasons for a late inventory (asbest_regisseur_reden_inv_later). */
export const lateReasonsQuery = lookupListsQuery('InventarisationLateReasons', [
  'asbest_regisseur_reden_inv_later',
]);

export const createSurveyInventarisationMutation = createMutation('SurveyInventarisation', {
  type: 'survey',
  variable: 'survey',
});

export const updateSurveyInventarisationMutation = updateMutation<
  'SurveyInventarisation',
  SurveyInventarisation
>('SurveyInventarisation', fields);

export const deleteSurveyInventarisationMutation = deleteMutation('SurveyInventarisation');

export const saveDossierCheckMutation = gql<
  { saveInventarisationDossierCheck: { answers: string; saved_at: string | null } },
  { inventarisationId: string; templateId: string; answers: string }
>`
  mutation SaveInventarisationDossierCheck(
    $inventarisationId: ID!
    $templateId: ID!
    $answers: String!
  ) {
    saveInventarisationDossierCheck(
      inventarisationId: $inventarisationId
      templateId: $templateId
      answers: $answers
    ) {
      template {
        id
      }
      answers
      saved_at
    }
  }
`;
