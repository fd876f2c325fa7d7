import { type CodedFailure, type ErrorCode, type ErrorParams, errorMessage } from './error-codes';

/**
 * Every platform response has this shape; `value` carries the payload when `success` is true. A
 * player-facing failure also carries its `code` (and the `params` inserted into its message), so
 * the web app can say it in the player's language.
 */
export interface Envelope<T> {
  success: boolean;
  message: string;
  value: T;
  code?: ErrorCode;
  params?: ErrorParams;
}

export function okEnvelope<T>(value: T, message = 'OK'): Envelope<T> {
  return { success: true, message, value };
}

/** A failure; `value` may carry details the client acts on (e.g. recommended alternative games). */
export function failEnvelope<T = null>(
  message: string,
  value: T | null = null,
  coded?: CodedFailure,
): Envelope<T | null> {
  return { success: false, message, value, ...coded };
}

/** A player-facing failure: its code, params, and the code's English message as `message`. */
export function codedFailEnvelope<T = null>(
  code: ErrorCode,
  params?: ErrorParams,
  value: T | null = null,
): Envelope<T | null> {
  return failEnvelope(errorMessage(code, params), value, { code, ...(params ? { params } : {}) });
}
