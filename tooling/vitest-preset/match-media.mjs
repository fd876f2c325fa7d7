import { vi } from 'vitest';

/**
 * Replaces window.matchMedia (jsdom has none) with one whose `matches` the test controls and can
 * change live, e.g. `mockMatchMedia(true)` for a player who prefers reduced motion. vitest's
 * `restoreMocks` puts the original back after each test.
 */
export function mockMatchMedia(initial) {
  let matches = initial;
  const listeners = new Set();
  vi.spyOn(window, 'matchMedia').mockImplementation((query) => ({
    get matches() {
      return matches;
    },
    media: query,
    onchange: null,
    addEventListener: (_, listener) => listeners.add(listener),
    removeEventListener: (_, listener) => listeners.delete(listener),
    addListener: (listener) => listeners.add(listener),
    removeListener: (listener) => listeners.delete(listener),
    dispatchEvent: () => false,
  }));
  return {
    set(next) {
      matches = next;
      for (const listener of listeners) listener({ matches: next });
    },
  };
}
