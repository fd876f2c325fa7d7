import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';
import type { HeaderList } from './security-headers';

/** Most answers kept: one per URL and Accept-Encoding, the oldest dropped first. */
export const MAX_KEPT_ANSWERS = 1_000;

interface Kept {
  /** the handler's answer: the kept answer stands while the read cache would give it again */
  answer: object;
  /** sends it as mount() did (ETag, 304, stored compressed copy), with the headers of `c` */
  respond: (c: Context<AppEnv>) => Response;
}

export interface AnswerCacheOptions {
  /** whether `answer` is still what the read cache holds (services/read-cache.ts isCurrentRead) */
  isCurrent: (answer: object) => boolean;
  /** the security headers of the answer (security-headers.ts), or their promise */
  securityHeaders: (c: Context<AppEnv>) => HeaderList | Promise<HeaderList>;
  /** the server stops: every request goes the whole way, to be refused there */
  stopping: () => boolean;
  /** CORS is on (CORS_ORIGINS): a request with an Origin goes the whole way, to get its headers */
  cors: boolean;
}

/** The raw URL and Accept-Encoding: everything a public answer may depend on besides the data. */
const keyOf = (c: Context<AppEnv>) => `${c.req.url}\n${c.req.header('accept-encoding') ?? ''}`;

/** A GET that carries a body goes the whole way, where the body limits answer it. */
const hasBody = (c: Context<AppEnv>) =>
  c.req.header('transfer-encoding') !== undefined || (Number(c.req.header('content-length')) || 0) > 0;

/**
 * Public answers of the catalogue (games, vendors, notices, help) sent again without the request
 * scope, the middleware chain or the route. A lobby asks for the same few pages all day, and the
 * work around an answer at hand was most of its CPU time. mount() keeps an answer only when it is
 * public (`revalidate: 'public'`, no token), came from the read cache, and went out as it was made
 * (not compressed on the fly). A kept answer is sent only while the read cache would give the same
 * object: a write, on this instance or another (its NOTIFY), or the read cache's expiry, ends it at
 * once, so it is never staler than the read cache itself.
 */
export class AnswerCache {
  readonly #kept = new Map<string, Kept>();
  readonly #options: AnswerCacheOptions;
  #sent = 0;

  constructor(options: AnswerCacheOptions) {
    this.#options = options;
  }

  /** How many requests a kept answer has answered. */
  get sent(): number {
    return this.#sent;
  }

  /**
   * Keeps the answer to `c` (a GET) for the next request with the same URL and Accept-Encoding,
   * when it is one of the read cache's: any other would be dropped again at its first lookup.
   */
  keep(c: Context<AppEnv>, answer: object, respond: Kept['respond']): void {
    if (!this.#options.isCurrent(answer)) return;
    const key = keyOf(c);
    this.#kept.delete(key);
    this.#kept.set(key, { answer, respond });
    if (this.#kept.size > MAX_KEPT_ANSWERS) {
      const oldest = this.#kept.keys().next().value;
      if (oldest !== undefined) this.#kept.delete(oldest);
    }
  }

  /** First in the chain: a kept answer that still stands is sent; anything else goes on. */
  middleware(): MiddlewareHandler<AppEnv> {
    const { isCurrent, securityHeaders, stopping, cors } = this.#options;
    return (c, next) => {
      if (c.req.method !== 'GET' || this.#kept.size === 0) return next();
      const key = keyOf(c);
      const kept = this.#kept.get(key);
      if (!kept) return next();
      if (!isCurrent(kept.answer)) {
        this.#kept.delete(key);
        return next();
      }
      if (stopping() || hasBody(c) || (cors && c.req.header('origin') !== undefined)) return next();
      const headers = securityHeaders(c);
      if (headers instanceof Promise) return next();
      for (const [name, value] of headers) c.header(name, value);
      this.#sent += 1;
      return Promise.resolve(kept.respond(c));
    };
  }
}

const caches = new WeakMap<object, AnswerCache>();

/** Makes `cache` the one mount() keeps `app`'s public answers in. */
export function keepAnswersIn(app: Hono<AppEnv>, cache: AnswerCache): void {
  caches.set(app, cache);
}

/** The cache `app`'s public answers are kept in, if it has one. */
export function answerCacheOf(app: Hono<AppEnv>): AnswerCache | undefined {
  return caches.get(app);
}
