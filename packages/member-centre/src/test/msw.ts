import type { Endpoint, RequestOf, ResponseOf } from '@marquee/api-client';
import { contractHandlers } from '@marquee/api-client/testing';
import { TEST_BASE_URL, TEST_PAYLOAD_KEY } from '@marquee/session/testing';
import { setupServer } from 'msw/node';

export { failWith } from '@marquee/api-client/testing';

export const server = setupServer();

/** An msw handler typed by the contract: the input is decoded as the platform would, the answer enveloped. */
export const { on } = contractHandlers({ baseUrl: TEST_BASE_URL, payloadKey: TEST_PAYLOAD_KEY });

/** Answers the endpoint and keeps every input it was sent, in order, for the test to check. */
export function recordRequests<E extends Endpoint<unknown, unknown>>(
  endpoint: E,
  answer: (input: RequestOf<E>) => ResponseOf<E>,
) {
  const sent: RequestOf<E>[] = [];
  server.use(
    on(endpoint, (input) => {
      sent.push(input);
      return answer(input);
    }),
  );
  return sent;
}
