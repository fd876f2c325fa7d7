// A module of its own, apart from the records' rules: the shell's first screen asks the brand's day,
// and a bundle takes a module whole.

/**
 * The brand's time zone: its days (the records' ranges, the daily withdrawal limits) run from
 * midnight to midnight there, for the platform and for every device whatever its own zone.
 */
export const BRAND_TIME_ZONE = 'Asia/Manila';

// Made on first use, not when the module loads: the page's first date formatter with a time zone
// loads the zone data (the largest piece of the app's start, in the task that runs its code),
// and only the records and the agent centre ask the brand's day.
let brandDayFormat: Intl.DateTimeFormat | undefined;

/** The brand's calendar day holding `now`, YYYY-MM-DD (en-CA writes dates that way). */
export function brandToday(now: Date = new Date()): string {
  brandDayFormat ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: BRAND_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  });
  return brandDayFormat.format(now);
}
