import { api, type ForgotPasswordEmailRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';

/** Sent form-encoded; the platform mails a reset link to the bound address. */
export function useForgotPasswordEmailMutation(): UseMutationResult<null, Error, ForgotPasswordEmailRequest> {
  const client = useApiClient();
  return useMutation({
    mutationFn: (input: ForgotPasswordEmailRequest) => client.call(api.member.forgotPasswordEmail, input),
  });
}
