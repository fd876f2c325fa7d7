import { screen, waitFor } from '@testing-library/react';
import { TestObserver } from './test-observer';

/**
 * Brings the footer's place into view, which loads the footer (see DeferredFooter), and finds it.
 * Needs installTestObserver() in the test file.
 */
export async function findFooter(): Promise<HTMLElement> {
  // Brought into view again until the footer shows: the slot is observed only once its effect has
  // run, and the layout may replace it while the app settles, so a single early call could reach
  // no observer and leave the footer unloaded until the test timed out. The chunk is transformed
  // on first import, which took over 5 s on a busy CI machine.
  await waitFor(
    () => {
      if (document.querySelector('.app-footer')) return;
      const slot = document.querySelector('.app-footer-slot');
      if (slot) TestObserver.bringIntoView(slot);
      throw new Error('no footer yet');
    },
    { timeout: 15_000 },
  );
  return screen.getByRole('contentinfo');
}

/**
 * Imports the footer's module before the calling file's tests: its first import transforms it and
 * all it imports, which on a busy machine can outlast the first test's timeout.
 */
export function preloadFooter(): void {
  beforeAll(() => import('../layout/footer/footer'), 30_000);
}
