import { graphql, lookupItemFragment, type ResultOf } from '../../graphql/graphql';

/** Any change to a survey refetches the lists, the search and the survey's own page. */
export const surveyTypenames = {
  additionalTypenames: [
    'Survey',
    'SurveyListItem',
    'SurveyInfo',
    'SurveyAsbestosResearch',
    'SurveyExecution',
  ],
};

/** The survey's file: its planning, history, transitions and the parts each saved apart. */
const surveyFileFragment = graphql(`
  fragment SurveyFile on Survey {
    id
    number
    status
    asset_type
    asset {
      id
      title
    }
    client
    onderzoek_klant {
      id
      naam
    }
    survey_type
    survey_kind
    branch
    branch_name
    planned_start
    planned_end
    project_number
    surveyors
    surveyor_people {
      id
      full_name
    }
    status_changes {
      id
      from
      to
      reason
      changed_at
      by {
        id
        full_name
      }
    }
    transitions {
      action
      to
      reason_required
    }
    editable
    created_at
    updated_at
    survey_info {
      id
      description
      purpose
      scope
      extent
      out_of_scope
    }
    asbestos_research {
      id
      risk_assessment
      inventory_type
      destructive_research
      remarks
    }
    execution {
      id
      executed_on
      started_at
      ended_at
      accompanied_by
      weather
      remarks
    }
  }
`);

/** Spec section 7: `onderzoek(id)`, run only when the URL names a survey. */
export const surveyQuery = graphql(
  `
    query Onderzoek($id: ID!) {
      onderzoek(id: $id) {
        ...SurveyFile
      }
    }
  `,
  [surveyFileFragment],
);

export type Survey = NonNullable<ResultOf<typeof surveyQuery>['onderzoek']>;
export type SurveyPerson = Survey['surveyor_people'][number];
export type SurveyStatusChange = Survey['status_changes'][number];
export type SurveyTransitionOption = Survey['transitions'][number];

export const surveysQuery = graphql(`
  query Surveys(
    $assetType: String!
    $status: SurveyStatus!
    $search: String
    $sort: String
    $direction: SortDirection
    $page: Int
  ) {
    surveys(
      assetType: $assetType
      status: $status
      search: $search
      sort: $sort
      direction: $direction
      page: $page
    ) {
      total
      matched
      page
      offset
      items {
        id
        number
        status
        asset_type
        asset_id
        asset_title
        client_name
        survey_type_value
        planned_start
        planned_end
      }
    }
  }
`);

export type SurveyListItem = ResultOf<typeof surveysQuery>['surveys']['items'][number];

export const surveySearchQuery = graphql(`
  query SurveySearch(
    $assetType: String!
    $query: String
    $sort: SurveySearchSort
    $direction: SortDirection
    $page: Int
  ) {
    surveySearch(
      assetType: $assetType
      query: $query
      sort: $sort
      direction: $direction
      page: $page
    ) {
      total
      more
      page
      page_size
      processing_ms
      hits {
        id
        assetType
        number
        address
        startDate
        status
      }
    }
  }
`);

export type SurveySearchRow = ResultOf<typeof surveySearchQuery>['surveySearch']['hits'][number];

/** The number the plan dialog proposes: the organisation's next in this year's sequence. */
export const nextSurveyNumberQuery = graphql(`
  query NextSurveyNumber {
    nextSurveyNumber
  }
`);

/** What the planning form offers: surveyors, clients of the kind's book, branches and lists. */
export const planningChoicesQuery = graphql(`
  query SurveyPlanningChoices($book: ClientBook!) {
    surveyorOptions {
      id
      full_name
    }
    clients(book: $book) {
      id
      name
    }
    branches {
      id
      name
    }
  }
`);

/** The lookup lists the survey's forms choose from, from the organisation's variable set. */
export const surveyListKeys = [
  'onderzoek_types',
  'onderzoek_soorten',
  'asbestos_survey_purposes',
  'asbestos_survey_scopes',
  'asbestos_survey_extends',
  'asbestos_risk_assessments',
] as const;

export const surveyListsQuery = graphql(
  `
    query SurveyLists {
      me {
        id
        inventarisatie_user {
          id
          organisation {
            id
            variable_set {
              id
              onderzoek_types {
                ...LookupItem
              }
              onderzoek_soorten {
                ...LookupItem
              }
              asbestos_survey_purposes {
                ...LookupItem
              }
              asbestos_survey_scopes {
                ...LookupItem
              }
              asbestos_survey_extends {
                ...LookupItem
              }
              asbestos_risk_assessments {
                ...LookupItem
              }
            }
          }
        }
      }
    }
  `,
  [lookupItemFragment],
);

export type SurveyLists = Pick<
  NonNullable<
    NonNullable<
      ResultOf<typeof surveyListsQuery>['me']['inventarisatie_user']
    >['organisation']['variable_set']
  >,
  (typeof surveyListKeys)[number]
>;

export const planSurveyMutation = graphql(`
  mutation PlanSurvey(
    $assetType: String!
    $input: SurveyCreateInput!
    $assetId: ID
    $property: PlanSurveyPropertyInput
    $vessel: PlanSurveyVesselInput
  ) {
    planSurvey(
      assetType: $assetType
      input: $input
      assetId: $assetId
      property: $property
      vessel: $vessel
    ) {
      id
      number
      status
    }
  }
`);

/** What a survey still lacks to be completed: asked when the complete dialog opens. */
export const surveyCompletionGapsQuery = graphql(`
  query SurveyCompletionGaps($id: ID!) {
    onderzoek(id: $id) {
      id
      completionGaps {
        code
        target
        label
      }
    }
  }
`);

export type CompletionGap = NonNullable<
  ResultOf<typeof surveyCompletionGapsQuery>['onderzoek']
>['completionGaps'][number];

export const changeSurveyStatusMutation = graphql(
  `
    mutation ChangeSurveyStatus($id: ID!, $to: SurveyStatus!, $reason: String) {
      changeSurveyStatus(id: $id, to: $to, reason: $reason) {
        ...SurveyFile
      }
    }
  `,
  [surveyFileFragment],
);
