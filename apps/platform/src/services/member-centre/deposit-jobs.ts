import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { autoMatchBankDeposits } from './deposits';

/** How often a running demo server matches due bank transfers; the test clock's jumps are caught within this. */
const TICK_MS = 5000;

/**
 * Demo only: the stand-in operator for bank transfers. Each tick matches every member's transfer
 * pending longer than `matchDelayMs` through the operator's service, so a demo deposit is credited
 * (with its message) whether or not its member is looking at the deposit page. Time comes from the
 * app's clock, so the dev clock moves it too; the deposit routes await a tick before they answer,
 * so what they show is never behind the clock. Ticks never overlap.
 */
export class DepositJobs {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly matchDelayMs: number,
  ) {}

  tick(): Promise<void> {
    this.running ??= autoMatchBankDeposits(this.db, this.clock.now(), this.matchDelayMs)
      .then(() => undefined)
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => console.error('[platform] deposit jobs failed:', error));
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
