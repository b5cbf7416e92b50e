import { graphql, type ResultOf } from '../../graphql/graphql';

/** A change to an inventory or its answers refetches what shows them. */
export const inventarisationTypenames = {
  additionalTypenames: ['SurveyInventarisation', 'InventarisationDossierCheck'],
};

const inventarisationFragment = graphql(`
  fragment SurveyInventarisationFields on SurveyInventarisation {
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
  }
`);

/** An inventory; its dates as stored, 'YYYY-MM-DD'. */
export type SurveyInventarisation = ResultOf<typeof inventarisationFragment>;

export const surveyInventarisationsQuery = graphql(
  `
    query SurveyInventarisations($surveyId: ID!) {
      surveyInventarisations(surveyId: $surveyId) {
        ...SurveyInventarisationFields
      }
    }
  `,
  [inventarisationFragment],
);

export const surveyInventarisationQuery = graphql(
  `
    query SurveyInventarisation($id: ID!) {
      surveyInventarisation(id: $id) {
        ...SurveyInventarisationFields
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
  `,
  [inventarisationFragment],
);

/** A checklist of the inventory's survey type; `answers` is JSON, by question id. */
export type InventarisationDossierCheck = NonNullable<
  ResultOf<typeof surveyInventarisationQuery>['surveyInventarisation']
>['dossier_checks'][number];

/** The organisation's reasons for a late inventory (asbest_regisseur_reden_inv_later). */
export const lateReasonsQuery = graphql(`
  query InventarisationLateReasons {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
            asbest_regisseur_reden_inv_later {
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

export const saveDossierCheckMutation = graphql(`
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
      missing_required
    }
  }
`);
