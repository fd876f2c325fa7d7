export interface MatchMediaController {
  /** every query now matches or not; the listeners hear of it */
  set(matches: boolean): void;
}

/** Replaces window.matchMedia with one whose `matches` the test controls and can change live. */
export function mockMatchMedia(initial: boolean): MatchMediaController;
