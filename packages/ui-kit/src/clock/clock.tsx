import { useState } from 'react';
import { formatDateTime } from '../dates/format-date';
import { useInterval } from '../hooks/use-interval';
import { cx } from '../utils/cx';

export interface ClockProps {
  /** Time source; inject a fixed one in tests and stories. */
  now?: () => Date;
  /** BCP-47 tag of the player's language. */
  locale?: string | undefined;
  /** The brand's IANA zone: the clock shows the brand's time, as every date of the site does. */
  timeZone: string;
  className?: string;
}

const systemNow = () => new Date();

/** The date and time as every date-time of the site is written, kept current. */
export function Clock({ now = systemNow, locale, timeZone, className }: ClockProps) {
  const [date, setDate] = useState(now);
  useInterval(() => setDate(now()), 1000);
  return (
    <time dateTime={date.toISOString()} className={cx('mq-clock', className)}>
      {formatDateTime(date, { locale, timeZone })}
    </time>
  );
}
