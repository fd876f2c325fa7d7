import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { ErrorState } from '@marquee/ui-kit';

export interface QueryErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** true while the retry is in flight */
  retrying?: boolean;
}

/** A failed load, explained in the player's language, with a retry. */
export function QueryErrorState({ error, onRetry, retrying = false }: QueryErrorStateProps) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  return (
    <ErrorState
      title={t('load_failed')}
      message={errorText(error)}
      retryLabel={t('retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
