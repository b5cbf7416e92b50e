import { Client, cacheExchange, fetchExchange } from 'urql';
import { createContext, useContext } from 'react';

/**
 * The session lives in the HttpOnly cookie the server sets at login; the browser sends it
 * with every same-origin request. The header marks the request as coming from this app
 * (the server refuses state-changing requests without it).
 */
export function createGraphqlClient(): Client {
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, fetchExchange],
    preferGetMethod: false,
    fetchOptions: {
      credentials: 'same-origin',
      headers: { 'x-vezel-csrf': '1' },
    },
  });
}

/** Throws away every cached result, e.g. the previous user's, by starting a new client. */
export const ResetGraphqlClientContext = createContext<() => void>(() => undefined);

export function useResetGraphqlClient(): () => void {
  return useContext(ResetGraphqlClientContext);
}
