/**
 * The clock of the account rules: the configured `now` plus an offset that the dev route
 * POST /__dev/clock sets, so an e2e run can jump past an idle timeout without waiting.
 * One per app instance; every expiry is computed from it, never from the database's now().
 */
export class Clock {
  offsetMs = 0;

  constructor(private readonly base: () => Date) {}

  now(): Date {
    return new Date(this.base().getTime() + this.offsetMs);
  }

  /** now plus `ms` */
  in(ms: number): Date {
    return new Date(this.now().getTime() + ms);
  }

  /** now minus `ms` */
  ago(ms: number): Date {
    return new Date(this.now().getTime() - ms);
  }
}

export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
