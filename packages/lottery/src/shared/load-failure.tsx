import { useTranslation } from '@marquee/i18n';
import { ErrorState } from '@marquee/ui-kit';

/** A list that did not load, with its retry. */
export function LoadFailure({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('lottery_load_failed')}
      message={t('network_error')}
      retryLabel={t('retry')}
      onRetry={onRetry}
      headingLevel="h3"
    />
  );
}
