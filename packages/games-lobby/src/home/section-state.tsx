import { useTranslation } from '@marquee/i18n';
import { EmptyState, ErrorState, Spinner } from '@marquee/ui-kit';
import { type ReactNode, useDeferredValue } from 'react';

export interface SectionStateProps {
  pending: boolean;
  error: boolean;
  onRetry: () => void;
  retrying?: boolean;
  empty: boolean;
  emptyText: string;
  children: ReactNode;
}

/** A section's list while it loads, when it fails (with retry), when it is empty, and when it is in. */
export function SectionState({
  pending,
  error,
  onRetry,
  retrying = false,
  empty,
  emptyText,
  children,
}: SectionStateProps) {
  const { t } = useTranslation();
  const stillPending = useDeferredValue(pending);
  if (stillPending) return <Spinner label={t('loading_games')} />;
  if (error)
    return (
      <ErrorState
        title={t('load_failed')}
        message={t('games_load_failed')}
        retryLabel={t('retry')}
        retrying={retrying}
        onRetry={onRetry}
        headingLevel="h3"
      />
    );
  if (empty) return <EmptyState title={emptyText} headingLevel="h3" />;
  return <>{children}</>;
}
