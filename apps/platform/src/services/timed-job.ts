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
