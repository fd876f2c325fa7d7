import type { MemberCentrePage } from '@marquee/api-client';
import { useRequireLogin } from '@marquee/session';
import { useCallback } from 'react';
import { matchPath, useNavigate } from 'react-router';
import { memberCentrePath, memberCentrePaths, paths } from '../app/paths';
import { backgroundOf, useBrowserAddress, withBackground } from './member-centre-location';

/**
 * Opens a member-centre page over the current page (through the login guard); without a page, the
 * member centre's own address (the list of pages on a phone, the default page elsewhere). From
 * inside the overlay it switches page in place, keeping the page underneath and Back's way out.
 */
export function useOpenMemberCentre(): (page?: MemberCentrePage) => void {
  const navigate = useNavigate();
  const requireLogin = useRequireLogin();
  const address = useBrowserAddress();
  return useCallback(
    (page?: MemberCentrePage) => {
      requireLogin(() => {
        const inside = memberCentrePaths.some((path) => matchPath(path, address.pathname));
        const background = inside ? backgroundOf(address) : address;
        void navigate(page ? memberCentrePath(page) : paths.member, {
          replace: inside,
          state: background ? withBackground(background) : null,
        });
      });
    },
    [requireLogin, navigate, address],
  );
}
