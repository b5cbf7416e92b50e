import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';

export interface VariableMapping {
  id: string;
  value: string;
  description: string;
  direction: string;
  priority: number;
  acknowledged_at: string | null;
  acknowledged_by: { id: string; user: { id: string; full_name: string } } | null;
  external_system: { id: string; value: string };
}

export interface VariableItem {
  id: string;
  list: string;
  parent: { id: string; value: string } | null;
  value: string;
  description: string;
  active: boolean;
  data: string;
  created_at: string;
  updated_at: string;
  variable_mappings: VariableMapping[];
}

interface Connection {
  type: string;
  id: string;
}

type Scalar = InputValue;

/**
 * Mutations that return an id only do not name the type they changed, and an empty list
 * names none: these names make urql's cache refetch the list after any change to an item
 * or a mapping, including a new order (spec section 4: lists are refetched after a sort).
 */
export const variableItemTypenames = { additionalTypenames: ['VariableItem', 'VariableMapping'] };

/** The caller's variable sets and the one their organisation uses. */
export const variableSetsQuery = gql<
  {
    variableSets: { id: string; name: string }[];
    me: {
      id: string;
      inventarisatie_user: {
        id: string;
        organisation: { id: string; variable_set: { id: string } | null };
      } | null;
    };
  },
  Record<string, never>
>`
  query VariableSets {
    variableSets {
      id
      name
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
`;

export const variableSetQuery = gql<
  { variableSet: { id: string; name: string; created_at: string; updated_at: string } | null },
  { id: string }
>`
  query VariableSet($id: ID!) {
    variableSet(id: $id) {
      id
      name
      created_at
      updated_at
    }
  }
`;

/** A row of a list's table: the item without its mappings. */
export type VariableItemRow = Omit<VariableItem, 'variable_mappings' | 'list' | 'parent'>;

export interface VariableItemPage {
  total: number;
  matched: number;
  page: number;
  offset: number;
  items: VariableItemRow[];
}

/** The page of a list the table shows; the server searches, sorts and cuts it. */
export const variableItemPageQuery = gql<
  { variableItemPage: VariableItemPage | null },
  {
    set: string;
    list: string;
    parent: string | null;
    search: string;
    sort: string | null;
    direction: 'asc' | 'desc' | null;
    page: number;
  }
>`
  query VariableItemPage(
    $set: ID!
    $list: String!
    $parent: ID
    $search: String
    $sort: String
    $direction: SortDirection
    $page: Int
  ) {
    variableItemPage(
      variableSetId: $set
      list: $list
      parentItemId: $parent
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
        value
        description
        active
        data
        created_at
        updated_at
      }
    }
  }
`;

/** One item with everything its card shows. */
export const variableItemQuery = gql<{ variableItem: VariableItem | null }, { id: string }>`
  query VariableItem($id: ID!) {
    variableItem(id: $id) {
      id
      list
      parent {
        id
        value
      }
      value
      description
      active
      data
      created_at
      updated_at
      variable_mappings {
        id
        value
        description
        direction
        priority
        acknowledged_at
        acknowledged_by {
          id
          user {
            id
            full_name
          }
        }
        external_system {
          id
          value
        }
      }
    }
  }
`;

/** The items of one list, for a choice of one of them (as the external system of a mapping). */
export const listItemsQuery = gql<
  { variableItems: { id: string; value: string; description: string; active: boolean }[] },
  { set: string; list: string }
>`
  query ListItems($set: ID!, $list: String!) {
    variableItems(variableSetId: $set, list: $list) {
      id
      value
      description
      active
    }
  }
`;

export const createVariableItemMutation = gql<
  { createVariableItem: { id: string } },
  { input: Record<string, Scalar>; connect: Connection[] }
>`
  mutation CreateVariableItem($input: VariableItemCreateInput, $connect: [ResourceConnection!]) {
    createVariableItem(input: $input, connect: $connect) {
      id
    }
  }
`;

export const updateVariableItemMutation = gql<
  {
    updateVariableItem: {
      id: string;
      value: string;
      description: string;
      active: boolean;
      data: string;
    };
  },
  { id: string; input: Record<string, Scalar> }
>`
  mutation UpdateVariableItem($id: ID!, $input: VariableItemUpdateInput) {
    updateVariableItem(id: $id, input: $input) {
      id
      value
      description
      active
      data
    }
  }
`;

export const deleteVariableItemMutation = gql<{ deleteVariableItem: string }, { id: string }>`
  mutation DeleteVariableItem($id: ID!) {
    deleteVariableItem(id: $id)
  }
`;

export const sortVariableItemsMutation = gql<
  { updateVariableItemSortTable: { id: string } },
  { id: string; from: string; to: string }
>`
  mutation SortVariableItems($id: ID!, $from: String, $to: String) {
    updateVariableItemSortTable(id: $id, index_from: $from, index_to: $to) {
      id
    }
  }
`;

export const createVariableMappingMutation = gql<
  { createVariableMapping: { id: string } },
  { input: Record<string, Scalar>; connect: Connection[] }
>`
  mutation CreateVariableMapping(
    $input: VariableMappingCreateInput
    $connect: [ResourceConnection!]
  ) {
    createVariableMapping(input: $input, connect: $connect) {
      id
    }
  }
`;

export const updateVariableMappingMutation = gql<
  { updateVariableMapping: { id: string } },
  { id: string; input: Record<string, Scalar> }
>`
  mutation UpdateVariableMapping($id: ID!, $input: VariableMappingUpdateInput) {
    updateVariableMapping(id: $id, input: $input) {
      id
      value
      description
      direction
      priority
    }
  }
`;

export const deleteVariableMappingMutation = gql<{ deleteVariableMapping: string }, { id: string }>`
  mutation DeleteVariableMapping($id: ID!) {
    deleteVariableMapping(id: $id)
  }
`;

export const acknowledgeVariableMappingMutation = gql<
  { acknowledgeVariableMapping: { id: string } },
  { id: string }
>`
  mutation AcknowledgeVariableMapping($id: ID!) {
    acknowledgeVariableMapping(id: $id) {
      id
      acknowledged_at
      acknowledged_by {
        id
        user {
          id
          full_name
        }
      }
    }
  }
`;
