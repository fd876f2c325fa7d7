import type { Endpoint } from '../contract/endpoint';
import { ENCRYPTED_HEADER, MODULE_HEADER } from '../contract/protocol-headers';
import { toQueryString, toSearchParams } from './query-string';

export interface BuildRequestParams {
  baseUrl: string;
  endpoint: Endpoint<unknown, unknown>;
  input: unknown;
  payloadKey: string;
  /** null when the endpoint does not take the session token, or takes it optionally and there is none */
  token: string | null;
  language: string | undefined;
  headers: Record<string, string> | undefined;
}

export interface BuiltRequest {
  url: string;
  init: { method: string; headers: Record<string, string>; body?: string };
}

/** Turns an endpoint descriptor and its input into the exact URL, headers and body on the wire. */
export async function buildRequest(params: BuildRequestParams): Promise<BuiltRequest> {
  const { endpoint } = params;
  const hasBody = endpoint.method === 'POST' || endpoint.method === 'PUT';
  const headers: Record<string, string> = { accept: 'application/json' };
  if (params.language) headers['accept-language'] = params.language;
  // Caller headers may add to or replace the defaults above, but not the protocol headers set
  // below: those must match the descriptor or the platform would misroute or misparse the call.
  for (const [name, value] of Object.entries(params.headers ?? {})) headers[name.toLowerCase()] = value;
  headers[MODULE_HEADER] = endpoint.module;
  if (params.token !== null) headers.authorization = `Bearer ${params.token}`;

  const url = joinUrl(params.baseUrl, endpoint.path, hasBody ? '' : toQueryString(params.input));
  if (!hasBody) return { url, init: { method: endpoint.method, headers } };

  // A body-carrying call with no input still sends an (empty) object so the platform's body
  // parser always has something valid to read.
  const payload = params.input ?? {};
  let body: string;
  if (endpoint.form) {
    headers['content-type'] = 'application/x-www-form-urlencoded;charset=UTF-8';
    body = toSearchParams(payload).toString();
  } else if (endpoint.encrypted) {
    headers['content-type'] = 'application/json';
    headers[ENCRYPTED_HEADER] = '1';
    // The cipher (crypto-js) loads with the first encrypted call, so pages that make none never
    // download it.
    const { encryptPayload } = await import('../contract/payload-cipher');
    body = JSON.stringify({ data: encryptPayload(payload, params.payloadKey) });
  } else {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(payload);
  }
  return { url, init: { method: endpoint.method, headers, body } };
}

/** baseUrl may be '' (same origin) or end in '/'; paths always start with '/'. */
function joinUrl(baseUrl: string, path: string, query: string): string {
  const url = baseUrl.replace(/\/+$/, '') + path;
  if (!query) return url;
  return `${url}${url.includes('?') ? '&' : '?'}${query}`;
}
