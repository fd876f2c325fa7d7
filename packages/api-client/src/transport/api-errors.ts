import type { ErrorCode, ErrorParams } from '../contract/error-codes';

/**
 * Every failure of a platform call is one of these kinds, so the UI can branch on `kind` (or
 * `instanceof`) instead of inspecting fetch internals. Only EnvelopeError (and HttpError when the
 * platform sent a message) carry text meant for the player: `serverMessage`, and `code` with
 * `params` when the failure is one the contract lists (ERROR_MESSAGES), for translating it.
 */
export type ApiErrorKind = 'network' | 'timeout' | 'http' | 'envelope' | 'session-expired' | 'aborted';

export class ApiError extends Error {
  override name = 'ApiError';
  readonly kind: ApiErrorKind;

  constructor(kind: ApiErrorKind, message: string, options?: ErrorOptions) {
    super(message, options);
    this.kind = kind;
  }
}

/** fetch itself rejected: offline, DNS, CORS, connection reset. */
export class NetworkError extends ApiError {
  override name = 'NetworkError';

  constructor(message = 'network request failed', options?: ErrorOptions) {
    super('network', message, options);
  }
}

/** The transport gave up after `timeoutMs` and aborted the request. */
export class TimeoutError extends ApiError {
  override name = 'TimeoutError';
  readonly timeoutMs: number;

  constructor(timeoutMs: number, options?: ErrorOptions) {
    super('timeout', `request timed out after ${timeoutMs} ms`, options);
    this.timeoutMs = timeoutMs;
  }
}

export interface HttpErrorOptions extends ErrorOptions {
  /** overrides the default `HTTP <status>` message, e.g. to say the body was not JSON */
  message?: string;
  /** the envelope's `value` sent with the error (e.g. a game's recommended alternatives) */
  details?: unknown;
  /** the envelope's error code, when the platform sent a known one */
  code?: ErrorCode | undefined;
  /** the values inserted into the coded message */
  params?: ErrorParams | undefined;
}

/** A non-2xx status (other than 401), or a 2xx whose body is not a platform envelope. */
export class HttpError extends ApiError {
  override name = 'HttpError';
  readonly status: number;
  /** the envelope message when the platform sent one with the error status */
  readonly serverMessage: string | undefined;

  /** the envelope's `value` when the platform sent one with the error status (null otherwise) */
  readonly details: unknown;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams;

  constructor(status: number, serverMessage?: string, options: HttpErrorOptions = {}) {
    const { message, details = null, code, params = {}, ...errorOptions } = options;
    super('http', message ?? serverMessage ?? `HTTP ${status}`, errorOptions);
    this.status = status;
    this.serverMessage = serverMessage;
    this.details = details;
    this.code = code;
    this.params = params;
  }
}

export interface EnvelopeErrorOptions extends ErrorOptions {
  /** the envelope's `value` */
  details?: unknown;
  /** the envelope's error code, when the platform sent a known one */
  code?: ErrorCode | undefined;
  /** the values inserted into the coded message */
  params?: ErrorParams | undefined;
}

/** The platform answered `success: false`; `serverMessage` is the text the UI shows the player. */
export class EnvelopeError extends ApiError {
  override name = 'EnvelopeError';
  readonly serverMessage: string;
  /** the envelope's `value` (null unless the platform attached details to the failure) */
  readonly details: unknown;
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams;

  constructor(serverMessage: string, options: EnvelopeErrorOptions = {}) {
    const { details = null, code, params = {}, ...errorOptions } = options;
    super('envelope', serverMessage, errorOptions);
    this.serverMessage = serverMessage;
    this.details = details;
    this.code = code;
    this.params = params;
  }
}

export interface SessionExpiredErrorOptions extends ErrorOptions {
  /** why the platform ended the session, when it said more than "not logged in" */
  code?: ErrorCode | undefined;
  /** the values inserted into the coded message */
  params?: ErrorParams | undefined;
}

/**
 * HTTP 401, or a token-only call made with no token: the player has to sign in again. `code` says
 * why when the platform told (a break started on another device), else it is undefined.
 */
export class SessionExpiredError extends ApiError {
  override name = 'SessionExpiredError';
  readonly code: ErrorCode | undefined;
  readonly params: ErrorParams;

  constructor(message = 'session expired', options: SessionExpiredErrorOptions = {}) {
    const { code, params = {}, ...errorOptions } = options;
    super('session-expired', message, errorOptions);
    this.code = code;
    this.params = params;
  }
}

/** The caller's own AbortSignal fired (route change, unmounted component); usually not shown. */
export class AbortedError extends ApiError {
  override name = 'AbortedError';

  constructor(options?: ErrorOptions) {
    super('aborted', 'request aborted', options);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
