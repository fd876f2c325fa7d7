/** How often a running server does its timed work; the test clock's jumps are caught within this. */
const TICK_MS = 5000;

/**
 * A running server's timed work: `work` every few seconds once started, and on demand through
 * `tick()`. Ticks never overlap: a tick asked for while one runs shares it, so a route that awaits
 * a tick before it answers shows nothing behind the clock. A failing scheduled tick is reported
 * under `name` and the next one runs as usual.
 */
export class TimedJob {
  #running: Promise<void> | null = null;
  #timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly name: string,
    private readonly work: () => Promise<unknown>,
  ) {}

  tick(): Promise<void> {
    this.#running ??= this.work()
      .then(() => undefined)
      .finally(() => {
        this.#running = null;
      });
    return this.#running;
  }

  start(): void {
    this.#timer = setInterval(() => {
      this.tick().catch((error: unknown) => console.error(`[platform] ${this.name} failed:`, error));
    }, TICK_MS);
    this.#timer.unref();
  }

  async stop(): Promise<void> {
    if (this.#timer) clearInterval(this.#timer);
    this.#timer = null;
    await this.#running;
  }
}

/**
 * Timed work done once per day and process: `dayOf(now)` names the day a tick is for (today,
 * yesterday, …) and `run` runs only when that day is not done yet, so a job started again by a
 * restart runs once more: `run` must offer nothing twice. Time comes from `clock`, so the dev clock
 * rolls the day over too.
 */
export function dailyJob(
  name: string,
  clock: { now(): Date },
  dayOf: (now: Date) => string,
  run: (day: string, now: Date) => Promise<unknown>,
): TimedJob {
  let done: string | null = null;
  return new TimedJob(name, async () => {
    const now = clock.now();
    const day = dayOf(now);
    if (day === done) return;
    await run(day, now);
    done = day;
  });
}
