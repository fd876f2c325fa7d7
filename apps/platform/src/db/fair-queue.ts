import { performance } from 'node:perf_hooks';
import {
  currentRequestContext,
  type Flow,
  newRequestContext,
  type RequestContext,
  runInRequestContext,
} from '../request-context';

/** One piece of work (a request): when it began and the database time it has had so far. */
type Job = RequestContext;

interface Waiting {
  job: Job;
  /** the slots the call takes: 1, or all of them for an exclusive call */
  weight: number;
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

const FLOW_HALF_LIFE_MS = 1000;
/** Flows idle this long have faded to nothing and are dropped when the table grows. */
const FLOW_FORGOTTEN_MS = 20 * FLOW_HALF_LIFE_MS;
const FLOW_SWEEP_SIZE = 10_000;

const flows = new Map<string, Flow>();

function faded(flow: Flow, now: number): number {
  return flow.servedMs * 0.5 ** ((now - flow.at) / FLOW_HALF_LIFE_MS);
}

function book(flow: Flow, ms: number, now: number): void {
  flow.servedMs = faded(flow, now) + ms;
  flow.at = now;
}

/**
 * Puts the current job in the flow `key` (`member:<id>`, `ip:<address>`): from its next call it is
 * ranked with the database time the flow's jobs have had lately, its own included.
 */
export function joinFlow(key: string): void {
  const job = currentRequestContext();
  if (!job) return;
  let flow = flows.get(key);
  if (!flow) {
    const now = performance.now();
    if (flows.size >= FLOW_SWEEP_SIZE) {
      for (const [other, old] of flows) if (now - old.at > FLOW_FORGOTTEN_MS) flows.delete(other);
    }
    flow = { servedMs: 0, at: now };
    flows.set(key, flow);
  }
  if (job.flow !== flow && job.servedMs > 0) book(flow, job.servedMs, performance.now());
  job.flow = flow;
}

/** The database time a job is ranked by: its flow's when it has one (its own is in there). */
function servedOf(job: Job, now: number): number {
  return job.flow ? Math.max(job.servedMs, faded(job.flow, now)) : job.servedMs;
}

/**
 * Runs `work` as one job: every database call it makes is accounted to it. A job started within a
 * request (a chat frame on the request's socket) keeps the request's device.
 */
export function runAsJob<T>(work: () => T): T {
  return runInRequestContext(newRequestContext(currentRequestContext()?.device), work);
}

/**
 * Database connections shared fairly: calls run `slots` at a time, and when a connection frees,
 * the waiting call with the lowest rank goes next, where a call's rank is its job's start plus
 * SERVED_WEIGHT times the database time the job (or its flow, lately) has had. Requests that started earlier finish
 * first (so a request's later calls are not overtaken by every newcomer, which would stretch the
 * slowest answers to seconds), while a sign-in arriving during a burst of long requests goes
 * before their later calls, so a short request is never stuck behind a queue of long ones.
 *
 * An exclusive call takes every slot: it starts once the calls before it have finished, and none
 * start beside it. Calls never pass an exclusive call that ranks before them, so it cannot starve.
 */
export class FairQueue {
  #active = 0;
  #seq = 0;
  readonly #waiting: Waiting[] = [];

  /** `slots`: how many calls may run at once (the connections there are) */
  constructor(private readonly slots = 1) {}

  run<T>(call: () => Promise<T>, { exclusive = false }: { exclusive?: boolean } = {}): Promise<T> {
    const job = currentRequestContext() ?? newRequestContext();
    const weight = exclusive ? this.slots : 1;
    return new Promise<T>((resolve, reject) => {
      const start = () => {
        const began = performance.now();
        // the time is booked before the caller resumes: its next call is ranked with it
        call()
          .finally(() => {
            const now = performance.now();
            job.servedMs += now - began;
            if (job.flow) book(job.flow, now - began, now);
          })
          .then(resolve, reject)
          .finally(() => {
            this.#active -= weight;
            this.#next();
          });
      };
      if (this.#waiting.length === 0 && this.#active + weight <= this.slots) {
        this.#active += weight;
        start();
      } else {
        this.#waiting.push({ job, weight, seq: this.#seq++, start });
      }
    });
  }

  /**
   * Ranks are taken when a connection frees, not when a call queues: a burst's calls queued at
   * once are ranked by what the burst has had by then. The best-ranked calls start while they fit.
   */
  #next(): void {
    while (this.#waiting.length > 0) {
      const now = performance.now();
      let best = 0;
      let bestRank = Number.POSITIVE_INFINITY;
      for (let index = 0; index < this.#waiting.length; index += 1) {
        const candidate = this.#waiting[index] as Waiting;
        const rank = candidate.job.startedAt + SERVED_WEIGHT * servedOf(candidate.job, now);
        if (rank < bestRank || (rank === bestRank && candidate.seq < (this.#waiting[best] as Waiting).seq)) {
          best = index;
          bestRank = rank;
        }
      }
      const chosen = this.#waiting[best] as Waiting;
      if (this.#active + chosen.weight > this.slots) return;
      this.#waiting.splice(best, 1);
      this.#active += chosen.weight;
      chosen.start();
    }
  }
}
