import { EnvelopeError, HttpError } from './api-errors';

/**
 * Interprets a non-401 response body (401 is handled before the body is read). Returns the
 * envelope's `value` or throws the matching ApiError.
 */
export function readResponse<T>(status: number, ok: boolean, bodyText: string): T {
  const parsed = parseJson(bodyText);
  const envelope = asEnvelope(parsed);
  if (!ok) throw new HttpError(status, envelope?.message || undefined, { details: envelope?.value ?? null });
  if (parsed === NOT_JSON) {
    throw new HttpError(status, undefined, { message: `HTTP ${status}: response body is not JSON` });
  }
  if (!envelope) {
    throw new HttpError(status, undefined, {
      message: `HTTP ${status}: response is not a platform envelope`,
    });
  }
  if (!envelope.success) throw new EnvelopeError(envelope.message, { details: envelope.value ?? null });
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

/**
 * `success` decides the outcome, so only a real boolean makes a body an envelope; a missing or
 * non-string message is read as '' rather than rejecting an otherwise valid answer.
 */
function asEnvelope(body: unknown): { success: boolean; message: string; value: unknown } | null {
  if (typeof body !== 'object' || body === null) return null;
  const candidate = body as Record<string, unknown>;
  if (typeof candidate.success !== 'boolean') return null;
  const message = typeof candidate.message === 'string' ? candidate.message : '';
  return { success: candidate.success, message, value: candidate.value };
}
