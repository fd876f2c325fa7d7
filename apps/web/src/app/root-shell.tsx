import { SessionExpiryHandler } from '@marquee/session';
import { Outlet } from 'react-router';
import { BrandCurrency } from '../system/brand-currency';
import { SystemGate } from '../system/system-gate';
import { LoginRedirect } from './login-redirect';
import { RouteFocus } from './route-focus';
import { ScrollManager } from './scroll-manager';

/**
 * Wraps every route, bare ones included: the system gate, the forced-login rule, scrolling, focus
 * and the page's announcement after a navigation, the brand's currency for refusals' sums, and the reaction to an expired session (outside
 * the gate, so it works on every screen).
 */
export function RootShell() {
  return (
    <>
      <SessionExpiryHandler />
      <RouteFocus />
      <SystemGate>
        <BrandCurrency>
          <ScrollManager />
          <LoginRedirect>
            <Outlet />
          </LoginRedirect>
        </BrandCurrency>
      </SystemGate>
    </>
  );
}
