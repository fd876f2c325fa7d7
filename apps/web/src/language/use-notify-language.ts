import { firstVisitApi } from '@marquee/api-client';
import type { LanguageCode } from '@marquee/i18n';
import { useApiClient } from '@marquee/session';
import { useMutation } from '@tanstack/react-query';
import { useCallback } from 'react';

/**
 * Tells the platform the player's language so server-side texts follow it. Best effort:
 * the switch has already happened locally, so a failed call is not worth interrupting the player.
 */
export function useNotifyLanguage(): (language: LanguageCode) => void {
  const client = useApiClient();
  const { mutate } = useMutation({
    mutationFn: (language: LanguageCode) => client.call(firstVisitApi.memberLanguage, { language }),
  });
  return useCallback((language: LanguageCode) => mutate(language), [mutate]);
}
