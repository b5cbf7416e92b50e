import { useCallback, useEffect, useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createGraphqlClient, ResetGraphqlClientContext, sessionLostEvent } from './graphql-client';

export function GraphqlProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(createGraphqlClient);
  // A new client throws away every cached result, e.g. the previous user's.
  const reset = useCallback(() => setClient(createGraphqlClient()), []);
  useEffect(() => {
    window.addEventListener(sessionLostEvent, reset);
    return () => window.removeEventListener(sessionLostEvent, reset);
  }, [reset]);
  return (
    <ResetGraphqlClientContext.Provider value={reset}>
      <Provider value={client}>{children}</Provider>
    </ResetGraphqlClientContext.Provider>
  );
}
