import { useCallback, useState, type ReactNode } from 'react';
import { Provider } from 'urql';
import { createGraphqlClient, ResetGraphqlClientContext } from './graphql-client';

export function GraphqlProvider({ children }: { children: ReactNode }) {
  const [client, setClient] = useState(createGraphqlClient);
  const reset = useCallback(() => setClient(createGraphqlClient()), []);
  return (
    <ResetGraphqlClientContext.Provider value={reset}>
      <Provider value={client}>{children}</Provider>
    </ResetGraphqlClientContext.Provider>
  );
}
