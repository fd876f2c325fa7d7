import { createHash } from 'node:crypto';
import { createReadStream, existsSync, readFileSync, type Stats } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { LANGUAGE_COOKIE, PAYLOAD_KEY_FILE, payloadKeyFingerprint } from '@marquee/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { getMimeType } from 'hono/utils/mime';
import { ConfigError } from '../config';
import type { AppEnv, Deps } from '../http/app-env';
import { bannerPreloadLink } from './banner-preload';
import { prerenderedPage } from './prerendered-pages';

/** Paths the web app never owns: the API, generated media, dev helpers and support pages. */
const RESERVED_PREFIXES = ['/wps', '/lgw', '/media', '/__dev', '/support'];

const IMMUTABLE = 'public, max-age=31536000, immutable';
const NO_CACHE = 'no-cache';

const NOT_BUILT = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Marquee: web app not built</title></head>
<body><h1>The web app is not built yet</h1>
<p>Run <code>pnpm build</code> at the repository root (or set WEB_DIST to a built web app) and reload.</p>
<p>The API under <code>/wps</code> is running.</p></body></html>`;

function isReserved(pathname: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

async function fileStats(file: string): Promise<Stats | null> {
  try {
    const stats = await stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/** Whether the browser's copy is this one (If-None-Match, weak or strong). */
function matchesEtag(c: Context<AppEnv>, etag: string): boolean {
  return Boolean(
    c.req
      .header('if-none-match')
      ?.split(',')
      .some((tag) => tag.trim().replace(/^W\//, '') === etag),
  );
}

function sendFile(c: Context<AppEnv>, file: string, stats: Stats, cacheControl: string): Response {
  const etag = `"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const headers = new Headers({
    'content-type': getMimeType(file) ?? 'application/octet-stream',
    'cache-control': cacheControl,
    etag,
    'last-modified': stats.mtime.toUTCString(),
  });
  if (matchesEtag(c, etag)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(stats.size));
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const body = Readable.toWeb(createReadStream(file)) as ReadableStream<Uint8Array>;
  return new Response(body, { status: 200, headers });
}

/** A page made for this request: revalidated every time, its ETag the hash of its bytes. */
function sendHtml(c: Context<AppEnv>, html: string): Response {
  const etag = `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`;
  const headers = new Headers({
    'content-type': 'text/html; charset=utf-8',
    'cache-control': NO_CACHE,
    etag,
  });
  if (matchesEtag(c, etag)) return new Response(null, { status: 304, headers });
  headers.set('content-length', String(Buffer.byteLength(html)));
  return new Response(c.req.method === 'HEAD' ? null : html, { status: 200, headers });
}

/**
 * A production start refuses a web build whose payload key is not PAYLOAD_KEY (a build made without
 * VITE_PAYLOAD_KEY has the demo's public one): its requests would all fail to decipher, or worse,
 * its key would be the public one. No build at all is allowed (the API runs, the page says to build).
 */
export function checkWebBuildKey(webDist: string, payloadKey: string): void {
  if (!existsSync(path.join(webDist, 'index.html'))) return;
  let built: unknown;
  try {
    built = (JSON.parse(readFileSync(path.join(webDist, PAYLOAD_KEY_FILE), 'utf8')) as { sha256?: unknown })
      .sha256;
  } catch {
    built = null;
  }
  if (built !== payloadKeyFingerprint(payloadKey))
    throw new ConfigError(
      `the web app in ${webDist} was not built with PAYLOAD_KEY (built without VITE_PAYLOAD_KEY it has the public demo key): rebuild it with VITE_PAYLOAD_KEY="$PAYLOAD_KEY" pnpm build`,
    );
}

/**
 * Serves the built web app: hashed files under /assets are cached for a year, everything else is
 * revalidated; any other GET that is not a file gets index.html (history-mode routing). Without a
 * build, a short 503 page says how to make one. An app route with a banner names its first banner
 * in a preload header; home and the game lobbies come with their first screen prerendered when the
 * build has it. Source maps are served only when `sourceMaps` (the demo).
 */
export function webApp(
  webDist: string,
  deps: Deps,
  { sourceMaps }: { sourceMaps: boolean },
): MiddlewareHandler<AppEnv> {
  const root = path.resolve(webDist);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let pathname: string;
    try {
      pathname = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Bad request', 400);
    }
    if (isReserved(pathname)) return next();
    // source maps carry the whole source: the demo serves them, production does not
    if (!sourceMaps && pathname.endsWith('.map')) return c.text('Not found', 404);
    if (!pathname.includes('\0') && !pathname.endsWith('/')) {
      const file = path.resolve(root, `.${pathname}`);
      if (file.startsWith(`${root}${path.sep}`)) {
        const stats = await fileStats(file);
        if (stats) return sendFile(c, file, stats, pathname.startsWith('/assets/') ? IMMUTABLE : NO_CACHE);
      }
    }
    // a missing hashed asset is a 404, never index.html (a stale chunk must fail loudly)
    if (pathname.startsWith('/assets/')) return c.text('Not found', 404);
    const index = path.join(root, 'index.html');
    const stats = await fileStats(index);
    if (!stats) {
      c.header('cache-control', 'no-store');
      return c.html(NOT_BUILT, 503);
    }
    // a link's `?lang=` is the language the app will show (it takes it over the stored choice)
    const language = c.req.query('lang') ?? getCookie(c, LANGUAGE_COOKIE);
    const [prerendered, preload] = await Promise.all([
      prerenderedPage(root, stats.mtimeMs, pathname, deps, language),
      bannerPreloadLink(root, stats.mtimeMs, pathname, deps.db),
    ]);
    const response = prerendered === null ? sendFile(c, index, stats, NO_CACHE) : sendHtml(c, prerendered);
    // a prerendered page's words are in one language: a shared cache must keep one page per cookie
    response.headers.append('vary', 'Cookie');
    if (preload) response.headers.set('link', preload);
    return response;
  };
}
