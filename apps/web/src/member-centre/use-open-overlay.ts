import { useRequireLogin } from '@marquee/session';
import { useCallback } from 'react';
import { matchPath, useNavigate } from 'react-router';
import type { AppPath } from '../app/paths';
import { backgroundOf, useBrowserAddress, withBackground } from './member-centre-location';

/**
 * Opens an address of an overlay of pages (`overlayPaths`: the member or the agent centre) over the
 * current page, through the login guard. From inside the overlay it switches page in place, keeping
 * the page underneath and Back's way out.
 */
export function useOpenOverlay(overlayPaths: readonly AppPath[]): (href: string) => void {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const address = useBrowserAddress();
  return useCallback(
    (href: string) => {
      requireLogin(() => {
        const inside = overlayPaths.some((path) => matchPath(path, address.pathname));
        const background = inside ? backgroundOf(address) : address;
        void navigate(href, { replace: inside, state: background ? withBackground(background) : null });
      });
    },
    [overlayPaths, requireLogin, navigate, address],
  );
}
