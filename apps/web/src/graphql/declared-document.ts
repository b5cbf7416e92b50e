import { gql, type TypedDocumentNode } from 'urql';

/**
 * A document put together at run time from a declaration (its selection or type name comes
 * from the declared fields), which `npm run typecheck` cannot read: each one is checked
 * against the schema by `components/resource/resource-operations.test.ts` instead.
 */
export const declaredDocument = <Result, Variables extends object>(
  text: string,
): TypedDocumentNode<Result, Variables> => gql<Result, Variables>(text);
