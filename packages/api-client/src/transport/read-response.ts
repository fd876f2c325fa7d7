import { type ErrorCode, type ErrorParams, isErrorCode } from '../contract/error-codes';
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
 * non-string message is read as '' rather than rejecting an otherwise valid answer. A code this
 * client does not know is dropped (the message still says what happened), and so are params that
 * are not plain strings and numbers.
 */
function asEnvelope(body: unknown): ReadEnvelope | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.success !== 'boolean') return null;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  const code = isErrorCode(candidate.code) ? candidate.code : undefined;
  return {
    success: candidate.success,
    message,
    value: candidate.value,
    code,
    params: asParams(candidate.params),
  };
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
