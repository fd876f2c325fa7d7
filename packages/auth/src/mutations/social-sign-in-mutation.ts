import { api, type SocialSignInRequest, type SocialSignInResponse } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

/**
 * The first call once the provider answered: an identity already bound to an account signs
 * straight in (the session starts here); a new one comes back `linked: false` for the player to
 * link or register.
 */
export function useSocialSignInMutation(): UseMutationResult<
  SocialSignInResponse,
  Error,
  SocialSignInRequest
> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async (input: SocialSignInRequest): Promise<SocialSignInResponse> => {
      const answer = await client.call(api.session.socialSignIn, input);
      return answer.linked ? { linked: true, login: await completeLogin(answer.login) } : answer;
    },
  });
}
