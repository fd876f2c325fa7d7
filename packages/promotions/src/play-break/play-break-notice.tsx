import type { PlayExclusion } from '@marquee/api-client';
import { useTranslation } from '@marquee/i18n';
import { useDates } from '@marquee/session';
import { EmptyState } from '@marquee/ui-kit';

/**
 * In place of offers, for a member on a time-out or self-exclusion: no promotion is offered while
 * the account is closed to play (the platform refuses them too), and the notice says until when.
 */
export function PlayBreakNotice({ exclusion }: { exclusion: PlayExclusion }) {
  const { t } = useTranslation();
  const dates = useDates();
  return (
    <EmptyState
      title={t('promo_break_title')}
      description={
        exclusion.opensAt === null
          ? t('promo_break_reopen')
          : t('promo_break_until', { until: dates.dateTime(exclusion.opensAt) })
      }
    />
  );
}
