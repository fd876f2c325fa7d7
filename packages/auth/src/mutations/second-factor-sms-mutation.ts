import { api, type SecondFactorSmsRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { SmsCodeResult } from './sms-code-mutation';

/** Sends the SMS code of an unregistered-IP challenge (again), timed for the resend countdown. */
export function useSecondFactorSmsMutation(): UseMutationResult<
  SmsCodeResult,
  Error,
  SecondFactorSmsRequest
> {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: SecondFactorSmsRequest) => {
      const started = performance.now();
      const { expiredMinutes } = await client.call(api.verification.unregisteredIpSms, input);
      return { expiredMinutes, roundTripMs: performance.now() - started };
    },
  });
}
