/** Every platform response has this shape; `value` carries the payload when `success` is true. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  value: T;
}

export function okEnvelope<T>(value: T, message = 'OK'): Envelope<T> {
  return { success: true, message, value };
}

/** A failure; `value` may carry details the client acts on (e.g. recommended alternative games). */
export function failEnvelope<T = null>(message: string, value: T | null = null): Envelope<T | null> {
  return { success: false, message, value };
}
