import { useTranslation } from '@marquee/i18n';

/** The records pager's texts; `ariaLabel` names which record it pages. */
export function usePagerLabels(ariaLabel: string) {
  const { t } = useTranslation();
  return {
    previousLabel: t('mcrec_previous_page'),
    nextLabel: t('mcrec_next_page'),
    pageLabel: (page: number) => t('mcrec_page', { page }),
    ariaLabel,
  };
}
