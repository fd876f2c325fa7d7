import { api, type LoginByCodeRequest, type LoginResponse } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/** Login with an SMS code (MOBILEVERCODELOGIN3). */
export function useLoginByCodeMutation(): UseMutationResult<LoginResponse, Error, LoginByCodeRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: LoginByCodeRequest) =>
      completeLogin(await client.call(api.session.loginByCode, input)),
  });
}
