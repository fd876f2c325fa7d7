import { api, type SetPasswordByEmailRequest, type SetPasswordByEmailResponse } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';

/** The email reset's second half (the mailed code); the caller logs in with the new password afterwards. */
export function useSetPasswordByEmailMutation(): UseMutationResult<
  SetPasswordByEmailResponse,
  Error,
  SetPasswordByEmailRequest
> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: SetPasswordByEmailRequest) => client.call(api.member.setPasswordByEmail, input),
  });
}
