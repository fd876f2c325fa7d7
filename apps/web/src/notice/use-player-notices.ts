import type { Notice } from '@marquee/api-client';
import { useCurrentAnnouncements } from './use-current-announcements';

const none: Notice[] = [];

/** The player notices (type PL) that the header marquee and the announcement list show. */
export function usePlayerNotices(): Notice[] {
  const { data } = useCurrentAnnouncements();
  return data?.player ?? none;
}
