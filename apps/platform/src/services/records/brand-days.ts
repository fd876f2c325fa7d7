import { BRAND_WITHDRAWAL } from '../../reference/brand';

/** The brand's time zone (IANA name): its calendar days are the records' days. */
export const BRAND_ZONE = BRAND_WITHDRAWAL.timeZone;

const dayFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: BRAND_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The brand's calendar day holding `now`, YYYY-MM-DD: the records' ranges are brand days. */
export function brandToday(now: Date): string {
  return dayFormat.format(now);
}

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BRAND_ZONE,
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
  hourCycle: 'h23',
});

/** The instant the brand day `day` (YYYY-MM-DD) starts, from the zone's offset on that day. */
export function brandDayStart(day: string): Date {
  const guess = Date.parse(`${day}T00:00:00Z`);
  const parts = wallFormat.formatToParts(new Date(guess));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return new Date(guess - (wall - guess));
}
