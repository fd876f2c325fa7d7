import type { PlaySessionQuery } from '../contract/reality-check-types';

const all = ['member', 'reality-check'] as const;

/** TanStack Query keys of the reality check, under the member's prefix so signing out drops them. */
export const realityCheckKeys = {
  all,
  setting: () => [...all, 'setting'] as const,
  playSessions: () => [...all, 'play-session'] as const,
  playSession: (query: PlaySessionQuery) => [...all, 'play-session', query] as const,
} as const;
