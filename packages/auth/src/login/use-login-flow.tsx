import {
  type LoginResponse,
  type MemberInfo,
  memberKeys,
  type SecondFactorChallenge,
} from '@marquee/api-client';
import { useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useCallback, useState } from 'react';
import { useKnownPasswordStore } from '../change-password/known-password-store';
import { SecondFactorDialog } from '../second-factor/second-factor-dialog';

type Pending = { challenge: SecondFactorChallenge; password: string | undefined } | null;

export interface LoginFlow {
  /** hand every login-type answer here; `password` is what the player typed, if any */
  handle: (response: LoginResponse, password?: string) => void;
  /** the second-factor dialog, when one is due */
  dialogs: ReactNode;
}

/**
 * What follows a login answer: a second factor when the IP is unregistered; then, when
 * the platform holds the new session back for a first login or an expired password (with
 * PWDEXPFORCECHANGE3 on it answers firstTimeLogin or passwordExpired and the member info says the
 * change is pending), the player stays here under the shell's ForcedPasswordChange modal, which
 * is told the password just typed; otherwise straight to `onAuthenticated`.
 */
export function useLoginFlow(onAuthenticated: () => void): LoginFlow {
  const [pending, setPending] = useState<Pending>(null);
  const queryClient = useQueryClient();

  const handle = useCallback(
    (response: LoginResponse, password?: string) => {
      if (!response.token && response.needSecondFactor) {
        setPending({ challenge: response.needSecondFactor, password });
        return;
      }
      setPending(null);
      // useCompleteLogin put the new session's member info in the cache before handing us the answer
      const member = queryClient.getQueryData<MemberInfo>(memberKeys.info());
      if (member?.passwordChangePending) {
        useKnownPasswordStore.getState().remember(password);
        return;
      }
      onAuthenticated();
    },
    [queryClient, onAuthenticated],
  );

  const dialogs: ReactNode = pending ? (
    <SecondFactorDialog
      open
      challenge={pending.challenge}
      onDone={(response) => handle(response, pending.password)}
      onCancel={() => setPending(null)}
    />
  ) : null;
  return { handle, dialogs };
}
