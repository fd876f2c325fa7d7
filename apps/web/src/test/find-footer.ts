import { act, screen, waitFor } from '@testing-library/react';
import { TestObserver } from './test-observer';

/**
 * Brings the footer's place into view, which loads the footer (see DeferredFooter), and finds it.
 * Needs installTestObserver() in the test file.
 */
export async function findFooter(): Promise<HTMLElement> {
  const slot = await waitFor(() => {
    const found = document.querySelector('.app-footer-slot');
    if (!found) throw new Error('no footer slot yet');
    return found;
  });
  act(() => TestObserver.bringIntoView(slot));
  // its chunk is transformed on first import, which took over 5 s on a busy CI machine
  return screen.findByRole('contentinfo', {}, { timeout: 15_000 });
}

/**
 * Imports the footer's module before the calling file's tests: its first import transforms it and
 * all it imports, which on a busy machine can outlast the first test's timeout.
 */
export function preloadFooter(): void {
  beforeAll(() => import('../layout/footer/footer'), 30_000);
}
