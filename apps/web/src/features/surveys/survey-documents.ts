import { gql } from 'urql';
import type { InputValue } from '../../components/resource/form-logic';

/**
 * The GraphQL documents the survey's sections share in shape: a record type's create,
 * update, delete and sort mutations (resources/register.ts names them after the type), and
 * the lookup lists of the organisation's variable set a section's forms choose from.
 */

export type Input = Record<string, InputValue>;

/** An item of a lookup list as a form offers it. */
export interface LookupItem {
  id: string;
  value: string;
  active: boolean;
}

export const lookupItemFields = 'id value active';

/** `createX(input, connect: [parent])`, with the connection's id as `$<variable>`. */
export const createMutation = <
  Type extends string,
  Variable extends string,
  Result = { id: string },
>(
  type: Type,
  parent: { type: string; variable: Variable },
  selection = 'id',
) =>
  gql<Record<`create${Type}`, Result>, { input: Input } & Record<Variable, string>>(`
    mutation Create${type}($input: ${type}CreateInput, $${parent.variable}: ID!) {
      create${type}(input: $input, connect: [{ type: "${parent.type}", id: $${parent.variable} }]) {
        ${selection}
      }
    }
  `);

/** `updateX(id, input)`, returning the selection. */
export const updateMutation = <Type extends string, Result = { id: string }>(
  type: Type,
  selection = 'id',
) =>
  gql<Record<`update${Type}`, Result>, { id: string; input: Input }>(`
    mutation Update${type}($id: ID!, $input: ${type}UpdateInput) {
      update${type}(id: $id, input: $input) {
        ${selection}
      }
    }
  `);

export const deleteMutation = <Type extends string>(type: Type) =>
  gql<Record<`delete${Type}`, string>, { id: string }>(`
    mutation Delete${type}($id: ID!) {
      delete${type}(id: $id)
    }
  `);

/** `updateXSortTable`: moves a row from one place in its manual order to another. */
export const sortMutation = <Type extends string>(type: Type, operation: string) =>
  gql<Record<`update${Type}SortTable`, { id: string }>, { id: string; from: string; to: string }>(`
    mutation ${operation}($id: ID!, $from: String, $to: String) {
      update${type}SortTable(id: $id, index_from: $from, index_to: $to) {
        id
      }
    }
  `);

/** `field(argument: $argument)`: the rows of a survey (or of another parent) with the selection. */
export const rowsQuery = <Field extends string, Row, Argument extends string = 'surveyId'>(
  operation: string,
  field: Field,
  selection: string,
  argument: Argument = 'surveyId' as Argument,
) =>
  gql<Record<Field, Row[]>, Record<Argument, string>>(`
    query ${operation}($${argument}: ID!) {
      ${field}(${argument}: $${argument}) {
        ${selection}
      }
    }
  `);

/** The caller's organisation's variable set with these lookup lists (null without a set). */
export type VariableSetLists<List extends string> = {
  me: {
    id: string;
    inventarisatie_user: {
      id: string;
      organisation: {
        id: string;
        variable_set: ({ id: string } & Record<List, LookupItem[]>) | null;
      };
    } | null;
  };
};

export const lookupListsQuery = <const List extends string>(
  operation: string,
  lists: readonly List[],
) =>
  gql<VariableSetLists<List>, Record<string, never>>(`
    query ${operation} {
      me {
        id
        inventarisatie_user {
          id
          organisation {
            id
            variable_set {
              id
              ${lists.map((list) => `${list} { ${lookupItemFields} }`).join('\n')}
            }
          }
        }
      }
    }
  `);
