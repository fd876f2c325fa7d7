import type { MemberCentrePage } from '@marquee/api-client';
import { useCallback } from 'react';
import { memberCentrePath, memberCentrePaths, paths } from '../app/paths';
import { useOpenOverlay } from './use-open-overlay';

/**
 * Opens a member-centre page over the current page (through the login guard); without a page, the
 * member centre's own address (the list of pages on a phone, the default page elsewhere).
 */
export function useOpenMemberCentre(): (page?: MemberCentrePage) => void {
  const open = useOpenOverlay(memberCentrePaths);
  return useCallback((page?: MemberCentrePage) => open(page ? memberCentrePath(page) : paths.member), [open]);
}
