import { useSessionStore } from '@marquee/session';
import { act, screen } from '@testing-library/react';
import { renderApp } from '../test/render-app';
import { installTestObserver } from '../test/test-observer';

installTestObserver();

describe('the session keys of the brand', () => {
  it('writes merchant, merchantCode and platform once the permission answers, and again after a sign-out', async () => {
    window.sessionStorage.clear();
    renderApp({ path: '/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    await vi.waitFor(() => expect(window.sessionStorage.getItem('merchantCode')).toBe('MARQUEE'));
    expect(window.sessionStorage.getItem('merchant')).toBe('MARQUEE');
    expect(window.sessionStorage.getItem('platform')).toBe('W');
    act(() => useSessionStore.getState().endSession());
    await vi.waitFor(() => expect(window.sessionStorage.getItem('merchantCode')).toBe('MARQUEE'));
    expect(useSessionStore.getState()).toMatchObject({
      merchant: 'MARQUEE',
      merchantCode: 'MARQUEE',
      platform: 'W',
    });
  });
});
