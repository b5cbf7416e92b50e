import {
  buildClientSchema,
  getIntrospectionQuery,
  type GraphQLSchema,
  type IntrospectionQuery,
} from 'graphql';
import { useQuery } from 'urql';

/*
 * The schema comes from the server by introspection, which it answers for a signed-in
 * session only: the web's static files name no operation a stranger could read. The answer
 * stays in the client's cache for the session (a sign-out starts a new client).
 */
const introspectionQuery = getIntrospectionQuery({ descriptions: false });

const built = new WeakMap<IntrospectionQuery, GraphQLSchema>();

/**
 * The app's schema to check a report query against as it is typed; null while it loads
 * (or when it cannot be had: the server still checks the query on save). `active` false
 * asks nothing (a markup field).
 */
export function useReportSchema(active: boolean): GraphQLSchema | null {
  const [result] = useQuery<IntrospectionQuery>({
    query: introspectionQuery,
    pause: !active,
  });
  const data = result.data;
  if (!data) return null;
  let schema = built.get(data);
  if (!schema) built.set(data, (schema = buildClientSchema(data)));
  return schema;
}
