import { useTranslation } from '@marquee/i18n';
import { ErrorState } from '@marquee/ui-kit';
import { isChunkLoadError, isChunkTimeout } from '../chunks/chunk-load-error';
import { reloadPage } from './reload-page';

export interface ErrorScreenProps {
  error: unknown;
  /** loads the failed part again without leaving the page */
  onRetry: () => void;
}

/**
 * What the player sees instead of a blank page when rendering or loading code fails. A chunk that
 * did not arrive (timed out, network, stylesheet) can be fetched again (retry) or the whole page
 * reloaded (refresh, which also heals a chunk removed by a deploy). Any other failure is a bug of
 * this build: reloading is its only retry.
 */
export function ErrorScreen({ error, onRetry }: ErrorScreenProps) {
  const { t } = useTranslation();
  const chunk = isChunkLoadError(error);
  const message = isChunkTimeout(error) ? 'timeout_error' : chunk ? 'network_error' : 'unknown_error';
  return (
    <div className="app-status-page" role="alert">
      <ErrorState
        title={t('load_failed')}
        message={t(message)}
        retryLabel={t('retry')}
        onRetry={chunk ? onRetry : reloadPage}
        {...(chunk ? { secondaryLabel: t('refresh_page'), onSecondary: reloadPage } : {})}
      />
    </div>
  );
}
