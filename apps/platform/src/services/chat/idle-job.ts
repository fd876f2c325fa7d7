import { MINUTE } from '../clock';
import type { ChatHub } from './chat-hub';

/** How often a running server closes idle conversations; the test clock's jumps are caught within this. */
const TICK_MS = 5000;

/**
 * The live chat's timed work: each tick closes the conversations without a message for the
 * configured idle minutes, and the players and consoles connected to them are told. Time comes
 * from the app's clock, so the dev clock moves it too. Ticks never overlap.
 */
export class ChatIdleJob {
  private running: Promise<void> | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(
    private readonly hub: ChatHub,
    private readonly idleMinutes: number,
  ) {}

  tick(): Promise<void> {
    this.running ??= this.hub.closeIdle(this.idleMinutes * MINUTE).finally(() => {
      this.running = null;
    });
    return this.running;
  }

  start(): void {
    this.timer = setInterval(() => {
      this.tick().catch((error: unknown) => console.error('[platform] chat idle job failed:', error));
    }, TICK_MS);
    this.timer.unref();
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
