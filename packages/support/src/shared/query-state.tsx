import { useTranslation } from '@marquee/i18n';
import { useErrorText } from '@marquee/session';
import { ErrorState, Spinner } from '@marquee/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';

/** A query's loading or failed state; null once it has data. */
export function QueryState({ query }: { query: UseQueryResult<unknown> }) {
  const { t } = useTranslation();
  const errorText = useErrorText();
  if (query.isPending && query.fetchStatus !== 'idle') return <Spinner label={t('loading')} />;
  if (query.isError)
    return (
      <ErrorState
        title={t('load_failed')}
        message={errorText(query.error)}
        retryLabel={t('retry')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
        headingLevel="h2"
      />
    );
  return null;
}
