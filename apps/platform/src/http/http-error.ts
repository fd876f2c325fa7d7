import {
  type CodedFailure,
  type ErrorCode,
  type ErrorParams,
  errorMessage,
} from '@marquee/api-client/contract';
import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure with a status and a message safe to show to the caller (sent as a fail envelope);
 * `details` become the envelope's value (e.g. the games recommended instead of one in maintenance).
 * A player-facing failure also has its contract code, which the envelope carries so the web app can
 * translate it; API misuse has none.
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: unknown = null,
    readonly coded: CodedFailure | null = null,
  ) {
    super(message);
  }
}

/** A player-facing failure by its contract code: the code's English message with `params` inserted. */
export function fail(
  status: ContentfulStatusCode,
  code: ErrorCode,
  params?: ErrorParams,
  details: unknown = null,
): HttpError {
  return new HttpError(status, errorMessage(code, params), details, { code, ...(params ? { params } : {}) });
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
