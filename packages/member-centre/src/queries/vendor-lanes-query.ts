import { api, vendorKeys } from '@marquee/api-client';
import { useApiClient, useSessionStore } from '@marquee/session';
import { useQuery } from '@tanstack/react-query';

/** The brand's vendors by category: the betting record's vendor filter offers them. */
export function useVendorLanesQuery() {
  const client = useApiClient();
  const merchantCode = useSessionStore((state) => state.merchantCode) ?? '';
  return useQuery({
    queryKey: vendorKeys.lanes(merchantCode),
    queryFn: ({ signal }) => client.call(api.games.vendors, { merchantCode }, { signal }),
    select: (response) => response.data.lanes,
  });
}
