import type { SurveyStatus } from '@vezel/domain/surveys/statuses';
import { gql } from 'urql';
import type { SurveySortField, SortDirection } from './search-state';
import { lookupListsQuery, updateMutation, type Input, type LookupItem } from './survey-documents';

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

export interface SurveyPerson {
  id: string;
  full_name: string;
}

export interface SurveyStatusChange {
  id: string;
  from: SurveyStatus | null;
  to: SurveyStatus;
  reason: string | null;
  changed_at: string;
  by: SurveyPerson | null;
}

export interface SurveyTransitionOption {
  action: 'activate' | 'complete' | 'cancel' | 'reopen';
  to: SurveyStatus;
  reason_required: boolean;
}

export interface SurveyInfo {
  id: string;
  description: string;
  purpose: string | null;
  scope: string | null;
  extent: string | null;
  out_of_scope: string;
}

export interface SurveyAsbestosResearch {
  id: string;
  risk_assessment: string | null;
  inventory_type: string;
  destructive_research: boolean | null;
  remarks: string;
}

export interface SurveyExecution {
  id: string;
  executed_on: string | null;
  started_at: string;
  ended_at: string;
  accompanied_by: string;
  weather: string;
  remarks: string;
}

export interface Survey {
  id: string;
  number: string;
  status: SurveyStatus;
  asset_type: 'property' | 'vessel';
  asset: { id: string; title: string };
  client: string | null;
  onderzoek_klant: { id: string; naam: string } | null;
  survey_type: string | null;
  survey_kind: string | null;
  branch: string | null;
  branch_name: string | null;
  planned_start: string | null;
  planned_end: string | null;
  project_number: string;
  surveyors: string[];
  surveyor_people: SurveyPerson[];
  status_changes: SurveyStatusChange[];
  transitions: SurveyTransitionOption[];
  editable: boolean;
  created_at: string;
  updated_at: string;
  survey_info: SurveyInfo;
  asbestos_research: SurveyAsbestosResearch;
  execution: SurveyExecution;
}

/** The fields of the survey's parts, each saved by its own mutation. */
const surveyInfoFields = 'id description purpose scope extent out_of_scope';
const asbestosResearchFields = 'id risk_assessment inventory_type destructive_research remarks';
const executionFields = 'id executed_on started_at ended_at accompanied_by weather remarks';

const surveyFields = `
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
  survey_info { ${surveyInfoFields} }
  asbestos_research { ${asbestosResearchFields} }
  execution { ${executionFields} }
`;

/** Spec section 7: `onderzoek(id)`, run only when the URL names a survey. */
export const surveyQuery = gql<{ onderzoek: Survey | null }, { id: string }>`
  query Onderzoek($id: ID!) {
    onderzoek(id: $id) {
      ${surveyFields}
    }
  }
`;

export interface SurveyListItem {
  id: string;
  number: string;
  status: SurveyStatus;
  asset_type: string;
  asset_id: string;
  asset_title: string;
  client_name: string | null;
  survey_type_value: string | null;
  planned_start: string | null;
  planned_end: string | null;
}

export interface SurveyListPage {
  total: number;
  matched: number;
  page: number;
  offset: number;
  items: SurveyListItem[];
}

export const surveysQuery = gql<
  { surveys: SurveyListPage },
  {
    assetType: string;
    status: SurveyStatus;
    search: string;
    sort: string | null;
    direction: SortDirection | null;
    page: number;
  }
>`
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
`;

export interface SurveySearchRow {
  id: string;
  assetType: string;
  number: string;
  address: string;
  startDate: string | null;
  status: SurveyStatus;
}

export interface SurveySearchResult {
  total: number;
  more: boolean;
  page: number;
  page_size: number;
  processing_ms: number;
  hits: SurveySearchRow[];
}

export const surveySearchQuery = gql<
  { surveySearch: SurveySearchResult },
  {
    assetType: string;
    query: string;
    sort: SurveySortField;
    direction: SortDirection;
    page: number;
  }
>`
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
`;

/** What the planning form offers: surveyors, clients of the kind's book, branches and lists. */
export interface PlanningChoices {
  surveyorOptions: SurveyPerson[];
  clients: { id: string; name: string }[];
  branches: { id: string; name: string }[];
}

export const planningChoicesQuery = gql<PlanningChoices, { book: 'property' | 'maritime' }>`
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
`;

/** The lookup lists the survey's forms choose from, from the organisation's variable set. */
export const surveyListKeys = [
  'onderzoek_types',
  'onderzoek_soorten',
  'asbestos_survey_purposes',
  'asbestos_survey_scopes',
  'asbestos_survey_extends',
  'asbestos_risk_assessments',
] as const;

export type SurveyLists = Record<(typeof surveyListKeys)[number], LookupItem[]>;

export const surveyListsQuery = lookupListsQuery('SurveyLists', surveyListKeys);

export const planSurveyMutation = gql<
  { planSurvey: { id: string } },
  {
    assetType: string;
    input: Input;
    assetId: string | null;
    property: Input | null;
    vessel: Input | null;
  }
>`
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
`;

export const updateSurveyMutation = updateMutation('Survey', surveyFields);

export const changeSurveyStatusMutation = gql<
  { changeSurveyStatus: { id: string } },
  { id: string; to: SurveyStatus; reason: string | null }
>`
  mutation ChangeSurveyStatus($id: ID!, $to: SurveyStatus!, $reason: String) {
    changeSurveyStatus(id: $id, to: $to, reason: $reason) {
      ${surveyFields}
    }
  }
`;

export const updateSurveyInfoMutation = updateMutation('SurveyInfo', surveyInfoFields);

export const updateSurveyAsbestosResearchMutation = updateMutation(
  'SurveyAsbestosResearch',
  asbestosResearchFields,
);

export const updateSurveyExecutionMutation = updateMutation('SurveyExecution', executionFields);
