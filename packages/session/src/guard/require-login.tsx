import { isTrialAccount } from '@marquee/api-client';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useLoginPath } from '../paths/login-path';
import { useSessionStore } from '../store/session-store';
import { useTrialWarningStore } from './trial-warning-store';

export interface RequireLoginProps {
  children?: ReactNode;
  /** what a trial account sees instead (the warning opens on top); nothing by default */
  trialFallback?: ReactNode;
  /** a page a trial account may see as well (it says itself what a trial account may not do there) */
  allowTrial?: boolean;
}

/**
 * Route variant of the login guard: visitors are redirected to the login page (which brings them
 * back), trial accounts warned (or let in, with `allowTrial`).
 * A session that ends while the page is open is not a visitor arriving: whoever ended it moves on
 * (logout goes home, an expiry to the login page), so the page only hides its content then. Redirecting
 * here too would race the logout's way home and win.
 */
export function RequireLogin({ children, trialFallback = null, allowTrial = false }: RequireLoginProps) {
  const loginPath = useLoginPath();
  const { pathname, search, hash } = useLocation();
  const from = `${pathname}${search}${hash}`;
  // one object per address: <Navigate> navigates again whenever its state changes identity
  const returnTo = useMemo(() => ({ from }), [from]);
  const token = useSessionStore((state) => state.token);
  // a new tab is being handed the session of another tab of the site: wait, do not send to login
  const handingOver = useSessionStore((state) => state.handingOver);
  // signed in at some point on this page: on arrival, or by a session another tab handed over
  const [wasSignedIn, setWasSignedIn] = useState(() => Boolean(useSessionStore.getState().token));
  useEffect(() => {
    if (token) setWasSignedIn(true);
  }, [token]);
  const trial = useSessionStore((state) => isTrialAccount(state.isAgent));
  const blockedTrial = Boolean(token) && trial && !allowTrial;

  useEffect(() => {
    if (blockedTrial) useTrialWarningStore.getState().show();
  }, [blockedTrial]);

  // the login page sends the visitor back here once signed in
  if (!token) return wasSignedIn || handingOver ? null : <Navigate to={loginPath} replace state={returnTo} />;
  if (blockedTrial) return <>{trialFallback}</>;
  return <>{children}</>;
}
