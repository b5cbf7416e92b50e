import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';

type Input = Record<string, InputValue>;

/** A floor (a vessel's deck) of an asset or of a survey. */
export interface Floor {
  id: string;
  name: string;
  created_at: string;
  updated_at: string;
}

/** A space of an asset or of a survey, on one of its owner's floors or on none. */
export interface Space {
  id: string;
  name: string;
  description: string;
  display_name: string;
  floor: { id: string; name: string } | null;
  created_at: string;
  updated_at: string;
}

type Created = Record<string, { id: string }>;
type Deleted = Record<string, string>;

/**
 * The mutations of an owner's floors and spaces: `prefix` names the resources (AssetFloor,
 * SurveySpace...), `owner` the relation a new one connects to.
 */
export function floorAndSpaceMutations(prefix: 'Asset' | 'Survey', owner: 'asset' | 'survey') {
  const create = (type: string) => gql<Created, { input: Input; owner: string }>`
    mutation Create${type}($input: ${type}CreateInput, $owner: ID!) {
      create${type}(input: $input, connect: [{ type: "${owner}", id: $owner }]) {
        id
      }
    }
  `;
  const update = (type: string, fields: string) => gql<Created, { id: string; input: Input }>`
    mutation Update${type}($id: ID!, $input: ${type}UpdateInput) {
      update${type}(id: $id, input: $input) {
        ${fields}
      }
    }
  `;
  const remove = (type: string) => gql<Deleted, { id: string }>`
    mutation Delete${type}($id: ID!) {
      delete${type}(id: $id)
    }
  `;
  const sort = (type: string) => gql<Created, { id: string; from: string; to: string }>`
    mutation Sort${type}s($id: ID!, $from: String, $to: String) {
      update${type}SortTable(id: $id, index_from: $from, index_to: $to) {
        id
      }
    }
  `;
  const floor = `${prefix}Floor`;
  const space = `${prefix}Space`;
  return {
    createFloor: create(floor),
    updateFloor: update(floor, 'id name'),
    deleteFloor: remove(floor),
    sortFloors: sort(floor),
    createSpace: create(space),
    updateSpace: update(space, 'id name description display_name'),
    deleteSpace: remove(space),
    sortSpaces: sort(space),
  };
}

export type FloorAndSpaceMutations = ReturnType<typeof floorAndSpaceMutations>;
