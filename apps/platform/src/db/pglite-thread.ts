import { Worker } from 'node:worker_threads';
import type { PGlite } from '@electric-sql/pglite';

interface Pending {
  resolve: (value: unknown) => void;
  reject: (error: Error) => void;
}

type Answer =
  | { id: number; ok: true; result: unknown }
  | { id: number; ok: false; error: ErrorFields }
  | { notify: string; payload: string };
type Started = { ready: true } | { ready: false; error: ErrorFields };
type ErrorFields = Record<string, unknown> & { message: string };

export interface PgliteThreadOptions {
  /** a data directory on disk; neither this nor `snapshot`: in memory */
  dataDir?: string;
  /** a tarball from `dumpDataDir()` to start from, in memory */
  snapshot?: Blob;
  migrationsFolder: string;
}

/** The worker's file: next to this module in the sources, next to the bundle in dist/. */
const WORKER_URL = new URL(
  import.meta.url.endsWith('.ts') ? './pglite-worker.mjs' : './pglite-worker.js',
  import.meta.url,
);

/** A PostgreSQL error from the worker, with its fields (code, constraint, …) as PGlite gives them. */
function toError(fields: ErrorFields): Error {
  const { message, name, ...rest } = fields;
  const error = new Error(message);
  if (typeof name === 'string') error.name = name;
  return Object.assign(error, rest);
}

/**
 * PGlite on a worker thread (pglite-worker.mjs), with the part of PGlite's interface that drizzle
 * and the platform use: query, exec, transaction, listen, dumpDataDir, close. Requests carry an id and are
 * answered in any order. A transaction is BEGIN … COMMIT on the worker's one connection: callers
 * must not run other queries beside it (the FairQueue in open.ts runs a transaction alone).
 */
class PgliteThread {
  #nextId = 0;
  #closed = false;
  readonly #pending = new Map<number, Pending>();
  readonly #listeners = new Map<string, Set<(payload: string) => void>>();

  constructor(private readonly worker: Worker) {
    worker.on('message', (message: Answer) => {
      if ('notify' in message) {
        for (const listener of this.#listeners.get(message.notify) ?? []) listener(message.payload);
        return;
      }
      const pending = this.#pending.get(message.id);
      if (!pending) return;
      this.#pending.delete(message.id);
      if (message.ok) pending.resolve(message.result);
      else pending.reject(toError(message.error));
    });
    worker.on('error', (error) => this.#fail(error));
    worker.on('exit', (code) => this.#fail(new Error(`the database thread exited (${code})`)));
  }

  get closed(): boolean {
    return this.#closed;
  }

  #fail(error: Error): void {
    this.#closed = true;
    for (const pending of this.#pending.values()) pending.reject(error);
    this.#pending.clear();
  }

  #call<T>(request: Record<string, unknown>): Promise<T> {
    if (this.#closed) return Promise.reject(new Error('the database is closed'));
    const id = this.#nextId++;
    return new Promise<T>((resolve, reject) => {
      this.#pending.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  query(sql: string, params: unknown[] = [], options: { rowMode?: 'array' | 'object' } = {}) {
    return this.#call({ op: 'query', sql, params, rowMode: options.rowMode ?? 'object' });
  }

  exec(sql: string) {
    return this.#call({ op: 'exec', sql });
  }

  async transaction<T>(work: (tx: Pick<PgliteThread, 'query' | 'exec'>) => Promise<T>): Promise<T> {
    await this.exec('BEGIN');
    try {
      const result = await work({ query: this.query.bind(this), exec: this.exec.bind(this) });
      await this.exec('COMMIT');
      return result;
    } catch (error) {
      await this.exec('ROLLBACK');
      throw error;
    }
  }

  /** PGlite's listen: `listener` gets each NOTIFY on `channel`; answers how to stop. */
  async listen(channel: string, listener: (payload: string) => void): Promise<() => Promise<void>> {
    let listeners = this.#listeners.get(channel);
    if (!listeners) {
      listeners = new Set();
      this.#listeners.set(channel, listeners);
      await this.#call({ op: 'listen', channel });
    }
    listeners.add(listener);
    return async () => {
      listeners.delete(listener);
    };
  }

  async dumpDataDir(): Promise<Blob> {
    return new Blob([await this.#call<Uint8Array>({ op: 'dump' })]);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    await this.#call({ op: 'close' });
    this.#closed = true;
    await this.worker.terminate();
  }
}

/**
 * Starts PGlite on its own thread and applies the migrations there; resolves once it answers.
 * Typed as PGlite for drizzle's PGlite driver, which calls only what PgliteThread has.
 */
export async function startPgliteThread(options: PgliteThreadOptions): Promise<PGlite> {
  const snapshot = options.snapshot ? new Uint8Array(await options.snapshot.arrayBuffer()) : undefined;
  const worker = new Worker(WORKER_URL, {
    workerData: { dataDir: options.dataDir, snapshot, migrationsFolder: options.migrationsFolder },
  });
  const started = await new Promise<Started>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  if (!started.ready) {
    await worker.terminate();
    throw toError(started.error);
  }
  return new PgliteThread(worker) as unknown as PGlite;
}
