import { Duplex } from 'node:stream';
import type { ReadableWritablePair } from 'node:stream/web';
import { constants, createBrotliCompress } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';
import { compress } from 'hono/compress';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX } from 'hono/utils/compress';
import type { AppEnv } from './app-env';

/** Answers smaller than this go out as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Whether Accept-Encoding `header` accepts one of `names` (with a q above zero). */
function accepts(header: string | undefined, names: readonly string[]): boolean {
  if (!header) return false;
  return header.split(',').some((part) => {
    const [name, ...params] = part.trim().split(';');
    if (!names.includes(name?.trim().toLowerCase() ?? '')) return false;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return q === undefined || Number(q.slice(2)) > 0;
  });
}

const acceptsBrotli = (header: string | undefined) => accepts(header, ['br']);

/** The encodings this app compresses with (brotli below, gzip and deflate by hono/compress). */
const ENCODINGS = ['br', 'gzip', 'deflate', '*'] as const;

/**
 * The encoding of a stored compressed copy that Accept-Encoding `header` takes: brotli, else
 * gzip, else none (a client of deflate alone is served by the middleware).
 */
export function storedEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (acceptsBrotli(header)) return 'br';
  return accepts(header, ['gzip']) ? 'gzip' : null;
}

/** Brotli's quality here: most of its ratio on JSON at a fraction of the top quality's CPU time. */
export const BROTLI_QUALITY = 5;

/** Brotli for clients that accept it (hono/compress only speaks gzip and deflate). */
function brotli(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    // asked first: reading the answer's headers makes the Node adapter build it as a Response
    if (!acceptsBrotli(c.req.header('accept-encoding'))) return;
    const res = c.res;
    const type = res.headers.get('content-type');
    const length = res.headers.get('content-length');
    if (
      !res.body ||
      c.req.method === 'HEAD' ||
      res.status === 206 ||
      res.headers.has('content-encoding') ||
      !type ||
      !COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type) ||
      (length !== null && Number(length) < COMPRESSION_THRESHOLD) ||
      /(?:^|,)\s*no-transform\s*(?:,|$)/i.test(res.headers.get('cache-control') ?? '')
    ) {
      return;
    }
    const encoder = Duplex.toWeb(
      createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } }),
    ) as unknown as ReadableWritablePair<Uint8Array, Uint8Array>;
    c.res = new Response(res.body.pipeThrough(encoder), res);
    c.res.headers.delete('content-length');
    c.res.headers.set('content-encoding', 'br');
    const vary = c.res.headers.get('vary');
    if (!vary?.toLowerCase().includes('accept-encoding')) {
      c.res.headers.set('vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
    const etag = c.res.headers.get('etag');
    if (etag && !etag.startsWith('W/')) c.res.headers.set('etag', `W/${etag}`);
  };
}

/**
 * Whether compression() leaves the answer mount() made for `c` alone: under the threshold, already
 * a stored compressed copy, or for a client that accepts no compression.
 */
export function leftAsMade(c: Context<AppEnv>): boolean {
  const bytes = c.get('answerBytes');
  return (
    bytes !== undefined &&
    (bytes < COMPRESSION_THRESHOLD ||
      c.get('answerEncoded') === true ||
      !accepts(c.req.header('accept-encoding'), ENCODINGS))
  );
}

/** Already awaited: the two encoders below work on the answer in hand. */
const answered = async () => {};

/**
 * Text responses compressed with brotli when accepted, else gzip/deflate (hono/compress). An
 * answer of mount()'s is left alone without being looked at when it is under the threshold, when
 * mount() sent a stored compressed copy, or when the client accepts no compression (mount() has
 * set its Vary): hono/compress reads the answer's headers and sets Vary on it, which makes the
 * Node adapter rebuild the answer as a full Response with a stream for its body, twice. For the
 * small JSON of most API calls that rebuild was about a fifth of a request's CPU time, and for the
 * games list without compression about a third.
 */
export function compression(): MiddlewareHandler<AppEnv> {
  const gzip = compress({ threshold: COMPRESSION_THRESHOLD });
  const br = brotli();
  return async (c, next) => {
    await next();
    if (leftAsMade(c)) return;
    // brotli first: gzip leaves an answer alone once it has a content-encoding
    await br(c, answered);
    await gzip(c, answered);
  };
}
