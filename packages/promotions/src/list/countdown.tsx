import { useTranslation } from '@marquee/i18n';
import { useInterval } from '@marquee/ui-kit';
import { useState } from 'react';

const SECOND = 1000;

function partsUntil(startsAt: string, now: number) {
  const left = Math.max(0, Math.floor((Date.parse(startsAt) - now) / SECOND));
  return {
    days: Math.floor(left / 86_400),
    hours: Math.floor((left % 86_400) / 3_600),
    minutes: Math.floor((left % 3_600) / 60),
    seconds: left % 60,
  };
}

/**
 * The time left until a promotion starts, ticking each second. It is not a live region: a screen
 * reader reads it when reached, rather than every second.
 */
export function Countdown({ startsAt }: { startsAt: string }) {
  const { t } = useTranslation();
  const [now, setNow] = useState(() => Date.now());
  const parts = partsUntil(startsAt, now);
  const done = parts.days + parts.hours + parts.minutes + parts.seconds === 0;
  useInterval(() => setNow(Date.now()), done ? null : SECOND);
  return (
    <p className="mq-promo-countdown">
      <time dateTime={startsAt}>{t('promo_countdown', parts)}</time>
    </p>
  );
}
