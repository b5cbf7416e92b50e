import { graphql, lookupItemFragment, type ResultOf } from '../../graphql/graphql';

/** The lists an entry's items are chosen from, by the entry's field. */
export const vscpItemLists = {
  system: 'vscp_systems',
  component: 'vscp_components',
  material: 'vscp_materials',
  zone: 'vscp_zones',
  check_procedure: 'vscp_check_procedures',
} as const;

export type VscpItemField = keyof typeof vscpItemLists;

/** A change to a template or an entry refetches the templates with their entries. */
export const vscpTemplateTypenames = {
  additionalTypenames: ['VscpTemplate', 'VscpTemplateEntry'],
};

/** An item of a VSCP list: its name and whether it is still offered. */
export const vscpTemplatesQuery = graphql(
  `
    query VscpTemplates {
      vscpTemplates {
        id
        name
        vessel_type
        description
        entry_count
        created_at
        updated_at
        entries {
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
          check_procedure_item {
            ...LookupItem
          }
          check_method
          hazardous_material
          hazardous_material_table
          remarks
        }
      }
    }
  `,
  [lookupItemFragment],
);

export type VscpTemplate = ResultOf<typeof vscpTemplatesQuery>['vscpTemplates'][number];
/** An entry: each chosen item as its id (what the form holds) and as the item (its name). */
export type VscpTemplateEntry = VscpTemplate['entries'][number];

/** The VSCP lists of a variable set: what a template entry and a survey's entry name. */
export const vscpListsFragment = graphql(
  `
    fragment VscpLists on VariableSet {
      vscp_systems {
        ...LookupItem
      }
      vscp_components {
        ...LookupItem
      }
      vscp_materials {
        ...LookupItem
      }
      vscp_zones {
        ...LookupItem
      }
      vscp_check_procedures {
        ...LookupItem
      }
    }
  `,
  [lookupItemFragment],
);

/** The items an entry can name: the organisation's VSCP lists. */
export const vscpItemsQuery = graphql(
  `
    query VscpItems {
      me {
        id
        inventarisatie_user {
          id
          organisation {
            id
            variable_set {
              id
              ...VscpLists
            }
          }
        }
      }
    }
  `,
  [vscpListsFragment],
);
