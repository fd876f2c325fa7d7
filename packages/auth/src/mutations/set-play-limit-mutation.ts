import { type PlayLimitsResponse, playSafeApi, type SetPlayLimitRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';

/**
 * The play limit chosen at registration, set by the same play-safe call as the member centre's
 * limits page, with the new account's token: a first limit applies at once.
 */
export function useSetPlayLimitMutation(): UseMutationResult<PlayLimitsResponse, Error, SetPlayLimitRequest> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (request: SetPlayLimitRequest) => client.call(playSafeApi.setLimit, request),
  });
}
