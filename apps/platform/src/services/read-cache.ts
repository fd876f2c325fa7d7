import type { Db } from '../db/open';

/**
 * How long an entry may be served without asking the database again. Every write this process
 * makes drops the entries at once; the limit bounds how long a change made by another process
 * on the same PostgreSQL (the `status` command, a second instance) takes to show.
 */
const READ_CACHE_TTL_MS = 5_000;

/** Game searches make one key each: the oldest go first beyond this many entries. */
const MAX_ENTRIES = 2_000;

interface Entry {
  value: Promise<unknown>;
  expiresAt: number;
}

/**
 * Read-mostly data (catalogue, vendors, hot games, banners, notices, brand settings) kept in
 * memory per key, so a busy lobby does not query the same rows on every request. Entries hold the
 * load's promise: requests that miss together share one query.
 */
class ReadCache {
  readonly #entries = new Map<string, Entry>();

  constructor(private readonly now: () => number) {}

  get<T>(key: string, load: () => Promise<T>): Promise<T> {
    const time = this.now();
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAt > time) return hit.value as Promise<T>;
    if (hit) this.#entries.delete(key);
    const value = load();
    const entry: Entry = { value, expiresAt: time + READ_CACHE_TTL_MS };
    this.#entries.set(key, entry);
    if (this.#entries.size > MAX_ENTRIES) {
      const oldest = this.#entries.keys().next().value;
      if (oldest !== undefined) this.#entries.delete(oldest);
    }
    // a failed load is not kept: the next request tries again
    value.catch(() => {
      if (this.#entries.get(key) === entry) this.#entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.#entries.clear();
  }
}

/** One cache per database: every app on that database shares what it read. */
const caches = new WeakMap<Db, ReadCache>();

function cacheOf(db: Db): ReadCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new ReadCache(() => Date.now());
    caches.set(db, cache);
  }
  return cache;
}

/** `load()`'s answer, from memory when it was read less than READ_CACHE_TTL_MS ago. */
export function cachedRead<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  return cacheOf(db).get(key, load);
}

/**
 * Drops everything read from `db`: every service that writes read-mostly data calls it after
 * its write, so the next request reads the change.
 */
export function invalidateReads(db: Db): void {
  caches.get(db)?.clear();
}
