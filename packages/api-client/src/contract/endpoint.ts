export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * One call of the platform. `Req` and `Res` are phantom types: the descriptor carries them so the
 * transport and the server route both get the same payload types from one declaration.
 */
export interface Endpoint<Req, Res> {
  readonly method: HttpMethod;
  readonly path: string;
  /** attach the session token; the call fails fast without one */
  readonly token: boolean;
  /** attach the session token when there is one: a visitor may make the call too */
  readonly optionalToken: boolean;
  /** encrypt the request body with the payload cipher */
  readonly encrypted: boolean;
  /** send the body as application/x-www-form-urlencoded instead of JSON */
  readonly form: boolean;
  /** functional module id sent with the call, used by the platform for routing and audit */
  readonly module: string;
  readonly __req?: Req;
  readonly __res?: Res;
}

export type RequestOf<E> = E extends Endpoint<infer Req, unknown> ? Req : never;
export type ResponseOf<E> = E extends Endpoint<unknown, infer Res> ? Res : never;

interface EndpointOptions {
  token?: boolean;
  optionalToken?: boolean;
  encrypted?: boolean;
  form?: boolean;
}

export function endpoint<Req = void, Res = null>(
  method: HttpMethod,
  path: string,
  options: EndpointOptions = {},
): Endpoint<Req, Res> {
  const segments = path.split('/').filter(Boolean);
  const module = segments[0] === 'wps' || segments[0] === 'lgw' ? (segments[1] ?? '') : (segments[0] ?? '');
  return {
    method,
    path,
    token: options.token ?? false,
    optionalToken: options.optionalToken ?? false,
    encrypted: options.encrypted ?? false,
    form: options.form ?? false,
    module,
  };
}
