import { api, type LoginRequest, type LoginResponse } from '@marquee/api-client';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useApiClient } from '../api/api-client-context';
import { useCompleteLogin } from './use-complete-login';

/** Password login (username + password, captcha fields when asked). */
export function useLoginMutation(): UseMutationResult<LoginResponse, Error, LoginRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: LoginRequest) => completeLogin(await client.call(api.session.login, input)),
  });
}
