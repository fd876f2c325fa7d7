import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import {
  decryptPayload,
  ENCRYPTED_HEADER,
  type Endpoint,
  type HttpMethod,
  okEnvelope,
  PayloadCipherError,
  type RequestOf,
  type ResponseOf,
} from '@marquee/api-client/contract';
import type { Context, Hono } from 'hono';
import { answerCacheOf } from './answer-cache';
import type { AppEnv } from './app-env';
import { bodyLimitOf, limitRoute } from './body-limit';
import { BROTLI_QUALITY, COMPRESSION_THRESHOLD, leftAsMade, storedEncoding } from './compression';
import { badRequest } from './http-error';
import { assertStorableText, type RawInput, textInput } from './validate';

export type AnyEndpoint = Endpoint<unknown, unknown>;

type Handle<E extends AnyEndpoint> = (
  input: RequestOf<E>,
  c: Context<AppEnv>,
) => ResponseOf<E> | Promise<ResponseOf<E>>;

/**
 * A route for an endpoint: `parse` turns the raw query/body into the contract's request type; it
 * is required unless the contract says the endpoint takes no input (`void`).
 */
export type RouteSpec<E extends AnyEndpoint> = {
  handle: Handle<E>;
  /**
   * Read-mostly answers: sent with an ETag and `cache-control: no-cache` (`private` when the
   * answer holds something of the visitor's), and 304 to an If-None-Match that still matches.
   */
  revalidate?: 'public' | 'private';
} & ([RequestOf<E>] extends [NoInput] ? { parse?: undefined } : { parse: (raw: RawInput) => RequestOf<E> });

/** The contract's marker for "no input" (`endpoint<void, ...>`). */
type NoInput = ReturnType<() => void>;

const routeTables = new WeakMap<object, Map<string, Set<string>>>();

/** Remembers which methods a path answers, so a wrong method gets 405 instead of 404. */
export function recordRoute(app: Hono<AppEnv>, method: string, path: string): void {
  let table = routeTables.get(app);
  if (!table) {
    table = new Map();
    routeTables.set(app, table);
  }
  const methods = table.get(path) ?? new Set<string>();
  methods.add(method);
  if (method === 'GET') methods.add('HEAD');
  table.set(path, methods);
}

export function allowedMethods(app: Hono<AppEnv>, path: string): string[] {
  return [...(routeTables.get(app)?.get(path) ?? [])];
}

interface BodyOptions {
  form: boolean;
  encrypted: boolean;
  payloadKey: string;
}

/** Deeper than any payload of the contract; checked before anything walks the value. */
const MAX_BODY_DEPTH = 8;

/** Refuses a value nested deeper than `MAX_BODY_DEPTH`, without recursion (so any depth is safe). */
function assertShallow(body: unknown): void {
  let level: unknown[] = [body];
  for (let depth = 0; level.length > 0; depth += 1) {
    const next: unknown[] = [];
    for (const value of level) {
      if (value === null || typeof value !== 'object') continue;
      if (depth >= MAX_BODY_DEPTH)
        throw badRequest(`Request body must not nest deeper than ${MAX_BODY_DEPTH}`);
      next.push(...Object.values(value));
    }
    level = next;
  }
}

async function readForm(c: Context<AppEnv>): Promise<RawInput> {
  try {
    return textInput((await c.req.parseBody()) as RawInput);
  } catch {
    throw badRequest('Request body must be a valid form');
  }
}

async function readBody(c: Context<AppEnv>, { form, encrypted, payloadKey }: BodyOptions): Promise<RawInput> {
  if (form) return readForm(c);
  const text = await c.req.text();
  if (!text.trim()) return {};
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('Request body must be valid JSON');
  }
  assertShallow(body);
  // credentials travel enciphered: an encrypted endpoint refuses a plain body
  if (encrypted && !c.req.header(ENCRYPTED_HEADER)) throw badRequest('This call needs an encrypted body');
  if (encrypted && typeof body === 'object' && body !== null) {
    const cipherText = (body as { data?: unknown }).data;
    if (typeof cipherText !== 'string') throw badRequest('Encrypted body must be { data: <cipher text> }');
    try {
      body = decryptPayload<unknown>(cipherText, payloadKey);
    } catch (error) {
      if (error instanceof PayloadCipherError) throw badRequest('Encrypted body could not be deciphered');
      throw error;
    }
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('Request body must be a JSON object');
  }
  if (encrypted) assertShallow(body);
  return body as RawInput;
}

/** Reads a plain JSON object body (for routes outside the path table, such as the dev routes). */
export async function readJsonObject(c: Context<AppEnv>): Promise<RawInput> {
  const raw = await readBody(c, { form: false, encrypted: false, payloadKey: '' });
  assertStorableText(raw);
  return raw;
}

/**
 * Mounts a route from its contract descriptor: the method and path come from the path table, the
 * input is parsed from the query (GET, DELETE) or the body (POST, PUT; form-encoded or encrypted
 * as the descriptor says), and the handler's value is wrapped in the `{ success, message, value }`
 * envelope.
 */
