import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { formatDateTime } from '@marquee/ui-kit';
import { PHONE_QUERY } from '../layout/phone/phone-query';

/**
 * Makes the header clock's date formatter in a task of its own, run while the first screen's data
 * are in flight: the page's first date formatter with a time zone loads the zone data, tens of
 * milliseconds on a phone that otherwise land in the app's first render, one long task with it.
 * The clock then finds its formatter made (ui-kit keeps one per language and zone).
 * A phone shows no clock (the header leaves it out there), so it never pays for the zone data at
 * start: at 4× CPU slowdown that task alone took 190 ms or more, all of it blocking time.
 */
export function warmDateFormat(locale: string): void {
  if (window.matchMedia(PHONE_QUERY).matches) return;
  setTimeout(() => formatDateTime(new Date(), { locale, timeZone: BRAND_TIME_ZONE }), 0);
}
