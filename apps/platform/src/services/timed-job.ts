import { DAY } from './clock';
import type { JobRuns } from './job-runs';

/** How often a running server does its timed work; the test clock's jumps are caught within this. */
const TICK_MS = 5000;

interface TimedJobOptions {
  /** how often a running server ticks (default TICK_MS) */
  everyMs?: number;
  /** the period a scheduled tick is for, run once across the instances (default: its slot of `everyMs`) */
  period?: (now: Date) => string;
  /** how long one of those periods lasts (default `everyMs`): a run of a dead instance is taken over within it */
  periodMs?: number;
  /** a running server's first tick is at its start rather than after `everyMs` */
  tickAtStart?: boolean;
}

/**
 * A running server's timed work: `work` every few seconds once started, and on demand through
 * `tick()`. Ticks never overlap: a tick asked for while one runs shares it, so a route that awaits
 * a tick before it answers shows nothing behind the clock. A scheduled tick runs only where its
 * period is claimed (job-runs.ts), so on several instances each period's work is done once; a
 * failing scheduled tick is reported under `name` and the next one runs as usual.
 */
export class TimedJob {
  #running: Promise<void> | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;
  /** the scheduled tick under way: its claim, then its work */
  #scheduledTick: Promise<void> | null = null;
  /** the last period this instance ran or found done */
  #settled: string | null = null;
  readonly #everyMs: number;

  constructor(
    readonly name: string,
    private readonly work: () => Promise<unknown>,
    private readonly options: TimedJobOptions = {},
  ) {
    this.#everyMs = options.everyMs ?? TICK_MS;
  }

  tick(): Promise<void> {
    this.#running ??= this.work()
      .then(() => undefined)
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  start(runs: JobRuns): void {
    const scheduled = () => {
      this.#scheduledTick ??= this.#scheduled(runs)
        .catch((error: unknown) => console.error(`[platform] ${this.name} failed:`, error))
        .finally(() => {
          this.#scheduledTick = null;
        });
    };
    if (this.options.tickAtStart) scheduled();
    this.#timer = setInterval(scheduled, this.#everyMs);
    this.#timer.unref();
  }

  async #scheduled(runs: JobRuns): Promise<void> {
    // a tick's slot is of the time the timers keep, which every instance shares (the demo's dev
    // clock is per instance); a day is the app clock's, the one the work itself reads
    const period = this.options.period?.(runs.now()) ?? String(Math.floor(Date.now() / this.#everyMs));
    if (period === this.#settled) return;
    const claim = await runs.once(
      this.name,
      period,
      () => this.tick(),
      this.options.periodMs ?? this.#everyMs,
    );
    // a period another instance is running is asked for again: if that instance dies, its lease
    // runs out and this one's next tick takes the run over
    if (claim !== 'running') this.#settled = period;
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#scheduledTick;
    await this.#running;
  }
}

/**
 * Timed work done once per day: `dayOf(now)` names the day a tick is for (today, yesterday, …),
 * which is the period claimed across the instances, and `run` runs only when that day is not done
 * yet in this process, so a job started again by a restart (or asked by a route) runs once more:
 * `run` must offer nothing twice. Time comes from `clock`, so the dev clock rolls the day over too.
 */
export function dailyJob(
  name: string,
  clock: { now(): Date },
  dayOf: (now: Date) => string,
  run: (day: string, now: Date) => Promise<unknown>,
): TimedJob {
  let done: string | null = null;
  return new TimedJob(
    name,
    async () => {
      const now = clock.now();
      const day = dayOf(now);
      if (day === done) return;
      await run(day, now);
      done = day;
    },
    { period: dayOf, periodMs: DAY },
  );
}
