import { act, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../test/render-app';

describe('ScrollManager', () => {
  it('scrolls to the top on navigation', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/vip'));
    await screen.findByRole('heading', { level: 1, name: 'Page not available' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the hash anchor when one is present', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/#download'));
    const download = document.getElementById('download');
    await waitFor(() => expect(download?.scrollIntoView).toHaveBeenCalled());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(download);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
});
