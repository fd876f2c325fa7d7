import type { LoginResponse, SecondFactorChallenge } from '@marquee/api-client';
import { type ReactNode, useCallback, useState } from 'react';
import { ChangePasswordModal } from '../change-password/change-password-modal';
import { type AuthFeatures, hasFeature } from '../features/auth-features';
import { SecondFactorDialog } from '../second-factor/second-factor-dialog';

type Pending =
  | { kind: 'second-factor'; challenge: SecondFactorChallenge; password: string | undefined }
  | { kind: 'forced-change'; password: string | undefined }
  | null;

export interface LoginFlow {
  /** hand every login-type answer here; `password` is what the player typed, if any */
  handle: (response: LoginResponse, password?: string) => void;
  /** the second-factor dialog or the forced change-password modal, when one is due */
  dialogs: ReactNode;
}

/**
 * What follows a login answer (spec §4): a second factor when the IP is unregistered, a forced
 * password change after a first login or an expired password when PWDEXPFORCECHANGE3 is on, and
 * otherwise straight to `onAuthenticated`.
 */
export function useLoginFlow(features: AuthFeatures | undefined, onAuthenticated: () => void): LoginFlow {
  const [pending, setPending] = useState<Pending>(null);

  const handle = useCallback(
    (response: LoginResponse, password?: string) => {
      if (!response.token && response.needSecondFactor) {
        setPending({ kind: 'second-factor', challenge: response.needSecondFactor, password });
        return;
      }
      if (
        hasFeature(features, 'PWDEXPFORCECHANGE3') &&
        (response.firstTimeLogin || response.passwordExpired)
      ) {
        setPending({ kind: 'forced-change', password });
        return;
      }
      setPending(null);
      onAuthenticated();
    },
    [features, onAuthenticated],
  );

  let dialogs: ReactNode = null;
  if (pending?.kind === 'second-factor') {
    dialogs = (
      <SecondFactorDialog
        open
        challenge={pending.challenge}
        onDone={(response) => handle(response, pending.password)}
        onCancel={() => setPending(null)}
      />
    );
  } else if (pending?.kind === 'forced-change') {
    dialogs = (
      <ChangePasswordModal
        open
        forced
        knownOldPassword={pending.password}
        onDone={() => {
          setPending(null);
          onAuthenticated();
        }}
      />
    );
  }
  return { handle, dialogs };
}
