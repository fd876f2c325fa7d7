import { useTranslation } from '@marquee/i18n';
import { useMemo } from 'react';

/** The date-range picker's texts in the player's language. */
export function useRangeLabels() {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      legend: t('mcrec_range'),
      from: t('mcrec_from'),
      to: t('mcrec_to'),
      presets: {
        today: t('mcrec_preset_today'),
        yesterday: t('mcrec_preset_yesterday'),
        last7: t('mcrec_preset_last7'),
        last30: t('mcrec_preset_last30'),
        next7: t('mcrec_preset_next7'),
        next30: t('mcrec_preset_next30'),
      },
    }),
    [t],
  );
}
