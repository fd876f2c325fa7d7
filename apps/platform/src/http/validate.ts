import type { RecordRange } from '@marquee/api-client/contract';
import { badRequest } from './http-error';

export type RawInput = Record<string, unknown>;

interface StringOptions {
  max?: number;
}

/** A required, non-blank string field (query parameter or body property). */
export function requiredString(raw: RawInput, name: string, { max = 2000 }: StringOptions = {}): string {
  const value = raw[name];
  if (value === undefined || value === null || value === '') throw badRequest(`'${name}' is required`);
  if (typeof value !== 'string') throw badRequest(`'${name}' must be a string`);
  const trimmed = value.trim();
  if (!trimmed) throw badRequest(`'${name}' must not be blank`);
  if (trimmed.length > max) throw badRequest(`'${name}' must be at most ${max} characters`);
  return trimmed;
}

export function optionalString(raw: RawInput, name: string, options: StringOptions = {}): string | undefined {
  const value = raw[name];
  if (value === undefined || value === null || value === '') return undefined;
  return requiredString(raw, name, options);
}

interface IntegerOptions {
  min?: number;
  max?: number;
}

// A query string or a form body carries only text, so its numbers arrive as digits; a JSON body
// has numbers of its own, and a string there where the contract says number is refused.
const textInputs = new WeakSet<RawInput>();

/** Marks input read from a query string or a form body: its numbers may come as digits. */
export function textInput(raw: RawInput): RawInput {
  textInputs.add(raw);
  return raw;
}

const DIGITS = /^-?\d{1,16}$/;

/** A whole number (a JSON number, or plain digits from a query or form); undefined when absent. */
export function optionalInteger(
  raw: RawInput,
  name: string,
  { min = Number.MIN_SAFE_INTEGER, max = Number.MAX_SAFE_INTEGER }: IntegerOptions = {},
): number | undefined {
  const value = raw[name];
  if (value === undefined || value === null || value === '') return undefined;
  let number: number;
  if (typeof value === 'number') number = value;
  else if (typeof value === 'string' && textInputs.has(raw)) {
    if (!DIGITS.test(value)) throw badRequest(`'${name}' must be a whole number`);
    number = Number(value);
  } else throw badRequest(`'${name}' must be a number, got ${typeof value}`);
  if (!Number.isSafeInteger(number)) throw badRequest(`'${name}' must be a whole number`);
  if (number < min || number > max) throw badRequest(`'${name}' must be between ${min} and ${max}`);
  return number;
}

export function requiredInteger(raw: RawInput, name: string, options: IntegerOptions = {}): number {
  const value = optionalInteger(raw, name, options);
  if (value === undefined) throw badRequest(`'${name}' is required`);
  return value;
}

export function literal<T extends string>(raw: RawInput, name: string, allowed: readonly T[]): T {
  const value = requiredString(raw, name);
  if (!(allowed as readonly string[]).includes(value)) {
    throw badRequest(`'${name}' must be ${allowed.map((item) => `'${item}'`).join(' or ')}, got '${value}'`);
  }
  return value as T;
}

/** A literal of `allowed`, or undefined when absent or empty. */
export function optionalLiteral<T extends string>(
  raw: RawInput,
  name: string,
  allowed: readonly T[],
): T | undefined {
  return raw[name] === undefined || raw[name] === '' ? undefined : literal(raw, name, allowed);
}

/** Only what was given: the contract's optional fields stay absent rather than undefined. */
export function present<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/** A records range's days, as given. */
export function rangeOf(raw: RawInput): RecordRange {
  // the service judges the days with the contract's rule, so a bad day answers its coded message
  return { from: requiredString(raw, 'from', { max: 10 }), to: requiredString(raw, 'to', { max: 10 }) };
}

/** Parses the `url` parameter as a host: accepts 'host', 'host:port' or a full URL. */
export function hostOf(raw: RawInput, name: string): string {
  const value = requiredString(raw, name, { max: 2048 });
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(value) ? value : `http://${value}`).hostname.toLowerCase();
  } catch {
    throw badRequest(`'${name}' must be a host name or URL, got '${value}'`);
  }
}

// PostgreSQL text cannot hold NUL, and a lone surrogate is not valid UTF-8: either would fail deep
// in a query as a 500, so such input is refused at the door with a 400 naming the field.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Refuses input whose strings (at any depth) the database could not store. */
export function assertStorableText(raw: unknown, path = ''): void {
  if (typeof raw === 'string') {
    if (raw.includes('\u0000') || LONE_SURROGATE.test(raw))
      throw badRequest(`'${path || 'input'}' contains characters that are not allowed`);
    return;
  }
  if (Array.isArray(raw)) {
    for (const [index, item] of raw.entries()) assertStorableText(item, `${path}[${index}]`);
    return;
  }
  if (raw && typeof raw === 'object') {
    for (const [key, value] of Object.entries(raw)) assertStorableText(value, path ? `${path}.${key}` : key);
  }
}

/** An optional string field: '' when absent, 400 when not a string or longer than `max`. */
export function stringField(raw: RawInput, name: string, max = 200): string {
  const value = raw[name];
  if (value === undefined || value === null) return '';
  if (typeof value !== 'string') throw badRequest(`'${name}' must be a string`);
  if (value.length > max) throw badRequest(`'${name}' must be at most ${max} characters`);
  return value;
}
