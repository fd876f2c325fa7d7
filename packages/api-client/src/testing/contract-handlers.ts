import { HttpResponse, http } from 'msw';
import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import { failEnvelope, okEnvelope } from '../contract/envelope';
import { type CodedFailure, type ErrorCode, type ErrorParams, errorMessage } from '../contract/error-codes';
import { decryptPayload } from '../contract/payload-cipher';

/** A platform refusal (`success: false`) or a bare HTTP status, returned from a handler. */
class Reply {
  constructor(
    readonly status: number,
    readonly message: string | null,
    readonly coded?: CodedFailure,
    readonly value: unknown = null,
  ) {}
}
export const fail = (message: string) => new Reply(200, message);
/**
 * A player-facing failure as the platform sends it: the code's English message, code and params,
 * and the envelope's value when the platform attaches one (e.g. the refused limit of several).
 */
export const failWith = (code: ErrorCode, params?: ErrorParams, httpStatus = 400, value: unknown = null) =>
  new Reply(httpStatus, errorMessage(code, params), { code, ...(params ? { params } : {}) }, value);
export const status = (code: number) => new Reply(code, null);

export type ContractHandler<E> = (
  input: RequestOf<E>,
  request: Request,
) => ResponseOf<E> | Reply | Promise<ResponseOf<E> | Reply>;

export interface ContractHandlersOptions {
  /** the base URL the package's test transport calls */
  baseUrl: string;
  /** the key its test transport enciphers the marked payloads with */
  payloadKey: string;
}

/**
 * msw handlers typed by the contract, for the packages' tests and stories: the input is decoded as
 * the platform decodes it (query, form, JSON or enciphered body), the answer is enveloped.
 */
export function contractHandlers({ baseUrl, payloadKey }: ContractHandlersOptions) {
  async function readInput(endpoint: Endpoint<unknown, unknown>, request: Request): Promise<unknown> {
    if (endpoint.method === 'GET' || endpoint.method === 'DELETE') {
      return Object.fromEntries(new URL(request.url).searchParams);
    }
    const text = await request.text();
    if (endpoint.form) return Object.fromEntries(new URLSearchParams(text));
    const body = text ? JSON.parse(text) : {};
    return endpoint.encrypted ? decryptPayload(body.data, payloadKey) : body;
  }

  function on<E extends Endpoint<unknown, unknown>>(endpoint: E, handler: ContractHandler<E>) {
    const method = endpoint.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    return http[method](`${baseUrl}${endpoint.path}`, async ({ request }) => {
      const input = (await readInput(endpoint, request)) as RequestOf<E>;
      const result = await handler(input, request);
      if (result instanceof Reply) {
        if (result.message === null) return new HttpResponse(null, { status: result.status });
        return HttpResponse.json(failEnvelope(result.message, result.value, result.coded), {
          status: result.status,
        });
      }
      return HttpResponse.json(okEnvelope(result));
    });
  }

  return { on };
}
