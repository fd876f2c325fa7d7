import { SessionExpiryHandler } from '@marquee/session';
import { Outlet } from 'react-router';
import { SystemGate } from '../system/system-gate';
import { LoginRedirect } from './login-redirect';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

/**
 * Wraps every route, bare ones included: the system gate, the forced-login rule, scrolling, focus
 * and the page's announcement after a navigation, and the reaction to an expired session (outside
 * the gate, so it works on every screen).
 */
export function RootShell() {
  return (
    <>
      <SessionExpiryHandler />
      <RouteFocus />
      <SystemGate>
        <ScrollManager />
        <LoginRedirect>
          <Outlet />
        </LoginRedirect>
      </SystemGate>
    </>
  );
}
