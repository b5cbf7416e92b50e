import { graphql, type ResultOf } from '../../graphql/graphql';

/**
 * A verify or send changes the inventory's result row: the survey's registration (which
 * holds it) and the /integraties/lavs overview ask again.
 */
export const lavsTypenames = {
  additionalTypenames: [
    'InventarisationUpdateRequestResult',
    'LavsSurveyRegistration',
    'LavsRegistrationPage',
  ],
};

export const lavsRegistrationQuery = graphql(`
  query LavsRegistration($surveyId: ID!) {
    lavsRegistration(survey_id: $surveyId) {
      survey_id
      registry_name
      endpoint
      simulator
      environment
      settings_complete
      can_send
      inventarisations {
        id
        starts_on
        ends_on
        result {
          id
          status
          message
          lavs_request_id
          lavs_bijlage_request_id
        }
        status_label
        todo
        todo_label
        answers
        problems {
          message
          path
          link
        }
        verified_at
        in_flight
        job {
          id
          status
          attempts
          max_attempts
          run_after
          error
          progress {
            step
            done
            total
          }
        }
        exchange_count
        exchanges {
          id
          kind
          method
          url
          response_status
          outcome
          duration_ms
          at
          user {
            id
            full_name
          }
        }
      }
    }
  }
`);

export type LavsRegistration = NonNullable<
  ResultOf<typeof lavsRegistrationQuery>['lavsRegistration']
>;
export type LavsInventarisation = LavsRegistration['inventarisations'][number];
export type LavsExchange = LavsInventarisation['exchanges'][number];

/**
 * One exchange with its request and response bodies: the survey's list comes without them
 * (a registration's messages are large and there may be many), so a row asks when opened.
 */
export const lavsExchangeQuery = graphql(`
  query LavsExchange($id: ID!) {
    lavsExchange(id: $id) {
      id
      request_body
      response_body
    }
  }
`);

export const verifyLavsMutation = graphql(`
  mutation VerifyLavs($id: ID!, $surveyId: ID!) {
    verifyLavsInventarisatieBijwerkenRequest(id: $id, surveyId: $surveyId) {
      id
      status
      message
      lavs_request_id
      lavs_bijlage_request_id
    }
  }
`);

export const sendLavsMutation = graphql(`
  mutation SendLavs($id: ID!, $surveyId: ID!) {
    handleLavsInventarisatieBijwerkenRequest(id: $id, surveyId: $surveyId) {
      id
      status
      message
      lavs_request_id
      lavs_bijlage_request_id
    }
  }
`);
