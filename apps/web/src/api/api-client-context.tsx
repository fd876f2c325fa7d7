import type { ApiClient } from '@marquee/api-client';
import { createContext, type ReactNode, useContext } from 'react';

const ApiClientContext = createContext<ApiClient | null>(null);

/** One transport instance for the whole app, injected so tests and stories can pass their own. */
export function ApiClientProvider({ client, children }: { client: ApiClient; children: ReactNode }) {
  return <ApiClientContext.Provider value={client}>{children}</ApiClientContext.Provider>;
}

export function useApiClient(): ApiClient {
  const client = useContext(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside <ApiClientProvider>');
  return client;
}
