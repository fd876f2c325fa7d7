import { useTranslation } from '@marquee/i18n';

/**
 * The translated labels of ui-kit's `Pagination` (which takes strings, knowing no i18n), so every
 * paged list says "previous", "next" and "page N" the same way. `ariaLabel` names the navigation
 * when a screen has more than one paged list.
 */
export function usePageLabels(ariaLabel?: string) {
  const { t } = useTranslation();
  return {
    previousLabel: t('previous'),
    nextLabel: t('next'),
    pageLabel: (page: number) => t('page_n', { page }),
    ariaLabel: ariaLabel ?? t('pagination'),
  };
}
