import { useState } from 'react';
import { useInterval } from '../hooks/use-interval';
import { cx } from '../utils/cx';
import { DATE_TIME_FORMAT, formatDateTime } from './format-date-time';

export interface ClockProps {
  /** Time source; inject a fixed one in tests and stories. */
  now?: () => Date;
  /** dayjs format string. */
  format?: string;
  className?: string;
}

const systemNow = () => new Date();

export function Clock({ now = systemNow, format = DATE_TIME_FORMAT, className }: ClockProps) {
  const [date, setDate] = useState(now);
  useInterval(() => setDate(now()), 1000);
  return (
    <time dateTime={date.toISOString()} className={cx('mq-clock', className)}>
      {formatDateTime(date, format)}
    </time>
  );
}
