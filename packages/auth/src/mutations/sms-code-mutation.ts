import { api, type SmsCodeRequest } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';

/** noLogin: login by code and phone reset; register / registerMobile: the two registration forms. */
export type SmsCodeVariant = 'noLogin' | 'register' | 'registerMobile';

export interface SmsCodeResult {
  expiredMinutes: number;
  /** measured around the request; half of it is taken off the resend countdown */
  roundTripMs: number;
}

const ENDPOINTS = {
  noLogin: api.verification.smsNoLogin,
  register: api.verification.smsRegister,
  registerMobile: api.verification.smsRegisterMobile,
} as const;

export function useSmsCodeMutation(
  variant: SmsCodeVariant,
): UseMutationResult<SmsCodeResult, Error, SmsCodeRequest> {
  const client = useApiClient();
  return useMutation({
    mutationFn: async (input: SmsCodeRequest) => {
      const started = performance.now();
      const { expiredMinutes } = await client.call(ENDPOINTS[variant], input);
      return { expiredMinutes, roundTripMs: performance.now() - started };
    },
  });
}
