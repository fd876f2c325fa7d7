import { isTrialAccount } from '@marquee/api-client';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useLoginPath } from '../paths/login-path';
import { useSessionStore } from '../store/session-store';
import { useTrialWarningStore } from './trial-warning-store';

type LoginCheck = 'visitor' | 'trial' | 'member';

/** Who is asking, from the session store alone (no network). */
function currentLoginCheck(): LoginCheck {
  const { token, isAgent } = useSessionStore.getState();
  if (!token) return 'visitor';
  return isTrialAccount(isAgent) ? 'trial' : 'member';
}

/**
 * The login guard: `requireLogin(action)` runs the action for a member, sends a visitor
 * to the login page and shows a trial account the "need a real account" warning, running nothing for
 * either. Returns whether the action ran.
 */
export function useRequireLogin(): (action?: () => void) => boolean {
  const navigate = useNavigate();
  const loginPath = useLoginPath();
  return useCallback(
    (action?: () => void) => {
      const check = currentLoginCheck();
      if (check === 'visitor') {
        void navigate(loginPath);
        return false;
      }
      if (check === 'trial') {
        useTrialWarningStore.getState().show();
        return false;
      }
      action?.();
      return true;
    },
    [navigate, loginPath],
  );
}
