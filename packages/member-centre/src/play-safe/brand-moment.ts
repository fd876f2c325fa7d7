import { BRAND_TIME_ZONE } from '@marquee/api-client';
import { formatDateTime } from '@marquee/ui-kit';

/** An instant as the play safe pages write it: the brand's clock, the player's language. */
export const brandMoment = (at: string, locale: string | undefined) =>
  formatDateTime(at, { locale, timeZone: BRAND_TIME_ZONE });
