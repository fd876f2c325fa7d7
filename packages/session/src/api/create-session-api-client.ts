import { type ApiClient, type ApiClientConfig, createApiClient } from '@marquee/api-client';
import { reportSessionExpired } from '../expiry/session-expiry-events';
import { readSessionToken, useSessionStore } from '../store/session-store';

export interface SessionApiClientOptions {
  baseUrl: string;
  payloadKey: string;
  getLanguage?: () => string | undefined;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

/**
 * The transport wired to the session store. A page usually fires several member calls at once, so
 * an expired token comes back as a burst of 401s; only the first one that still finds a token ends
 * the session and reports it to `SessionExpiryHandler`, the rest find the store already cleared and
 * stay silent. A visitor calling a token endpoint (no token at all) is not an expiry and is not
 * reported either.
 */
export function createSessionApiClient({
  baseUrl,
  payloadKey,
  getLanguage,
  fetch,
  timeoutMs,
}: SessionApiClientOptions): ApiClient {
  const config: ApiClientConfig = {
    baseUrl,
    payloadKey,
    getToken: readSessionToken,
    onUnauthorized: (error) => {
      const { token, endSession } = useSessionStore.getState();
      if (!token) return;
      endSession();
      reportSessionExpired(error);
    },
  };
  if (getLanguage) config.getLanguage = getLanguage;
  if (fetch) config.fetch = fetch;
  if (timeoutMs !== undefined) config.timeoutMs = timeoutMs;
  return createApiClient(config);
}
