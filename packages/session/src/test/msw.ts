import { contractHandlers } from '@marquee/api-client/testing';
import { setupServer } from 'msw/node';
import { TEST_BASE_URL, TEST_PAYLOAD_KEY } from '../testing/test-client';

export { failWith, status } from '@marquee/api-client/testing';

export const server = setupServer();

/** An msw handler typed by the contract: the input is decoded as the platform would, the answer enveloped. */
export const { on } = contractHandlers({ baseUrl: TEST_BASE_URL, payloadKey: TEST_PAYLOAD_KEY });
