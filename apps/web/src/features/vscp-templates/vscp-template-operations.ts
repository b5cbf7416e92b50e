import { graphql, type ResultOf } from '../../graphql/graphql';

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
const vscpItemFragment = graphql(`
  fragment VscpItem on VariableItem {
    id
    value
    active
  }
`);

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
            ...VscpItem
          }
          component_item {
            ...VscpItem
          }
          material_item {
            ...VscpItem
          }
          zone_item {
            ...VscpItem
          }
          check_procedure_item {
            ...VscpItem
          }
          check_method
          hazardous_material
          hazardous_material_table
          remarks
        }
      }
    }
  `,
  [vscpItemFragment],
);

export type VscpTemplate = ResultOf<typeof vscpTemplatesQuery>['vscpTemplates'][number];
/** An entry: each chosen item as its id (what the form holds) and as the item (its name). */
export type VscpTemplateEntry = VscpTemplate['entries'][number];

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
              vscp_systems {
                ...VscpItem
              }
              vscp_components {
                ...VscpItem
              }
              vscp_materials {
                ...VscpItem
              }
              vscp_zones {
                ...VscpItem
              }
              vscp_check_procedures {
                ...VscpItem
              }
            }
          }
        }
      }
    }
  `,
  [vscpItemFragment],
);
