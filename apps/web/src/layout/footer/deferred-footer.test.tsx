import { SLOW_MACHINE } from '@marquee/vitest-preset/wait';
import { act, screen } from '@testing-library/react';
import { preloadFooter } from '../../test/find-footer';
import { renderApp } from '../../test/render-app';
import { installTestObserver, TestObserver } from '../../test/test-observer';

installTestObserver();
preloadFooter();

function footerSlot(): HTMLElement {
  const slot = document.querySelector<HTMLElement>('.app-footer-slot');
  if (!slot) throw new Error('no footer slot');
  return slot;
}

describe('DeferredFooter', () => {
  it('loads the footer only when its place nears the viewport', async () => {
    renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1 });
    // brought into view before its effect observes it, the slot would tell no one
    await vi.waitFor(() => {
      if (!TestObserver.observes(footerSlot())) throw new Error('the footer slot is not observed yet');
    }, SLOW_MACHINE);
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    act(() => TestObserver.bringIntoView(footerSlot()));
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });

  it('loads it at once for an address with an anchor, which may be in the footer', async () => {
    renderApp({ path: '/#help' });
    expect(await screen.findByRole('contentinfo')).toBeInTheDocument();
  });
});
