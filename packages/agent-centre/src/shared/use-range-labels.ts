import { useTranslation } from '@marquee/i18n';
import { useMemo } from 'react';

/** The date-range picker's texts in the player's language. */
export function useRangeLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      legend: t('ac_range'),
      from: t('ac_from'),
      to: t('ac_to'),
      presets: {
        today: t('ac_preset_today'),
        yesterday: t('ac_preset_yesterday'),
        last7: t('ac_preset_last7'),
        last30: t('ac_preset_last30'),
        next7: t('ac_preset_last7'),
        next30: t('ac_preset_last30'),
      },
    }),
    [t],
  );
}
