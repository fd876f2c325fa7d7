import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useDepositChannelsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.depositChannels(),
    queryFn: ({ signal }) => client.call(api.deposit.channels, undefined, { signal }),
    enabled: Boolean(token),
  });
}
