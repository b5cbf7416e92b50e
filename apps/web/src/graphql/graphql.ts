import { initGraphQLTada } from 'gql.tada';
import type { introspection } from './graphql-env.d.ts';

/**
 * A typed GraphQL document: its result and variables are read from the server's schema
 * (schema.graphql, printed by `npm run schema`), and `npm run typecheck` refuses a document
 * that asks for what the schema does not have. A fragment's fields are part of the result
 * it is spread into (no masking).
 */
export const graphql = initGraphQLTada<{
  introspection: introspection;
  disableMasking: true;
  scalars: { DateTime: string; ID: string };
}>();

import type { ResultOf } from 'gql.tada';

export type { ResultOf, VariablesOf } from 'gql.tada';

/** A stored file as the file viewer shows it: spread as `...StoredFile`. */
export const storedFileFragment = graphql(`
  fragment StoredFile on File {
    id
    name
    mime_type
    url
  }
`);

/** An item of a lookup list as a form offers it: spread as `...LookupItem`. */
export const lookupItemFragment = graphql(`
  fragment LookupItem on VariableItem {
    id
    value
    active
  }
`);

export type LookupItem = ResultOf<typeof lookupItemFragment>;
