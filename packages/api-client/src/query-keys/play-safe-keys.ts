const all = ['member', 'play-safe'] as const;

/** TanStack Query keys of the play safe pages, under the member's prefix so signing out drops them. */
export const playSafeKeys = {
  all,
  limits: () => [...all, 'limits'] as const,
  exclusion: () => [...all, 'exclusion'] as const,
  activity: (by: string) => [...all, 'activity', by] as const,
} as const;
