import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { formatDate, formatDateTime, formatDay } from '@marquee/ui-kit';
import { useMemo } from 'react';

/** How every page writes a moment: one date and one date-time format per language. */
interface Dates {
  /** the player's language's BCP-47 tag */
  locale: string;
  /** the brand's zone, in which every day of the site runs */
  timeZone: string;
  /** a moment's date ("Nov 29, 2026") */
  date: (at: string | Date) => string;
  /** a moment's date and time ("Nov 29, 2026, 1:05 AM") */
  dateTime: (at: string | Date) => string;
  /** a brand day (YYYY-MM-DD) as a date */
  day: (day: string) => string;
}

/**
 * The site's dates in the player's language and the brand's time zone, so a list filtered to the
 * brand's "today" shows today's date on a device set to any zone.
 */
export function useDates(): Dates {
  const { i18n } = useTranslation();
  const locale = i18n.language;
  return useMemo(() => {
    const options = { locale, timeZone: BRAND_TIME_ZONE };
    return {
      locale,
      timeZone: BRAND_TIME_ZONE,
      date: (at) => formatDate(at, options),
      dateTime: (at) => formatDateTime(at, options),
      day: (day) => formatDay(day, locale),
    };
  }, [locale]);
}
