import { withdrawalApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { withdrawalKeys } from './withdrawal-keys';

export function useWithdrawalInfoQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: withdrawalKeys.info(),
    queryFn: ({ signal }) => client.call(withdrawalApi.info, undefined, { signal }),
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
  });
}
