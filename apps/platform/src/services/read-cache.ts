import { randomBytes } from 'node:crypto';
import { type Db, notificationsOf } from '../db/open';

/**
 * How long an entry may be served without asking the database again. Every write drops the
 * entries at once, in every instance on the database (a NOTIFY on READS_CHANNEL); the limit
 * bounds how long a change takes to show while an instance's listening connection is broken.
 */
const READ_CACHE_TTL_MS = 5_000;

/** Game searches make one key each: the oldest go first beyond this many entries. */
const MAX_ENTRIES = 2_000;

interface Entry {
  key: string;
  value: Promise<unknown>;
  expiresAt: number;
  /** the value once the load has answered, for callers that take it without awaiting */
  settled?: { value: unknown };
}

/**
 * Read-mostly data (catalogue, vendors, hot games, banners, notices, brand settings) kept in
 * memory per key, so a busy lobby does not query the same rows on every request. Entries hold the
 * load's promise: requests that miss together share one query.
 */
class ReadCache {
  readonly #entries = new Map<string, Entry>();
  /** which entry each loaded object answers, so an answer built on it can ask whether it still stands */
  readonly #sources = new WeakMap<object, Entry>();

  constructor(private readonly now: () => number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const time = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > time) return hit.value as Promise<T>;
    if (hit) this.#entries.delete(key);
    const value = load();
    const entry: Entry = { key, value, expiresAt: time + READ_CACHE_TTL_MS };
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    value.then(
      (answer) => {
        entry.settled = { value: answer };
        if (typeof answer === 'object' && answer !== null) this.#sources.set(answer, entry);
      },
      // a failed load is not kept: the next request tries again
      () => {
        if (this.#entries.get(key) === entry) this.#entries.delete(key);
      },
    );
    return value;
  }

  /** As get, but the value itself when it is in memory and loaded: no promise to await. */
  getNow<T>(key: string, load: () => Promise<T>): T | Promise<T> {
    const hit = this.#entries.get(key);
    if (hit?.settled && hit.expiresAt > this.now()) return hit.settled.value as T;
    return this.get(key, load);
  }

  /** Whether `value` is what an entry loaded that is still kept and not expired. */
  isCurrent(value: object): boolean {
    const entry = this.#sources.get(value);
    return entry !== undefined && this.#entries.get(entry.key) === entry && entry.expiresAt > this.now();
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** Where a write tells every instance to drop what it read; the payload names the cache that wrote. */
export const READS_CHANNEL = 'marquee_reads';

/** One cache per database handle: every app on that handle shares what it read. */
const caches = new WeakMap<Db, { cache: ReadCache; id: string }>();

function cacheOf(db: Db): { cache: ReadCache; id: string } {
  let entry = caches.get(db);
  if (!entry) {
    const created = { cache: new ReadCache(() => Date.now()), id: randomBytes(6).toString('hex') };
    entry = created;
    caches.set(db, created);
    // the writer dropped its own entries as it wrote
    notificationsOf(db)?.subscribe(READS_CHANNEL, (writer) => {
      if (writer !== created.id) created.cache.clear();
    });
  }
  return entry;
}

/** `load()`'s answer, from memory when it was read less than READ_CACHE_TTL_MS ago. */
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cacheOf(db).cache.get(key, load);
}

/**
 * cachedRead's answer itself when it is in memory, else its promise: for what runs on every
 * request, where awaiting a value already at hand costs a few promises each time.
 */
export function cachedReadNow<T>(db: Db, key: string, load: () => Promise<T>): T | Promise<T> {
  return cacheOf(db).cache.getNow(key, load);
}

/**
 * Whether `value` is, itself, an answer of cachedRead that would be given again now: loaded, not
 * expired, and not dropped by a write since. An answer built on it (http/answer-cache.ts) stands as
 * long as this holds.
 */
export function isCurrentRead(db: Db, value: object): boolean {
  return cacheOf(db).cache.isCurrent(value);
}

/** `then(value)`, at once when `value` is at hand (as cachedReadNow answers), else once it is. */
export function nowOrLater<T, U>(value: T | Promise<T>, then: (value: T) => U): U | Promise<U> {
  return value instanceof Promise ? value.then(then) : then(value);
}

/**
 * Drops everything read from the database, in this instance at once and in the others as the
 * notification arrives: every service that writes read-mostly data calls it after its write, so
 * the next request, on any instance, reads the change.
 */
export function invalidateReads(db: Db): void {
  const { cache, id } = cacheOf(db);
  cache.clear();
  notificationsOf(db)
    ?.publish(READS_CHANNEL, id)
    .catch((error: unknown) =>
      console.error('[platform] cannot tell the other instances of a change:', error),
    );
}
