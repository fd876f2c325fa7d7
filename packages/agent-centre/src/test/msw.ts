import { contractHandlers } from '@marquee/api-client/testing';
import { TEST_BASE_URL, TEST_PAYLOAD_KEY } from '@marquee/session/testing';
import { setupServer } from 'msw/node';

export const server = setupServer();

/** An msw handler typed by the contract: the input is decoded as the platform would, the answer enveloped. */
export const { on } = contractHandlers({ baseUrl: TEST_BASE_URL, payloadKey: TEST_PAYLOAD_KEY });
