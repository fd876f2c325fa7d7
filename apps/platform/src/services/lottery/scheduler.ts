import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { scheduleNextDraws, settleDueDraws } from './draws';

/** How often a running server looks for due draws; the test clock's jumps are caught within this. */
const TICK_MS = 1000;

/**
 * The draw scheduler: each tick settles every due draw (also the ones missed while the server was
 * down, each once) and schedules each game's next draw. Time comes from the app's clock, so the
 * dev clock moves the draws too. Ticks never overlap; the lottery routes await one before they
 * answer, so what they show is never behind the clock.
 */
export class LotteryScheduler {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private stopped = false;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    /** past draws each game gets on its first start (demo mode) */
    private readonly history: number,
    /** LOTTERY_SEED_SECRET: the key the draws' seeds are derived with */
    private readonly seedSecret: string,
  ) {}

  tick(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    const now = this.clock.now();
    await settleDueDraws(this.db, now, this.seedSecret);
    await scheduleNextDraws(this.db, now, this.history, this.seedSecret);
  }

  /** Catches up at once, then ticks every second until stopped. */
  async start(): Promise<void> {
    await this.tick();
    // a server closed during the first catch-up does not start ticking afterwards
    if (this.stopped) return;
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => console.error('[platform] lottery draw failed:', error));
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
