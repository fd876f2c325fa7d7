import { uplineTransferApi } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';
import { uplineTransferKeys } from './upline-transfer-keys';

export function useUplineTransferInfoQuery() {
  const client = useApiClient();
  const token = useSessionToken();
  return useQuery({
    queryKey: uplineTransferKeys.info(),
    queryFn: ({ signal }) => client.call(uplineTransferApi.info, undefined, { signal }),
    enabled: Boolean(token),
    refetchOnWindowFocus: 'always',
  });
}
