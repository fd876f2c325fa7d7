import { api, type ChangePasswordRequest, memberKeys } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation, useQueryClient } from '@tanstack/react-query';

/** After a change the member info reloads, which also clears the expired-password state. */
export function useChangePasswordMutation(): UseMutationResult<null, Error, ChangePasswordRequest> {
  const client = useApiClient();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChangePasswordRequest) => client.call(api.member.changePassword, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: memberKeys.info() }),
  });
}
