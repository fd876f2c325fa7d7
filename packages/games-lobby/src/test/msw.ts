import {
  decryptPayload,
  type Endpoint,
  failEnvelope,
  okEnvelope,
  type RequestOf,
  type ResponseOf,
} from '@marquee/api-client';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';

export const TEST_BASE_URL = 'http://platform.test';
export const TEST_PAYLOAD_KEY = 'test-payload-key';

export const server = setupServer();

/** A platform refusal (`success: false`) or a bare HTTP status, returned from a handler. */
export class Reply {
  constructor(
    readonly status: number,
    readonly message: string | null,
  ) {}
}
export const fail = (message: string) => new Reply(200, message);
export const status = (code: number) => new Reply(code, null);

async function readInput(endpoint: Endpoint<unknown, unknown>, request: Request): Promise<unknown> {
  if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
    return Object.fromEntries(new URL(request.url).searchParams);
  }
  const text = await request.text();
  if (endpoint.form) return Object.fromEntries(new URLSearchParams(text));
  const body = text ? JSON.parse(text) : {};
  return endpoint.encrypted ? decryptPayload(body.data, TEST_PAYLOAD_KEY) : body;
}

type Handler<E> = (
  input: RequestOf<E>,
  request: Request,
) => ResponseOf<E> | Reply | Promise<ResponseOf<E> | Reply>;

/** An msw handler typed by the contract: the input is decoded as the platform would, the answer enveloped. */
export function on<E extends Endpoint<unknown, unknown>>(endpoint: E, handler: Handler<E>) {
  const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
  return http[method](`${TEST_BASE_URL}${endpoint.path}`, async ({ request }) => {
    const input = (await readInput(endpoint, request)) as RequestOf<E>;
    const result = await handler(input, request);
    if (result instanceof Reply) {
      if (result.message === null) return new HttpResponse(null, { status: result.status });
      return HttpResponse.json(failEnvelope(result.message), { status: result.status });
    }
    return HttpResponse.json(okEnvelope(result));
  });
}
