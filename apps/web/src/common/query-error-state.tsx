import { useTranslation } from '@marquee/i18n';
import { ErrorState } from '@marquee/ui-kit';
import { errorMessageKey, serverMessageOf } from '../api/error-message-key';

export interface QueryErrorStateProps {
  error: unknown;
  onRetry: () => void;
  /** true while the retry is in flight */
  retrying?: boolean;
}

/** A failed load, explained in the player's language, with a retry. */
export function QueryErrorState({ error, onRetry, retrying = false }: QueryErrorStateProps) {
  const { t } = useTranslation();
  return (
    <ErrorState
      title={t('load_failed')}
      message={serverMessageOf(error) ?? t(errorMessageKey(error))}
      retryLabel={t('retry')}
      onRetry={onRetry}
      retrying={retrying}
    />
  );
}
