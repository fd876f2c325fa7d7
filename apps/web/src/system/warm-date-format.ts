import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { formatDateTime } from '@marquee/ui-kit';

/**
 * Makes the header clock's date formatter in a task of its own, run while the first screen's data
 * are in flight: the page's first date formatter with a time zone loads the zone data, tens of
 * milliseconds on a phone that otherwise land in the app's first render, one long task with it.
 * The clock then finds its formatter made (ui-kit keeps one per language and zone).
 */
export function warmDateFormat(locale: string): void {
  setTimeout(() => formatDateTime(new Date(), { locale, timeZone: BRAND_TIME_ZONE }), 0);
}
