import { api, encryptPayload, type FreePlayRequest, type LoginResponse } from '@marquee/api-client';
import { useApiClient } from '@marquee/session';
import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import { useCompleteLogin } from './use-complete-login';

interface NavigatorWithUaData extends Navigator {
  userAgentData?: { platform?: string };
}

/** The operating system the platform records for the guest; never empty. */
function detectOs(nav: Navigator | undefined = globalThis.navigator): string {
  const withUaData = nav as NavigatorWithUaData | undefined;
  return withUaData?.userAgentData?.platform || nav?.platform || 'unknown';
}

/** 16 random bytes as hex: unguessable, so one guest cannot take over another's trial account. */
function randomGuestString(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function buildFreePlayRequest(payloadKey: string): FreePlayRequest {
  return {
    os: detectOs(),
    platform: 'W',
    // The contract leaves this endpoint unencrypted and asks the caller to encipher the random part.
    random: encryptPayload(randomGuestString(), payloadKey),
    gatewayVersion: 3,
  };
}

/** One-click free play (FREEPLAY3): signs in a trial account (isAgent 4). */
export function useFreePlayMutation(): UseMutationResult<LoginResponse, Error, void> {
  const client = useApiClient();
  const completeLogin = useCompleteLogin();
  return useMutation({
    mutationFn: async () =>
      completeLogin(await client.call(api.session.freePlay, buildFreePlayRequest(client.config.payloadKey))),
  });
}
