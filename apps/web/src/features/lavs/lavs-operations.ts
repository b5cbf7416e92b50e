import { graphql, type ResultOf } from '../../graphql/graphql';

/**
 * The warnings change when a mapping is made or acknowledged (a VariableMapping) or an
 * item changes; an empty list names neither type, so the query names them itself.
 */
export const lavsMappingTypenames = { additionalTypenames: ['VariableItem', 'VariableMapping'] };

/** The organisation's LAVS connection; the password only as whether one is stored. */
export const lavsSettingsQuery = graphql(`
  query LavsSettings {
    lavsSettings {
      id
      endpoint
      kvk_number
      branch_number
      username
      environment
      has_password
      simulator
    }
  }
`);

export type LavsSettings = ResultOf<typeof lavsSettingsQuery>['lavsSettings'];

/**
 * The items of the LAVS lists that the organisation's surveys use without a mapping to
 * LAVS, or with one nobody acknowledged; the set's id for links into the variables admin.
 */
export const lavsMappingWarningsQuery = graphql(`
  query LavsMappingWarnings {
    lavsMappingWarnings {
      external_system {
        id
        value
      }
      warnings {
        id
        item {
          id
          value
          description
        }
        list
        problem
        mapping {
          id
          value
          direction
        }
        survey_count
        survey_numbers
      }
    }
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
          }
        }
      }
    }
  }
`);

export type LavsMappingWarning = ResultOf<
  typeof lavsMappingWarningsQuery
>['lavsMappingWarnings']['warnings'][number];

/** /integrations/lavs: one page of the organisation's inventories and their registration. */
export const lavsRegistrationsQuery = graphql(`
  query LavsRegistrations($group: String, $search: String, $page: Int) {
    lavsRegistrations(group: $group, search: $search, page: $page) {
      total
      page
      rows {
        id
        survey_id
        survey_number
        address
        status
        status_label
        message
        todo
        todo_label
        updated_at
        link
      }
    }
  }
`);

export type LavsRegistrationRow = ResultOf<
  typeof lavsRegistrationsQuery
>['lavsRegistrations']['rows'][number];
