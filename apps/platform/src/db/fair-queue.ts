import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** The database time one piece of work (a request) has had so far. */
interface Job {
  servedMs: number;
}

interface Waiting {
  job: Job;
  /** arrival order: among jobs that have had equal time, the first come goes first */
  seq: number;
  queuedAt: number;
  start: () => void;
}

/** A call that has waited this long goes next whatever its job had, so no job starves. */
const MAX_WAIT_MS = 1_000;

const jobs = new AsyncLocalStorage<Job>();

/** Runs `work` as one job: every database call it makes is accounted to it. */
export function runAsJob<T>(work: () => T): T {
  return jobs.run({ servedMs: 0 }, work);
}

/**
 * Database connections shared fairly: calls run `slots` at a time, and when a connection frees,
 * the call of the job that has had the least database time so far goes next. A request that has
 * just arrived (a sign-in) is served before the later calls of requests that already had their
 * share (a burst of game rounds), so a short request is never stuck behind a queue of long ones.
 */
export class FairQueue {
  #active = 0;
  #seq = 0;
  readonly #waiting: Waiting[] = [];

  /** `slots`: how many calls may run at once (the connections there are) */
  constructor(private readonly slots = 1) {}

  run<T>(call: () => Promise<T>): Promise<T> {
    const job = jobs.getStore() ?? { servedMs: 0 };
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const began = performance.now();
        call()
          .then(resolve, reject)
          .finally(() => {
            job.servedMs += performance.now() - began;
            this.#next();
          });
      };
      if (this.#active >= this.slots) {
        this.#waiting.push({ job, seq: this.#seq++, queuedAt: performance.now(), start });
      } else {
        this.#active += 1;
        start();
      }
    });
  }

  #next(): void {
    // the waiting list is in arrival order: its head is the call that has waited longest
    const head = this.#waiting[0];
    if (head && performance.now() - head.queuedAt >= MAX_WAIT_MS) {
      this.#waiting.shift();
      head.start();
      return;
    }
    let best = -1;
    for (let index = 0; index < this.#waiting.length; index += 1) {
      const candidate = this.#waiting[index] as Waiting;
      const current = best === -1 ? undefined : (this.#waiting[best] as Waiting);
      if (
        !current ||
        candidate.job.servedMs < current.job.servedMs ||
        (candidate.job.servedMs === current.job.servedMs && candidate.seq < current.seq)
      ) {
        best = index;
      }
    }
    if (best === -1) {
      this.#active -= 1;
      return;
    }
    const [chosen] = this.#waiting.splice(best, 1);
    chosen?.start();
  }
}
