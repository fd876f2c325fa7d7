import { errorTexts, lazyFeature, sharedTexts } from '@marquee/i18n';
import { useSessionToken } from '@marquee/session';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect } from 'react';
import { authTexts } from '../texts';
import { useKnownPasswordStore } from './known-password-store';
import { usePasswordChangePending } from './use-password-change-pending';

// The form brings formik and yup along; the shell mounts this on every route, and almost no visit
// needs it, so the modal loads only when the platform says a change is pending.
const ChangePasswordModal = lazyFeature(
  () => import('./change-password-modal').then((module) => ({ default: module.ChangePasswordModal })),
  null,
  [authTexts, sharedTexts, errorTexts],
);

export interface ForcedPasswordChangeProps {
  /** the change is done and the member info reloaded: the shell goes home */
  onDone: () => void;
}

/**
 * The forced change-password modal, open whenever the platform holds the session back
 * for a first login or an expired password: right after such a login, and again after a reload
 * or on any route, until the password is changed. The shell mounts it once, around every route.
 */
export function ForcedPasswordChange({ onDone }: ForcedPasswordChangeProps) {
  const token = useSessionToken();
  const pending = usePasswordChangePending();
  const knownOldPassword = useKnownPasswordStore((state) => state.password);
  const queryClient = useQueryClient();

  // a sign-out or an expiry abandons the change: the password typed for it goes too
  useEffect(() => {
    if (!token) useKnownPasswordStore.getState().forget();
  }, [token]);

  const done = useCallback(() => {
    useKnownPasswordStore.getState().forget();
    // what the platform refused while the change was pending (403) can load now
    void queryClient.refetchQueries({ predicate: (query) => query.state.status === 'error' });
    onDone();
  }, [queryClient, onDone]);

  if (!pending) return null;
  return <ChangePasswordModal open forced knownOldPassword={knownOldPassword ?? undefined} onDone={done} />;
}
