import { api, type LoginResponse, type RegisterRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/** Registration by username; the platform answers like a login, so the new account is signed in at once. */
export function useRegisterMutation(): UseMutationResult<LoginResponse, Error, RegisterRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: RegisterRequest) =>
      completeLogin(await client.call(api.member.register, input)),
  });
}
