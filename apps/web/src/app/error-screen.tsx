import { useTranslation } from '@marquee/i18n';
import { ErrorState } from '@marquee/ui-kit';
import { reloadPage } from './reload-page';

/** Browsers word a failed dynamic import differently; all of them mention the module or chunk. */
function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /dynamically imported module|importing a module script|chunk/i.test(error.message)
  );
}

/**
 * What the player sees instead of a blank page when rendering or loading code fails. Reloading
 * is the retry: it fetches the current build, which also heals a chunk removed by a deploy.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className="app-status-page" role="alert">
      <ErrorState
        title={t('load_failed')}
        message={t(isChunkLoadError(error) ? 'network_error' : 'unknown_error')}
        retryLabel={t('retry')}
        onRetry={reloadPage}
      />
    </div>
  );
}
