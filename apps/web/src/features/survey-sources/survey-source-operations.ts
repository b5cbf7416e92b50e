import { gql } from 'urql';
import {
  createMutation,
  deleteMutation,
  lookupItemFields,
  lookupListsQuery,
  rowsQuery,
  sortMutation,
  updateMutation,
  type LookupItem,
} from '../surveys/survey-documents';

/** An item a record names: its id is what the form holds, its value what a table shows. */
export type NamedItem = LookupItem;

export interface SurveySource {
  id: string;
  number: string;
  application: string | null;
  application_item: NamedItem | null;
  material_type: string | null;
  material_type_item: NamedItem | null;
  description: string;
  asbestos_status: string | null;
  asbestos_status_item: NamedItem | null;
  treatment_status: string | null;
  advice: string | null;
  treatment_moment: string | null;
  risk_class: string | null;
  risk_class_item: NamedItem | null;
  sample_kinds: NamedItem[];
  location_count: number;
  sample_count: number;
  created_at: string;
  updated_at: string;
}

export interface SurveySourceLocation {
  id: string;
  source_id: string;
  space: string | null;
  space_name: string | null;
  description: string;
  amount: string | null;
  unit: string | null;
  unit_item: NamedItem | null;
  binding: string | null;
  condition: string | null;
  damage: string | null;
  accessibility: string | null;
  fixing: string | null;
  exposure: string | null;
  shielding: string | null;
  structure: string | null;
  risk_assessment: string | null;
  sample_count: number;
  created_at: string;
  updated_at: string;
}

export interface SurveySample {
  id: string;
  number: string;
  location_id: string | null;
  sample_kind: string | null;
  sample_kind_item: NamedItem | null;
  description: string;
  taken_at: string | null;
  remarks: string;
  location: {
    id: string;
    space_name: string | null;
    source: { id: string; number: string };
  } | null;
  created_at: string;
  updated_at: string;
}

export interface SurveyVscpEntry {
  id: string;
  system: string | null;
  component: string | null;
  material: string | null;
  zone: string | null;
  check_procedure: string | null;
  system_item: NamedItem | null;
  component_item: NamedItem | null;
  material_item: NamedItem | null;
  zone_item: NamedItem | null;
  check_method: string;
  hazardous_material: string;
  finding: string;
  pchm_reason: string;
  remarks: string;
  created_at: string;
  updated_at: string;
}

/** A change to sources, locations or samples refetches every list that shows them. */
export const surveySourceTypenames = {
  additionalTypenames: ['SurveySource', 'SurveySourceLocation', 'SurveySample'],
};
export const surveyVscpTypenames = { additionalTypenames: ['SurveyVscpEntry'] };

const item = lookupItemFields;

const sourceFields = `
  id
  number
  application
  application_item { ${item} }
  material_type
  material_type_item { ${item} }
  description
  asbestos_status
  asbestos_status_item { ${item} }
  treatment_status
  advice
  treatment_moment
  risk_class
  risk_class_item { ${item} }
  sample_kinds { ${item} }
  location_count
  sample_count
  created_at
  updated_at
`;

const locationFields = `
  id
  source_id
  space
  space_name
  description
  amount
  unit
  unit_item { ${item} }
  binding
  condition
  damage
  accessibility
  fixing
  exposure
  shielding
  structure
  risk_assessment
  sample_count
  created_at
  updated_at
`;

const sampleFields = `
  id
  number
  location_id
  sample_kind
  sample_kind_item { ${item} }
  description
  taken_at
  remarks
  location { id space_name source { id number } }
  created_at
  updated_at
`;

const entryFields = `
  id
  system
  component
  material
  zone
  check_procedure
  system_item { ${item} }
  component_item { ${item} }
  material_item { ${item} }
  zone_item { ${item} }
  check_method
  hazardous_material
  finding
  pchm_reason
  remarks
  created_at
  updated_at
`;

/** The lookup lists the source, location and VSCP forms choose from. */
export const sourceItemLists = [
  'toepassingen',
  'materiaal_types',
  'asbest_statussen',
  'behandeling_statussen',
  'bron_adviezen',
  'behandelmomenten',
  'smart_risicoklasses',
  'eenheden',
  'bindingen',
  'condities',
  'beschadigingen',
  'bereikbaarheden',
  'bevestigingen',
  'blootstellingen',
  'afschermingen',
  'structuren',
  'asbestos_risk_assessments',
  'vscp_systems',
  'vscp_components',
  'vscp_materials',
  'vscp_zones',
  'vscp_check_procedures',
] as const;
export type SourceItemList = (typeof sourceItemLists)[number];

