import { securityApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { securityKeys } from './security-keys';

export function useBankAccountsQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: securityKeys.bankAccounts(),
    queryFn: ({ signal }) => client.call(securityApi.bankAccounts, undefined, { signal }),
    enabled: Boolean(token),
  });
}
