import type { ErrorCode, ErrorParams } from '../contract/error-codes';
import { EnvelopeError, HttpError } from './api-errors';

/**
 * Interprets a non-401 response body (401 is handled before the body is read). Returns the
 * envelope's `value` or throws the matching ApiError.
 */
export function readResponse<T>(status: number, ok: boolean, bodyText: string): T {
  const parsed = parseJson(bodyText);
  const envelope = asEnvelope(parsed);
  if (!ok) {
    throw new HttpError(status, envelope?.message || undefined, {
      details: envelope?.value ?? null,
      code: envelope?.code,
      params: envelope?.params,
    });
  }
  if (parsed === NOT_JSON) {
    throw new HttpError(status, undefined, { message: `HTTP ${status}: response body is not JSON` });
  }
  if (!envelope) {
    throw new HttpError(status, undefined, {
      message: `HTTP ${status}: response is not a platform envelope`,
    });
  }
  if (!envelope.success) {
    throw new EnvelopeError(envelope.message, {
      details: envelope.value ?? null,
      code: envelope.code,
      params: envelope.params,
    });
  }
  return envelope.value as T;
}

/**
 * Why a 401 signed the caller out, when the platform said more than "not logged in" (for example
 * SIGNED_OUT_FOR_BREAK with the break's end); undefined for the plain expiry or a body not ours.
 */
export function signOutReason(bodyText: string): { code: ErrorCode; params: ErrorParams } | undefined {
  const envelope = asEnvelope(parseJson(bodyText));
  if (!envelope?.code || envelope.code === 'NOT_LOGGED_IN') return undefined;
  return { code: envelope.code, params: envelope.params ?? {} };
}

const NOT_JSON = Symbol('not JSON');

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return NOT_JSON;
  }
}

interface ReadEnvelope {
  success: boolean;
  message: string;
  value: unknown;
  code: ErrorCode | undefined;
  params: ErrorParams | undefined;
}

/**
 * `success` decides the outcome, so only a real boolean makes a body an envelope; a missing or
 * non-string message is read as '' rather than rejecting an otherwise valid answer. A code is kept
 * when it has a code's shape: the client does not carry the platform's English messages to know
 * them all (they would weigh on every page), and the UI translates the codes it has texts for and
 * shows the platform's own message for the others. Params that are not plain strings and numbers
 * are dropped.
 */
function asEnvelope(body: unknown): ReadEnvelope | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.success !== 'boolean') return null;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  const code = isCodeShaped(candidate.code) ? candidate.code : undefined;
  return {
    success: candidate.success,
    message,
    value: candidate.value,
    code,
    params: asParams(candidate.params),
  };
}

/** UPPER_SNAKE_CASE, as every code of the contract is. */
function isCodeShaped(value: unknown): value is ErrorCode {
  return typeof value === 'string' && /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/.test(value) && value.length <= 64;
}

function asParams(raw: unknown): ErrorParams | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string' || (typeof value === 'number' && Number.isFinite(value)))
      params[name] = value;
  }
  return params;
}