export const sourceItemsQuery = lookupListsQuery('SurveySourceItems', sourceItemLists);

export const surveySourcesQuery = gql<
  { surveySources: SurveySource[]; surveySpaces: { id: string; display_name: string }[] },
  { surveyId: string }
>`
  query SurveySources($surveyId: ID!) {
    surveySources(surveyId: $surveyId) {
      ${sourceFields}
    }
    surveySpaces(surveyId: $surveyId) {
      id
      display_name
    }
  }
`;

export const surveySourceLocationsQuery = rowsQuery<
  'surveySourceLocations',
  SurveySourceLocation,
  'sourceId'
>('SurveySourceLocations', 'surveySourceLocations', locationFields, 'sourceId');

/** A location the URL names, to find the source it belongs to. */
export const surveySourceLocationQuery = gql<
  { surveySourceLocation: { id: string; source_id: string } | null },
  { id: string }
>`
  query SurveySourceLocation($id: ID!) {
    surveySourceLocation(id: $id) {
      id
      source_id
    }
  }
`;

export const surveySamplesQuery = gql<
  { surveySamples: SurveySample[] },
  { surveyId: string; locationId?: string }
>`
  query SurveySamples($surveyId: ID!, $locationId: ID) {
    surveySamples(surveyId: $surveyId, locationId: $locationId) {
      ${sampleFields}
    }
  }
`;

export const surveyVscpEntriesQuery = gql<
  { surveyVscpEntries: SurveyVscpEntry[]; vscpTemplates: { id: string; name: string }[] },
  { surveyId: string }
>`
  query SurveyVscpEntries($surveyId: ID!) {
    surveyVscpEntries(surveyId: $surveyId) {
      ${entryFields}
    }
    vscpTemplates {
      id
      name
    }
  }
`;

export const createSurveySourceMutation = createMutation<
  'SurveySource',
  'survey',
  { id: string; number: string }
>('SurveySource', { type: 'survey', variable: 'survey' }, 'id number');
export const updateSurveySourceMutation = updateMutation('SurveySource');
export const deleteSurveySourceMutation = deleteMutation('SurveySource');
export const sortSurveySourcesMutation = sortMutation('SurveySource', 'SortSurveySources');

export const createSurveySourceLocationMutation = createMutation('SurveySourceLocation', {
  type: 'surveySource',
  variable: 'source',
});
export const updateSurveySourceLocationMutation = updateMutation('SurveySourceLocation');
export const deleteSurveySourceLocationMutation = deleteMutation('SurveySourceLocation');
export const sortSurveySourceLocationsMutation = sortMutation(
  'SurveySourceLocation',
  'SortSurveySourceLocations',
);

export const createSurveySampleMutation = createMutation<
  'SurveySample',
  'location',
  { id: string; number: string }
>('SurveySample', { type: 'surveySourceLocation', variable: 'location' }, 'id number');
export const updateSurveySampleMutation = updateMutation('SurveySample');
export const deleteSurveySampleMutation = deleteMutation('SurveySample');
export const sortSurveySamplesMutation = sortMutation('SurveySample', 'SortSurveySamples');

export const createSurveyVscpEntryMutation = createMutation('SurveyVscpEntry', {
  type: 'survey',
  variable: 'survey',
});
export const updateSurveyVscpEntryMutation = updateMutation('SurveyVscpEntry');
export const deleteSurveyVscpEntryMutation = deleteMutation('SurveyVscpEntry');
export const sortSurveyVscpEntriesMutation = sortMutation(
  'SurveyVscpEntry',
  'SortSurveyVscpEntries',
);

export const fillSurveyVscpMutation = gql<
  { fillSurveyVscpFromTemplate: { id: string }[] },
  { survey: string; template: string }
>`
  mutation FillSurveyVscp($survey: ID!, $template: ID!) {
    fillSurveyVscpFromTemplate(surveyId: $survey, templateId: $template) {
      id
    }
  }
`;
