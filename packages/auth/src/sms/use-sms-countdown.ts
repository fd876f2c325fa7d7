import { canResendSms, smsCountdownSeconds } from '@marquee/api-client';
import { useCallback, useEffect, useState } from 'react';

export interface SmsCountdown {
  secondsLeft: number;
  canResend: boolean;
  /** starts (or restarts) the countdown from the SMS answer and the measured round trip */
  start: (expiredMinutes: number | null | undefined, roundTripMs?: number) => void;
  reset: () => void;
}

const TICK_MS = 1000;

/**
 * The resend countdown of every SMS code button. Seconds are derived from a deadline
 * rather than decremented, so a background tab whose timers were throttled still shows the truth.
 */
export function useSmsCountdown(): SmsCountdown {
  const [deadline, setDeadline] = useState<number | null>(null);
  const [secondsLeft, setSecondsLeft] = useState(0);

  const start = useCallback((expiredMinutes: number | null | undefined, roundTripMs = 0) => {
    const seconds = smsCountdownSeconds(expiredMinutes, roundTripMs);
    setSecondsLeft(seconds);
    setDeadline(seconds > 0 ? Date.now() + seconds * 1000 : null);
  }, []);

  const reset = useCallback(() => {
    setSecondsLeft(0);
    setDeadline(null);
  }, []);

  useEffect(() => {
    if (deadline === null) return;
    const timer = setInterval(() => {
      const left = Math.max(0, Math.ceil((deadline - Date.now()) / 1000));
      setSecondsLeft(left);
      if (left === 0) setDeadline(null);
    }, TICK_MS);
    return () => clearInterval(timer);
  }, [deadline]);

  return { secondsLeft, canResend: canResendSms(secondsLeft), start, reset };
}
