import { api, type CaptchaResponse } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

const captchaQueryKey = ['auth', 'captcha'] as const;

/**
 * A captcha is single-use: it is never cached, never shared between mounts and never refetched
 * behind the player's back (a silent refetch would invalidate what they are typing).
 */
export function useCaptchaQuery(enabled = true): UseQueryResult<CaptchaResponse> {
  const client = useApiClient();
  return useQuery({
    queryKey: captchaQueryKey,
    queryFn: ({ signal }) => client.call(api.captcha, undefined, { signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
  });
}
