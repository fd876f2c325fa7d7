import { api, type LoginResponse, type SocialCompleteRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/** Links the social identity to an existing account or registers a new one, then signs in. */
export function useSocialCompleteMutation(): UseMutationResult<LoginResponse, Error, SocialCompleteRequest> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: SocialCompleteRequest) =>
      completeLogin(await client.call(api.session.socialComplete, input)),
  });
}
