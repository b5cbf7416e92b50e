import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * A typed GraphQL document: its result and variables are read from the server's schema
 * (schema.graphql, printed by `npm run schema`), and `npm run typecheck` refuses a document
 * that asks for what the schema does not have.
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  scalars: { DateTime: string; ID: string };
}>();

export type { FragmentOf, ResultOf, VariablesOf } from 'gql.tada';
export { readFragment } from 'gql.tada';
