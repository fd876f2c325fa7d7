import { api, type LoginResponse, type RegisterMobileRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/** Registration by mobile number (MOBILENUMREG3); signs the new account in like a login. */
export function useRegisterMobileMutation(): UseMutationResult<LoginResponse, Error, RegisterMobileRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: RegisterMobileRequest) =>
      completeLogin(await client.call(api.member.registerMobile, input)),
  });
}
