type Listener = (event: MediaQueryListEvent) => void;

export interface MatchMediaController {
  set(matches: boolean): void;
}

/** Replaces window.matchMedia with one whose `matches` the test controls and can change live. */
export function mockMatchMedia(initial: boolean): MatchMediaController {
  let matches = initial;
  const listeners = new Set<Listener>();
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        get matches() {
          return matches;
        },
        media: query,
        onchange: null,
        addEventListener: (_: string, listener: Listener) => listeners.add(listener),
        removeEventListener: (_: string, listener: Listener) => listeners.delete(listener),
        addListener: (listener: Listener) => listeners.add(listener),
        removeListener: (listener: Listener) => listeners.delete(listener),
        dispatchEvent: () => false,
      }) as unknown as MediaQueryList,
  );
  return {
    set(next) {
      matches = next;
      for (const listener of listeners) listener({ matches: next } as MediaQueryListEvent);
    },
  };
}
