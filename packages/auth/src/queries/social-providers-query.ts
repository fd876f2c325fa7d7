import { api, type SocialProvider } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseQueryResult, useQuery } from '@tanstack/react-query';

const socialProvidersQueryKey = ['auth', 'social-providers'] as const;

/** The social sign-ins the brand offers; an empty list hides the section. */
export function useSocialProvidersQuery(): UseQueryResult<SocialProvider[]> {
  const client = useApiClient();
  return useQuery({
    queryKey: socialProvidersQueryKey,
    queryFn: ({ signal }) => client.call(api.session.socialProviders, undefined, { signal }),
    staleTime: Number.POSITIVE_INFINITY,
  });
}
