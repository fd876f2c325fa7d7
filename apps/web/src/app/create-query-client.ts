import { isApiError } from '@marquee/api-client';
import { QueryClient } from '@tanstack/react-query';

/** Failures another attempt cannot fix: the platform said no, or the session is gone. */
export function isRetryable(error: unknown): boolean {
  return !(isApiError(error) && (error.kind === 'session-expired' || error.kind === 'envelope'));
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // Brand settings, banners and notices change rarely; a minute avoids refetch storms on navigation.
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: (failureCount, error) => failureCount < 1 && isRetryable(error),
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  });
}
