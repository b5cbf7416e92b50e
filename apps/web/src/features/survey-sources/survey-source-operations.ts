import {
  surveySampleResource,
  surveySourceLocationResource,
  surveySourceResource,
  surveyVscpEntryResource,
} from '@vezel/domain/surveys/sources';
import { typenamesOf } from '../../components/resource/resource-operations';
import { graphql, lookupItemFragment, type ResultOf } from '../../graphql/graphql';
import { vscpListsFragment } from '../vscp-templates/vscp-template-operations';

/** A change to sources, locations or samples refetches every list that shows them. */
export const surveySourceTypenames = typenamesOf(
  surveySourceResource,
  surveySourceLocationResource,
  surveySampleResource,
);
export const surveyVscpTypenames = typenamesOf(surveyVscpEntryResource);

/** An item of the organisation's variable set as a form offers it and a table shows it. */
/** The lookup lists the source, location and VSCP forms choose from. */
export const sourceItemsQuery = graphql(
  `
    query SurveySourceItems {
      me {
        id
        inventarisatie_user {
          id
          organisation {
            id
            variable_set {
              id
              toepassingen {
                ...LookupItem
              }
              materiaal_types {
                ...LookupItem
              }
              asbest_statussen {
                ...LookupItem
              }
              behandeling_statussen {
                ...LookupItem
              }
              bron_adviezen {
                ...LookupItem
              }
              behandelmomenten {
                ...LookupItem
              }
              smart_risicoklasses {
                ...LookupItem
              }
              eenheden {
                ...LookupItem
              }
              bindingen {
                ...LookupItem
              }
              condities {
                ...LookupItem
              }
              beschadigingen {
                ...LookupItem
              }
              bereikbaarheden {
                ...LookupItem
              }
              bevestigingen {
                ...LookupItem
              }
              blootstellingen {
                ...LookupItem
              }
              afschermingen {
                ...LookupItem
              }
              structuren {
                ...LookupItem
              }
              asbestos_risk_assessments {
                ...LookupItem
              }
              ...VscpLists
            }
          }
        }
      }
    }
  `,
  [lookupItemFragment, vscpListsFragment],
);

/** The lists `sourceItemsQuery` reads, by name. */
export type SourceItemList = Exclude<
  keyof NonNullable<
    NonNullable<
      ResultOf<typeof sourceItemsQuery>['me']['inventarisatie_user']
    >['organisation']['variable_set']
  >,
  'id'
>;

/** Every list of `sourceItemsQuery`, to tell an item field of these forms by its list. */
const sourceItemListSet: Record<SourceItemList, true> = {
  toepassingen: true,
  materiaal_types: true,
  asbest_statussen: true,
  behandeling_statussen: true,
  bron_adviezen: true,
  behandelmomenten: true,
  smart_risicoklasses: true,
  eenheden: true,
  bindingen: true,
  condities: true,
  beschadigingen: true,
  bereikbaarheden: true,
  bevestigingen: true,
  blootstellingen: true,
  afschermingen: true,
  structuren: true,
  asbestos_risk_assessments: true,
  vscp_systems: true,
  vscp_components: true,
  vscp_materials: true,
  vscp_zones: true,
  vscp_check_procedures: true,
};
export const sourceItemLists = Object.keys(sourceItemListSet) as readonly SourceItemList[];

export const surveySourcesQuery = graphql(
  `
    query SurveySources($surveyId: ID!) {
      surveySources(surveyId: $surveyId) {
        id
        number
        application
        application_item {
          ...LookupItem
        }
        material_type
        material_type_item {
          ...LookupItem
        }
        description
        asbestos_status
        asbestos_status_item {
          ...LookupItem
        }
        treatment_status
        advice
        treatment_moment
        risk_class
        risk_class_item {
          ...LookupItem
        }
        sample_kinds {
          ...LookupItem
        }
        location_count
        sample_count
        created_at
        updated_at
      }
      surveySpaces(surveyId: $surveyId) {
        id
        display_name
      }
    }
  `,
  [lookupItemFragment],
);

export type SurveySource = ResultOf<typeof surveySourcesQuery>['surveySources'][number];

export const surveySourceLocationsQuery = graphql(
  `
    query SurveySourceLocations($sourceId: ID!) {
      surveySourceLocations(sourceId: $sourceId) {
        id
        source_id
        space
        space_name
        description
        amount
        unit
        unit_item {
          ...LookupItem
        }
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
      }
    }
  `,
  [lookupItemFragment],
);

export type SurveySourceLocation = ResultOf<
  typeof surveySourceLocationsQuery
>['surveySourceLocations'][number];

/** A location the URL names, to find the source it belongs to. */
export const surveySourceLocationQuery = graphql(`
  query SurveySourceLocation($id: ID!) {
    surveySourceLocation(id: $id) {
      id
      source_id
    }
  }
`);

export const surveySamplesQuery = graphql(
  `
    query SurveySamples($surveyId: ID!, $locationId: ID) {
      surveySamples(surveyId: $surveyId, locationId: $locationId) {
        id
        number
        location_id
        sample_kind
        sample_kind_item {
          ...LookupItem
        }
        description
        taken_at
        remarks
        lab_status {
          id
          value
        }
        at_lab_order {
          id
          number
          status
          laboratory_id
        }
        location {
          id
          space_name
          source {
            id
            number
          }
        }
        created_at
        updated_at
      }
    }
  `,
  [lookupItemFragment],
);

export type SurveySample = ResultOf<typeof surveySamplesQuery>['surveySamples'][number];

export const surveyVscpEntriesQuery = graphql(
  `
    query SurveyVscpEntries($surveyId: ID!) {
      surveyVscpEntries(surveyId: $surveyId) {
        id
        system
        component
        material
        zone
        check_procedure
        system_item {
          ...LookupItem
        }
        component_item {
          ...LookupItem
        }
        material_item {
          ...LookupItem
        }
        zone_item {
          ...LookupItem
        }
        check_method
        hazardous_material
        finding
        pchm_reason
        quantity
        unit
        unit_item {
          ...LookupItem
        }
        remarks
        created_at
        updated_at
      }
      vscpTemplates {
        id
        name
      }
    }
  `,
  [lookupItemFragment],
);

export type SurveyVscpEntry = ResultOf<typeof surveyVscpEntriesQuery>['surveyVscpEntries'][number];

export const fillSurveyVscpMutation = graphql(`
  mutation FillSurveyVscp($survey: ID!, $template: ID!) {
    fillSurveyVscpFromTemplate(surveyId: $survey, templateId: $template) {
      id
    }
  }
`);
