import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/** One piece of work (a request): when it began and the database time it has had so far. */
interface Job {
  startedAt: number;
  servedMs: number;
}

interface Waiting {
  /** lower goes first: see FairQueue */
  rank: number;
  /** arrival order of the call: equal ranks go first come, first served */
  seq: number;
  start: () => void;
}

/**
 * Each millisecond of database time a job has had moves its next call back by this many
 * milliseconds of arrival: a job that holds the database for long (a burst of game rounds) yields
 * to jobs that arrived later, but only for a bounded time, so no job starves.
 */
const SERVED_WEIGHT = 4;

const jobs = new AsyncLocalStorage<Job>();

const newJob = (): Job => ({ startedAt: performance.now(), servedMs: 0 });

/** Runs `work` as one job: every database call it makes is accounted to it. */
export function runAsJob<T>(work: () => T): T {
  return jobs.run(newJob(), work);
}

/**
 * Database connections shared fairly: calls run `slots` at a time, and when a connection frees,
 * the waiting call with the lowest rank goes next, where a call's rank is its job's start plus
 * SERVED_WEIGHT times the database time the job has had. Requests that started earlier finish
 * first (so a request's later calls are not overtaken by every newcomer, which would stretch the
 * slowest answers to seconds), while a sign-in arriving during a burst of long requests goes
 * before their later calls, so a short request is never stuck behind a queue of long ones.
 */
export class FairQueue {
  #active = 0;
  #seq = 0;
  readonly #waiting: Waiting[] = [];

  /** `slots`: how many calls may run at once (the connections there are) */
  constructor(private readonly slots = 1) {}

  run<T>(call: () => Promise<T>): Promise<T> {
    const job = jobs.getStore() ?? newJob();
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const began = performance.now();
        // the time is booked before the caller resumes: its next call is ranked with it
        call()
          .finally(() => {
            job.servedMs += performance.now() - began;
          })
          .then(resolve, reject)
          .finally(() => this.#next());
      };
      if (this.#active >= this.slots) {
        this.#waiting.push({ rank: job.startedAt + SERVED_WEIGHT * job.servedMs, seq: this.#seq++, start });
      } else {
        this.#active += 1;
        start();
      }
    });
  }

  #next(): void {
    let best = -1;
    for (let index = 0; index < this.#waiting.length; index += 1) {
      const candidate = this.#waiting[index] as Waiting;
      const current = best === -1 ? undefined : (this.#waiting[best] as Waiting);
      if (
        !current ||
        candidate.rank < current.rank ||
        (candidate.rank === current.rank && candidate.seq < current.seq)
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
