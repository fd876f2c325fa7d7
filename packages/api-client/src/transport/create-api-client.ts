import type { Endpoint, RequestOf, ResponseOf } from '../contract/endpoint';
import {
  AbortedError,
  ApiError,
  NetworkError,
  SessionExpiredError,
  type SessionExpiredErrorOptions,
  TimeoutError,
} from './api-errors';
import { buildRequest } from './build-request';
import { readResponse, signOutReason } from './read-response';

export const DEFAULT_TIMEOUT_MS = 15_000;

export interface ApiClientConfig {
  /** origin (and optional prefix) of the platform; '' calls the same origin */
  baseUrl: string;
  /** read on every call so a login or logout takes effect without recreating the client */
  getToken: () => string | null;
  /** key of the payload cipher for `encrypted` endpoints */
  payloadKey: string;
  /** per-call limit in ms; 0 or a non-finite value disables it */
  timeoutMs?: number;
  fetch?: typeof fetch;
  /** told once per failing call when the session is missing or the platform answers 401 */
  onUnauthorized?: (error: SessionExpiredError) => void;
  getLanguage?: () => string | undefined;
}

interface CallOptions {
  signal?: AbortSignal;
  timeoutMs?: number;
  /** extra headers; they cannot replace the module, authorization or encryption headers */
  headers?: Record<string, string>;
}

export interface ApiClient {
  readonly config: Readonly<ApiClientConfig>;
  call<E extends Endpoint<unknown, unknown>>(
    endpoint: E,
    input?: RequestOf<E>,
    options?: CallOptions,
  ): Promise<ResponseOf<E>>;
}

/**
 * The only way the web app talks to the platform. Every failure comes out as an ApiError (see
 * api-errors.ts), so callers never have to inspect fetch or Response themselves.
 */
export function createApiClient(config: ApiClientConfig): ApiClient {
  const defaultTimeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const resolved: Readonly<ApiClientConfig> = Object.freeze({ ...config, timeoutMs: defaultTimeoutMs });
  // Looked up per call rather than captured, so a fetch polyfilled or stubbed later is honoured;
  // called through globalThis because browsers throw "Illegal invocation" on an unbound fetch.
  const fetchImpl: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));

  function sessionExpired(message?: string, reason?: SessionExpiredErrorOptions): SessionExpiredError {
    const error = new SessionExpiredError(message, reason);
    config.onUnauthorized?.(error);
    return error;
  }

  async function call<E extends Endpoint<unknown, unknown>>(
    endpoint: E,
    input?: RequestOf<E>,
    options: CallOptions = {},
  ): Promise<ResponseOf<E>> {
    let token: string | null = null;
    if (endpoint.token) {
      token = config.getToken() || null;
      // No point asking the platform: it would answer 401 anyway.
      if (token === null) throw sessionExpired('no session token');
    } else if (endpoint.optionalToken) {
      token = config.getToken() || null;
    }
    const { url, init } = await buildRequest({
      baseUrl: config.baseUrl,
      endpoint,
      input,
      payloadKey: config.payloadKey,
      token,
      language: config.getLanguage?.(),
      headers: options.headers,
    });

    const callerSignal = options.signal;
    if (callerSignal?.aborted) throw new AbortedError({ cause: callerSignal.reason });

    const timeoutMs = options.timeoutMs ?? defaultTimeoutMs;
    const controller = new AbortController();
    let timedOut = false;
    const timer =
      Number.isFinite(timeoutMs) && timeoutMs > 0
        ? setTimeout(() => {
            timedOut = true;
            controller.abort(new TimeoutError(timeoutMs));
          }, timeoutMs)
        : undefined;
    const forwardAbort = () => controller.abort(callerSignal?.reason);
    callerSignal?.addEventListener('abort', forwardAbort, { once: true });

    // Which of the three ways a pending request can die decides the error kind.
    const classify = (cause: unknown): ApiError => {
      if (timedOut) return new TimeoutError(timeoutMs, { cause });
      if (cause instanceof ApiError) return cause;
      if (callerSignal?.aborted) return new AbortedError({ cause });
      return new NetworkError(cause instanceof Error ? cause.message : undefined, { cause });
    };

    try {
      let response: Response;
      let bodyText: string;
      try {
        response = await untilAborted(
          fetchImpl(url, { ...init, signal: controller.signal }),
          controller.signal,
        );
        if (response.status === 401) {
          // the body may say why (a break started on another device); a body that is not ours says nothing
          const reason = signOutReason(
            await untilAborted(response.text(), controller.signal).catch(() => ''),
          );
          throw sessionExpired(undefined, reason);
        }
        // Still under the timeout: a body that trickles in forever is as bad as no answer.
        bodyText = await untilAborted(response.text(), controller.signal);
      } catch (error) {
        throw classify(error);
      }
      return readResponse<ResponseOf<E>>(response.status, response.ok, bodyText);
    } finally {
      clearTimeout(timer);
      callerSignal?.removeEventListener('abort', forwardAbort);
    }
  }

  return { config: resolved, call };
}

/**
 * Settles with `promise`, or rejects as soon as `signal` aborts, so a fetch implementation that
 * ignores its signal still cannot outlive the timeout.
 */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(signal.reason);
    if (signal.aborted) {
      onAbort();
      return;
    }
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error);
      },
    );
  });
}
