/** Every platform response has this shape; `value` carries the payload when `success` is true. */
export interface Envelope<T> {
  success: boolean;
  message: string;
  value: T;
}

export function okEnvelope<T>(value: T, message = 'OK'): Envelope<T> {
  return { success: true, message, value };
}

export function failEnvelope(message: string): Envelope<null> {
  return { success: false, message, value: null };
}
