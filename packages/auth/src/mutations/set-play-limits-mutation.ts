import { type PlayLimitsResponse, playSafeApi, type SetPlayLimitsRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';

/**
 * The play limits chosen at registration, set in one play-safe call with the new account's token:
 * all of them or none (first limits apply at once).
 */
export function useSetPlayLimitsMutation(): UseMutationResult<
  PlayLimitsResponse,
  Error,
  SetPlayLimitsRequest
> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: SetPlayLimitsRequest) => client.call(playSafeApi.setLimits, request),
  });
}
