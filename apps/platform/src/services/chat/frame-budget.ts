/**
 * A token bucket of one connection's frames: `burst` at once, refilled at `perSecond`. A client
 * that keeps sending past it is flooding, and `overrun` tells when to close it. It lives with the
 * socket, on its instance; what counts over every instance is in the database.
 */
export class FrameBudget {
  #tokens: number;
  #at: number;
  #refused = 0;

  constructor(
    private readonly burst: number,
    private readonly perSecond: number,
    private readonly now: () => number = () => performance.now(),
  ) {
    this.#tokens = burst;
    this.#at = now();
  }

  /** Takes one frame's token; false when the bucket is empty. */
  take(): boolean {
    const now = this.now();
    this.#tokens = Math.min(this.burst, this.#tokens + ((now - this.#at) / 1000) * this.perSecond);
    this.#at = now;
    if (this.#tokens >= 1) {
      this.#tokens -= 1;
      this.#refused = 0;
      return true;
    }
    this.#refused += 1;
    return false;
  }

  /** Refused this many times in a row: the client does not back off. */
  get overrun(): boolean {
    return this.#refused > this.burst;
  }
}
