import { AsyncLocalStorage } from 'node:async_hooks';
import { performance } from 'node:perf_hooks';

/**
 * Whose work a job is (a member, or a visitor's IP): the database time its recent jobs had,
 * fading by half every FLOW_HALF_LIFE_MS (db/fair-queue.ts). Sixty game rounds sent at once by one member
 * are sixty jobs, but one flow: together they yield to a sign-in as one long request would.
 */
export interface Flow {
  servedMs: number;
  /** when servedMs was last brought up to date */
  at: number;
}

/**
 * What the platform keeps for the length of one request (or one chat frame) without passing it
 * down: the fair queue's accounting of its database time and the user agent the sign-in history
 * records. One AsyncLocalStorage holds both: on Node 20 every instance adds its own work to each
 * promise and callback the request makes (two instances were about 6 % of the games list's CPU).
 */
export interface RequestContext {
  /** when the work began: the fair queue ranks its database calls by it */
  readonly startedAt: number;
  /** the database time it has had so far */
  servedMs: number;
  /** whose work it is (a member, a visitor's IP), once known: see db/fair-queue.ts */
  flow?: Flow;
  /** the request's user agent ('' when it sent none, or outside a request) */
  readonly device: string;
}

const contexts = new AsyncLocalStorage<RequestContext>();

export function newRequestContext(device = ''): RequestContext {
  return { startedAt: performance.now(), servedMs: 0, device };
}

/** Runs `work` in `context`: everything it starts, awaited or not, sees it. */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return contexts.run(context, work);
}

/** The context of the work being done, if it runs in one. */
export function currentRequestContext(): RequestContext | undefined {
  return contexts.getStore();
}
