import { api, memberKeys } from '@marquee/api-client';
import { useApiClient, useSessionToken } from '@marquee/session';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

/**
 * The header's VIP label comes from the member info, fetched once per session: when a page shows
 * a level above it (the player rank page, a level-up message) the member info is fetched again.
 * Level 1 needs no label, so a page showing only level 1 reads nothing.
 */
export function useVipLabelSync(level: number | undefined): void {
  const client = useApiClient();
  const token = useSessionToken();
  const queryClient = useQueryClient();
  const info = useQuery({
    queryKey: memberKeys.info(),
    queryFn: ({ signal }) => client.call(api.member.info, undefined, { signal }),
    enabled: Boolean(token) && level !== undefined && level > 1,
  });
  const held = info.data ? (info.data.clubLabel?.rankLevel ?? 1) : undefined;
  useEffect(() => {
    if (level !== undefined && held !== undefined && level > held)
      void queryClient.invalidateQueries({ queryKey: memberKeys.info() });
  }, [level, held, queryClient]);
}
