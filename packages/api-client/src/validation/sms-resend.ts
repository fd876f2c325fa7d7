/**
 * The SMS resend countdown: expiredMinutes (default 1) × 60 seconds, less half the
 * request's round trip. Half the round trip approximates the time the answer spent travelling
 * back, so the button frees up when the code's lifetime on the server ends rather than later.
 */
export const DEFAULT_SMS_EXPIRED_MINUTES = 1;

/**
 * Seconds left on the resend button, floored and never below 0. A missing, zero, negative or
 * non-numeric expiredMinutes falls back to the default; a negative or non-numeric round trip
 * counts as 0.
 */
export function smsCountdownSeconds(
  expiredMinutes: number | null | undefined = DEFAULT_SMS_EXPIRED_MINUTES,
  roundTripMs = 0,
): number {
  const minutes =
    typeof expiredMinutes === 'number' && Number.isFinite(expiredMinutes) && expiredMinutes > 0
      ? expiredMinutes
      : DEFAULT_SMS_EXPIRED_MINUTES;
  const roundTrip = Number.isFinite(roundTripMs) && roundTripMs > 0 ? roundTripMs : 0;
  // whole milliseconds first, so 60 000 − 150 floors to 59 without binary-fraction surprises
  const remainingMs = minutes * 60_000 - roundTrip / 2;
  return Math.max(0, Math.floor(remainingMs / 1000));
}

/** Resend is blocked while the countdown is above zero. */
export function canResendSms(secondsLeft: number): boolean {
  return !(secondsLeft > 0);
}

export const SMS_RESEND = Object.freeze({
  DEFAULT_EXPIRED_MINUTES: DEFAULT_SMS_EXPIRED_MINUTES,
  countdownSeconds: smsCountdownSeconds,
  canResend: canResendSms,
});
