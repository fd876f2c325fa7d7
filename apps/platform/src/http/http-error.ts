import type { ContentfulStatusCode } from 'hono/utils/http-status';

/**
 * A failure with a status and a message safe to show to the caller (sent as a fail envelope);
 * `details` become the envelope's value (e.g. the games recommended instead of one in maintenance).
 */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: ContentfulStatusCode,
    message: string,
    readonly details: unknown = null,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const notFound = (message: string) => new HttpError(404, message);
