/**
 * Flattens a request object into URL parameters, the way both GET queries and form bodies are
 * sent. undefined/null are skipped so optional fields can be passed straight through; arrays
 * repeat their key (`a=1&a=2`), which is what the platform's parameter binding expects. Nested
 * objects are refused because the platform has no convention for them and a silent
 * `[object Object]` would be a bug found only in production.
 */
export function toSearchParams(input: unknown): URLSearchParams {
  const params = new URLSearchParams();
  if (input === undefined || input === null) return params;
  if (typeof input !== 'object' || Array.isArray(input)) {
    throw new TypeError('request parameters must be an object');
  }
  for (const [key, value] of Object.entries(input)) {
    const values: unknown[] = Array.isArray(value) ? value : [value];
    for (const item of values) {
      if (item === undefined || item === null) continue;
      params.append(key, formatScalar(key, item));
    }
  }
  return params;
}

/** The query string for `input` without a leading `?`; '' when there is nothing to send. */
export function toQueryString(input: unknown): string {
  return toSearchParams(input).toString();
}

function formatScalar(key: string, value: unknown): string {
  if (value instanceof Date) return value.toISOString();
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'boolean':
    case 'bigint':
      return String(value);
    default:
      throw new TypeError(`request parameter "${key}" must be a string, number, boolean or Date`);
  }
}
