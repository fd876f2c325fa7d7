import type { Db } from '../../db/open';
import type { Clock } from '../clock';
import { autoApproveWithdrawals, autoReceiveWithdrawals } from './withdrawals';

/** How often a running server settles overdue confirmations; the test clock's jumps are caught within this. */
const TICK_MS = 5000;

/**
 * The withdrawals' timed work: each tick marks approved payouts left unconfirmed past the brand's
 * minutes AUTO_RECEIVED, and in demo mode (`reviewDelayMs` set) approves the orders pending longer
 * than the delay, as the operator would. Time comes from the app's clock, so the dev clock moves
 * them too; the withdrawal routes await a tick before they answer, so what they show is never
 * behind the clock. Ticks never overlap.
 */
export class WithdrawalJobs {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
    private readonly reviewDelayMs: number | null,
  ) {}

  tick(): Promise<void> {
    this.running ??= this.run().finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async run(): Promise<void> {
    const now = this.clock.now();
    if (this.reviewDelayMs !== null) await autoApproveWithdrawals(this.db, now, this.reviewDelayMs);
    await autoReceiveWithdrawals(this.db, now);
  }

  start(): void {
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => console.error('[platform] withdrawal jobs failed:', error));
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
