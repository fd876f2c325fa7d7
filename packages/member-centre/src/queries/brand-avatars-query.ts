import { securityApi } from '@marquee/api-client';
import { useLanguageStore } from '@marquee/i18n';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { securityKeys } from './security-keys';

/** The brand's avatars a member chooses from, named in the player's language (asked again when it changes). */
export function useBrandAvatarsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  const language = useLanguageStore((state) => state.current);
  return useQuery({
    queryKey: securityKeys.avatars(language),
    queryFn: ({ signal }) => client.call(securityApi.avatars, { language }, { signal }),
    enabled: Boolean(token),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
