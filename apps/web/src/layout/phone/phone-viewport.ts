import { vi } from 'vitest';
import { PHONE_QUERY } from './phone-query';

/** jsdom lays nothing out: the phone's width is a media query that matches. */
export function onPhone() {
  vi.spyOn(window, 'matchMedia').mockImplementation((query: string) => ({
    matches: query === PHONE_QUERY,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
