import { graphql, type ResultOf } from '../../graphql/graphql';

/**
 * Mutations that return an id only do not name the type they changed, and an empty list
 * names none: these names make urql's cache refetch the list after any change to an item
 * or a mapping, including a new order (spec section 4: lists are refetched after a sort).
 */
export const variableItemTypenames = { additionalTypenames: ['VariableItem', 'VariableMapping'] };

/** The same names for `useResourceMutations` of an item and of a mapping. */
export const itemRefetches = { refetches: ['VariableMapping'] };
export const mappingRefetches = { refetches: ['VariableItem'] };

/** The caller's variable sets and the one their organisation uses. */
export const variableSetsQuery = graphql(`
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
`);

export const variableSetQuery = graphql(`
  query VariableSet($id: ID!) {
    variableSet(id: $id) {
      id
      name
      created_at
      updated_at
    }
  }
`);

/** The page of a list the table shows; the server searches, sorts and cuts it. */
export const variableItemPageQuery = graphql(`
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
`);

export type VariableItemPage = NonNullable<
  ResultOf<typeof variableItemPageQuery>['variableItemPage']
>;

/** A row of a list's table: the item without its mappings. */
export type VariableItemRow = VariableItemPage['items'][number];

/** One item with everything its card shows. */
export const variableItemQuery = graphql(`
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
`);

export type VariableItem = NonNullable<ResultOf<typeof variableItemQuery>['variableItem']>;
export type VariableMapping = VariableItem['variable_mappings'][number];

/** The items of one list, for a choice of one of them (as the external system of a mapping). */
export const listItemsQuery = graphql(`
  query ListItems($set: ID!, $list: String!) {
    variableItems(variableSetId: $set, list: $list) {
      id
      value
      description
      active
    }
  }
`);

export const acknowledgeVariableMappingMutation = graphql(`
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
`);
