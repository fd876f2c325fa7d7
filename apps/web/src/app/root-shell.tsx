import { Outlet } from 'react-router';
import { SystemGate } from '../system/system-gate';
import { LoginRedirect } from './login-redirect';
import { ScrollManager } from './scroll-manager';

/** Wraps every route, bare ones included: the system gate, the forced-login rule, scrolling. */
export function RootShell() {
  return (
    <SystemGate>
      <ScrollManager />
      <LoginRedirect>
        <Outlet />
      </LoginRedirect>
    </SystemGate>
  );
}
