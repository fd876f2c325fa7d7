import { api, memberKeys } from '@marquee/api-client';
import { useLanguageStore } from '@marquee/i18n';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The platform's deposit channels, named in the player's language (asked again when it changes). */
export function useDepositChannelsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  const language = useLanguageStore((state) => state.current);
  return useQuery({
    queryKey: memberKeys.depositChannels(language),
    queryFn: ({ signal }) => client.call(api.deposit.channels, { language }, { signal }),
    enabled: Boolean(token),
  });
}
