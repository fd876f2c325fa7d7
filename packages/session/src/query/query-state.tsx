import { useTranslation } from '@marquee/i18n';
import { ErrorState, Spinner } from '@marquee/ui-kit';
import type { UseQueryResult } from '@tanstack/react-query';
import { useErrorText } from '../errors/use-error-text';

interface QueryStateProps {
  query: UseQueryResult<unknown>;
  /** The failure's heading level: h2 for a page's only content, h3 for a section of a page. */
  headingLevel?: 'h2' | 'h3';
}

/**
 * A query's loading or failed state, with the translated cause and a retry; null once it has data
 * (and while a disabled query waits for its input).
 */
export function QueryState({ query, headingLevel = 'h2' }: QueryStateProps) {
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
        headingLevel={headingLevel}
      />
    );
  return null;
}
