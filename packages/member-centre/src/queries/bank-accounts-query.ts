import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

export function useBankAccountsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: memberKeys.bankAccounts(),
    queryFn: ({ signal }) => client.call(api.security.bankAccounts, undefined, { signal }),
    enabled: Boolean(token),
  });
}
