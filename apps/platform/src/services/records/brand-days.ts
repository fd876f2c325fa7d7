import { BRAND_TIME_ZONE } from '@marquee/api-client/contract';

const wallFormat = new Intl.DateTimeFormat('en-US', {
  timeZone: BRAND_TIME_ZONE,
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
