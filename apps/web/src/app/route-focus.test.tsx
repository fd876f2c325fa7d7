import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app';

describe('RouteFocus', () => {
  it('leaves focus alone on the first load', async () => {
    renderApp({ path: '/' });
    const heading = await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    expect(heading).not.toHaveFocus();
    expect(document.body).toHaveFocus();
  });

  it("moves focus to the new page's heading and announces its title politely", async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    await act(() => router.navigate('/no-such-page'));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Page not available' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('Page not available', { selector: '[aria-live="polite"]' })).toBeInTheDocument();

    await act(() => router.navigate('/'));
    const home = await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    await waitFor(() => expect(home).toHaveFocus());
    expect(screen.getByText('Marquee', { selector: '[aria-live="polite"]' })).toBeInTheDocument();
  });

  it('leaves the member centre to focus itself', async () => {
    const { router } = renderApp({ path: '/', token: 'token' });
    const home = await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    await act(() => router.navigate('/member/depositv2'));
    await screen.findByRole('dialog', { name: 'Member centre' });
    expect(home).not.toHaveFocus();
  });
});
