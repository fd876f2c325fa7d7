import { api } from '@marquee/api-client';
import type { LanguageCode } from '@marquee/i18n';
import { useApiClient } from '@marquee/session';
import { useCallback } from 'react';

/**
 * Tells the platform the player's language so server-side texts follow it. Best effort: the
 * switch has already happened locally, so a failed call is not worth interrupting the player, and
 * nothing on screen waits for it. A plain call rather than a TanStack mutation: the header is on
 * every first visit, and a mutation here put the mutation observer into the vendor chunk (0.9 KB).
 */
export function useNotifyLanguage(): (language: LanguageCode) => void {
  const client = useApiClient();
  return useCallback(
    (language: LanguageCode) => {
      client.call(api.member.language, { language }).catch(() => undefined);
    },
    [client],
  );
}
