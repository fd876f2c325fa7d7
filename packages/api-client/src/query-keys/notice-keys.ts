import type { NoticeType } from '../contract/notice-types';

const all = ['notice'] as const;

/** TanStack Query keys for notices and banners. */
export const noticeKeys = {
  all,
  /**
   * The types are sorted and de-duplicated so ['PL', 'B'] and ['B', 'PL'] share one cache entry:
   * the platform answers the same for either order.
   */
  announcements: (language: string, types: readonly NoticeType[]) =>
    [...all, 'announcements', language, [...new Set(types)].sort().join(',')] as const,
} as const;
