import { api, type LoginResponse, type SecondFactorRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/** Answers the unregistered-IP challenge of a login; the token arrives with this answer. */
export function useSecondFactorMutation(): UseMutationResult<LoginResponse, Error, SecondFactorRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: SecondFactorRequest) =>
      completeLogin(await client.call(api.verification.unregisteredIp, input)),
  });
}
