import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';

export interface VscpItem {
  id: string;
  value: string;
  active: boolean;
}

/** An entry: each chosen item as its id (what the form holds) and as the item (its name). */
export interface VscpTemplateEntry {
  id: string;
  system: string | null;
  component: string | null;
  material: string | null;
  zone: string | null;
  check_procedure: string | null;
  system_item: VscpItem | null;
  component_item: VscpItem | null;
  material_item: VscpItem | null;
  zone_item: VscpItem | null;
  check_procedure_item: VscpItem | null;
  check_method: string;
  hazardous_material: string;
  hazardous_material_table: string | null;
  remarks: string;
}

export interface VscpTemplate {
  id: string;
  name: string;
  vessel_type: string;
  description: string;
  entry_count: number;
  created_at: string;
  updated_at: string;
  entries: VscpTemplateEntry[];
}

/** The lists an entry's items are chosen from, by the entry's field. */
export const vscpItemLists = {
  system: 'vscp_systems',
  component: 'vscp_components',
  material: 'vscp_materials',
  zone: 'vscp_zones',
  check_procedure: 'vscp_check_procedures',
} as const;

export type VscpItemField = keyof typeof vscpItemLists;
type VscpList = (typeof vscpItemLists)[VscpItemField];

type Input = Record<string, InputValue>;

export const vscpTemplateTypenames = {
  additionalTypenames: ['VscpTemplate', 'VscpTemplateEntry'],
};

const item = 'id value active';

export const vscpTemplatesQuery = gql<{ vscpTemplates: VscpTemplate[] }, Record<string, never>>`
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
        system_item { ${item} }
        component_item { ${item} }
        material_item { ${item} }
        zone_item { ${item} }
        check_procedure_item { ${item} }
        check_method
        hazardous_material
        hazardous_material_table
        remarks
      }
    }
  }
`;

/** The items an entry can name: the organisation's VSCP lists. */
export const vscpItemsQuery = gql<
  {
    me: {
      id: string;
      inventarisatie_user: {
        id: string;
        organisation: {
          id: string;
          variable_set: ({ id: string } & Record<VscpList, VscpItem[]>) | null;
        };
      } | null;
    };
  },
  Record<string, never>
>`
  query VscpItems {
    me {
      id
      inventarisatie_user {
        id
        organisation {
          id
          variable_set {
            id
            vscp_systems { ${item} }
            vscp_components { ${item} }
            vscp_materials { ${item} }
            vscp_zones { ${item} }
            vscp_check_procedures { ${item} }
          }
        }
      }
    }
  }
`;

export const createVscpTemplateMutation = gql<
  { createVscpTemplate: { id: string } },
  { input: Input }
>`
  mutation CreateVscpTemplate($input: VscpTemplateCreateInput) {
    createVscpTemplate(input: $input) {
      id
    }
  }
`;

export const updateVscpTemplateMutation = gql<
  { updateVscpTemplate: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateVscpTemplate($id: ID!, $input: VscpTemplateUpdateInput) {
    updateVscpTemplate(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteVscpTemplateMutation = gql<{ deleteVscpTemplate: string }, { id: string }>`
  mutation DeleteVscpTemplate($id: ID!) {
    deleteVscpTemplate(id: $id)
  }
`;

export const createVscpTemplateEntryMutation = gql<
  { createVscpTemplateEntry: { id: string } },
  { input: Input; template: string }
>`
  mutation CreateVscpTemplateEntry($input: VscpTemplateEntryCreateInput, $template: ID!) {
    createVscpTemplateEntry(input: $input, connect: [{ type: "vscpTemplate", id: $template }]) {
      id
    }
  }
`;

export const updateVscpTemplateEntryMutation = gql<
  { updateVscpTemplateEntry: { id: string } },
  { id: string; input: Input }
>`
  mutation UpdateVscpTemplateEntry($id: ID!, $input: VscpTemplateEntryUpdateInput) {
    updateVscpTemplateEntry(id: $id, input: $input) {
      id
    }
  }
`;

export const deleteVscpTemplateEntryMutation = gql<
  { deleteVscpTemplateEntry: string },
  { id: string }
>`
  mutation DeleteVscpTemplateEntry($id: ID!) {
    deleteVscpTemplateEntry(id: $id)
  }
`;

export const sortVscpTemplateEntriesMutation = gql<
  { updateVscpTemplateEntrySortTable: { id: string } },
  { id: string; from: string; to: string }
>`
  mutation SortVscpTemplateEntries($id: ID!, $from: String, $to: String) {
    updateVscpTemplateEntrySortTable(id: $id, index_from: $from, index_to: $to) {
      id
    }
  }
`;
