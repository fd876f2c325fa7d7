import type { ApiClient } from '@marquee/api-client';
import { QueryClient } from '@tanstack/react-query';
import { createSessionApiClient } from '../api/create-session-api-client';

/** The platform's address and payload key in component tests; msw answers there. */
export const TEST_BASE_URL = 'http://platform.test';
export const TEST_PAYLOAD_KEY = 'test-payload-key';

/** The session's API client pointed at the test platform, as the shell makes it. */
export function testApiClient(): ApiClient {
  return createSessionApiClient({
    baseUrl: TEST_BASE_URL,
    payloadKey: TEST_PAYLOAD_KEY,
    getLanguage: () => 'EN',
  });
}

/** A query cache that fails at once: a test sees a refusal without waiting for retries. */
export function testQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}
