import { csrfHeader } from '@vezel/domain/http/csrf';
import { localeHeader } from '@vezel/domain/http/locale-header';
import i18next from 'i18next';
import { Client, cacheExchange, fetchExchange, mapExchange } from 'urql';
import { createContext, useContext } from 'react';
import { hasErrorCode } from './graphql-errors';

/**
 * The session lives in the HttpOnly cookie the server sets at login; the browser sends it
 * with every same-origin request. The header marks the request as coming from this app
 * (the server refuses state-changing requests without it).
 */
/** Announced on window when the server no longer knows the session of a signed-in page. */
export const sessionLostEvent = 'vezel:session-lost';

export function createGraphqlClient(): Client {
  let signedIn = false;
  // A session can end while a page is open (logged out elsewhere, password changed):
  // the first refusal after a successful `me` starts over, and the gate sends the user to login.
  const watchSession = mapExchange({
    onResult(result) {
      const data: unknown = result.data;
      if (data && typeof data === 'object' && 'me' in data && data.me) signedIn = true;
      if (signedIn && hasErrorCode(result.error, 'UNAUTHENTICATED')) {
        signedIn = false;
        window.dispatchEvent(new Event(sessionLostEvent));
      }
    },
  });
  return new Client({
    url: '/graphql',
    exchanges: [cacheExchange, watchSession, fetchExchange],
    preferGetMethod: false,
    fetchOptions: () => ({
      credentials: 'same-origin',
      headers: { [csrfHeader]: '1', [localeHeader]: i18next.language },
    }),
  });
}

/** Throws away every cached result, e.g. the previous user's, by starting a new client. */
export const ResetGraphqlClientContext = createContext<() => void>(() => undefined);

export function useResetGraphqlClient(): () => void {
  return useContext(ResetGraphqlClientContext);
}
