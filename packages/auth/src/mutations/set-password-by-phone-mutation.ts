import { api, type SetPasswordByPhoneRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';

/** Phone reset (CHNGPASSVERIF3); the caller logs in with the new password afterwards. */
export function useSetPasswordByPhoneMutation(): UseMutationResult<null, Error, SetPasswordByPhoneRequest> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: SetPasswordByPhoneRequest) => client.call(api.member.setPasswordByPhone, input),
  });
}
