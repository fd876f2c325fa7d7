import { api, type LoginRequest, type LoginResponse } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/** Password login (username + password, captcha fields when asked). */
export function useLoginMutation(): UseMutationResult<LoginResponse, Error, LoginRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: LoginRequest) => completeLogin(await client.call(api.session.login, input)),
  });
}
