import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from './msw';

/** Any request without a handler fails the test: the network is mocked only where a test says so. */
export function setupMswServer() {
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