function mount<E extends AnyEndpoint>(
  app: Hono<AppEnv>,
  endpoint: E,
  spec: RouteSpec<E>,
  options: { payloadKey: string },
): void {
  const method: HttpMethod = endpoint.method;
  recordRoute(app, method, endpoint.path);
  const takesBody = method === 'POST' || method === 'PUT';
  // the body is held to the endpoint's limit before it is read, let alone deciphered
  limitRoute(app, method, endpoint.path, takesBody ? bodyLimitOf(endpoint) : 0);
  const answers = answerCacheOf(app);
  // only answers that are the same for everybody, asked for without a body
  const keeps = answers !== undefined && method === 'GET' && spec.revalidate === 'public' && !endpoint.token;
  app.on(method, endpoint.path, async (c) => {
    const raw: RawInput = takesBody
      ? await readBody(c, {
          form: endpoint.form,
          encrypted: endpoint.encrypted,
          payloadKey: options.payloadKey,
        })
      : textInput(c.req.query());
    assertStorableText(raw);
    const input = (spec.parse ? spec.parse(raw) : undefined) as RequestOf<E>;
    const value = await spec.handle(input, c);
    const message = c.get('envelopeMessage') ?? 'OK';
    if (!spec.revalidate) {
      c.header('cache-control', 'no-store');
      return jsonBody(c, JSON.stringify(okEnvelope(value, message)));
    }
    const { entry, again } = serialised(value, message);
    const revalidate = spec.revalidate;
    const response = revalidated(c, entry, revalidate, again);
    if (keeps && again && typeof value === 'object' && value !== null && leftAsMade(c)) {
      // sent again from the answer cache only while the read cache holds this very answer
      answers.keep(c, value, (context) => revalidated(context, entry, revalidate, true));
    }
    return response;
  });
}

/** A read-mostly answer: its ETag, a 304 when the client has it, its stored compressed copy. */
function revalidated(
  c: Context<AppEnv>,
  entry: Serialised,
  revalidate: 'public' | 'private',
  again: boolean,
): Response {
  c.header('etag', entry.etag);
  c.header('cache-control', revalidate === 'private' ? 'private, no-cache' : 'no-cache');
  if (matchesEtag(c.req.header('if-none-match'), entry.etag)) return c.body(null, 304);
  const encoding =
    again && entry.body.byteLength >= COMPRESSION_THRESHOLD
      ? storedEncoding(c.req.header('accept-encoding'))
      : null;
  return encoding ? storedCopy(c, entry, encoding) : jsonBody(c, entry.body);
}

/**
 * A JSON answer, its size told to the compression (http/compression.ts) up front. One that may
 * be compressed says so in Vary here, before the answer exists: setting a header on the answer
 * afterwards makes the Node adapter rebuild it.
 */
export function jsonBody(c: Context<AppEnv>, body: string | Buffer): Response {
  const bytes = typeof body === 'string' ? Buffer.byteLength(body) : body.byteLength;
  c.set('answerBytes', bytes);
  c.header('content-type', 'application/json');
  if (bytes >= COMPRESSION_THRESHOLD) c.header('vary', 'Accept-Encoding');
  return typeof body === 'string' ? c.body(body) : c.body(viewOf(body));
}

/**
 * A cached answer's compressed copy, made the second time the answer is sent (a one-off answer is
 * never compressed ahead) and kept beside its JSON; its ETag is the weak form, as a compressed
 * answer's is.
 */
function storedCopy(c: Context<AppEnv>, entry: Serialised, encoding: 'br' | 'gzip'): Response {
  entry.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(entry.body, { params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } })
      : gzipSync(entry.body);
  const bytes = entry.encoded[encoding];
  c.set('answerBytes', bytes.byteLength);
  c.set('answerEncoded', true);
  c.header('etag', `W/${entry.etag}`);
  c.header('content-type', 'application/json');
  c.header('content-encoding', encoding);
  c.header('vary', 'Accept-Encoding');
  return c.body(viewOf(bytes));
}

/** A Buffer as the plain Uint8Array an answer's body takes (a Buffer's memory is never shared). */
const viewOf = (buffer: Buffer) =>
  new Uint8Array(buffer.buffer as ArrayBuffer, buffer.byteOffset, buffer.byteLength);

interface Serialised {
  /** the envelope's JSON as UTF-8, so that a cached answer is not encoded again for each request */
  body: Buffer;
  etag: string;
  /** compressed copies, made when first asked for */
  encoded: Partial<Record<'br' | 'gzip', Buffer>>;
}

/**
 * The envelope's JSON and its ETag, kept per answer object: a cached answer (the same object
 * again) is neither serialised nor hashed twice.
 */
const serialisedAnswers = new WeakMap<object, Map<string, Serialised>>();

/** The answer's serialised form, and whether it was made before (the answer comes from a cache). */
function serialised(value: unknown, message: string): { entry: Serialised; again: boolean } {
  const byMessage = typeof value === 'object' && value !== null ? serialisedAnswers.get(value) : undefined;
  const known = byMessage?.get(message);
  if (known) return { entry: known, again: true };
  const body = Buffer.from(JSON.stringify(okEnvelope(value, message)));
  const entry: Serialised = {
    body,
    etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
    encoded: {},
  };
  if (typeof value === 'object' && value !== null) {
    const map = byMessage ?? new Map<string, Serialised>();
    map.set(message, entry);
    if (!byMessage) serialisedAnswers.set(value, map);
  }
  return { entry, again: false };
}

/** If-None-Match against our ETag; a compressed answer's weak form (W/"…") matches too. */
function matchesEtag(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  if (header.trim() === '*') return true;
  return header.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag);
}

/** `mount` bound to one app and its payload key: `const mount = mounter(app, config)`. */
export function mounter(app: Hono<AppEnv>, options: { payloadKey: string }) {
  return <E extends AnyEndpoint>(endpoint: E, spec: RouteSpec<E>): void =>
    mount(app, endpoint, spec, options);
}
