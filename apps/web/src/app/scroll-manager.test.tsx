import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { renderApp } from '../test/render-app';
import { ScrollManager } from './scroll-manager';

describe('ScrollManager', () => {
  it('scrolls to the top on navigation', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/vip'));
    await screen.findByRole('heading', { level: 1, name: 'VIP levels' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });

  it('scrolls to the hash anchor when one is present, once its lazy part of the page has rendered', async () => {
    const { router } = renderApp({ path: '/' });
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    vi.mocked(window.scrollTo).mockClear();
    await act(() => router.navigate('/#download'));
    const download = await waitFor(() => {
      const anchor = document.getElementById('download');
      expect(anchor).not.toBeNull();
      return anchor;
    });
    await waitFor(() => expect(download?.scrollIntoView).toHaveBeenCalled());
    expect(vi.mocked(Element.prototype.scrollIntoView).mock.contexts).toContain(download);
    expect(window.scrollTo).not.toHaveBeenCalled();
  });
  describe('taps after a change of page', () => {
    beforeEach(() => vi.useFakeTimers());
    afterEach(() => vi.useRealTimers());

    const renderRoutes = () => {
      const router = createMemoryRouter([
        { path: '/', element: <ScrollManager /> },
        { path: '/rng', element: <ScrollManager /> },
      ]);
      render(<RouterProvider router={router} />);
      return router;
    };
    const guarded = () => document.documentElement.hasAttribute('data-tap-guard');

    it('turns pointer events off for 200 ms, not on the first page', async () => {
      const router = renderRoutes();
      expect(guarded()).toBe(false);
      await act(() => router.navigate('/rng'));
      expect(guarded()).toBe(true);
      act(() => vi.advanceTimersByTime(199));
      expect(guarded()).toBe(true);
      act(() => vi.advanceTimersByTime(1));
      expect(guarded()).toBe(false);
    });

    it('starts the 200 ms again on a second change of page, and leaves a change of the query alone', async () => {
      const router = renderRoutes();
      await act(() => router.navigate('/?tab=slots'));
      expect(guarded()).toBe(false);
      await act(() => router.navigate('/rng'));
      act(() => vi.advanceTimersByTime(150));
      await act(() => router.navigate('/'));
      act(() => vi.advanceTimersByTime(150));
      expect(guarded()).toBe(true);
      act(() => vi.advanceTimersByTime(50));
      expect(guarded()).toBe(false);
    });
  });

  describe('Back and Forward', () => {
    const resized: Array<() => void> = [];
    beforeEach(() => {
      resized.length = 0;
      vi.stubGlobal(
        'ResizeObserver',
        class {
          constructor(callback: () => void) {
            resized.push(callback);
          }
          observe() {}
          disconnect() {
            resized.length = 0;
          }
        },
      );
    });
    afterEach(() => {
      vi.unstubAllGlobals();
      Reflect.deleteProperty(window, 'scrollY');
      Reflect.deleteProperty(document.documentElement, 'scrollHeight');
    });

    const scrollWindowTo = (top: number) => {
      Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
      fireEvent.scroll(window);
    };
    const pageHeight = (height: number) =>
      Object.defineProperty(document.documentElement, 'scrollHeight', { value: height, configurable: true });

    it('a new page starts at the top; Back returns to where the page was left once it is tall enough', async () => {
      const { router } = renderApp({ path: '/' });
      await screen.findByRole('heading', { level: 1, name: 'Marquee' });
      scrollWindowTo(2065);
      vi.mocked(window.scrollTo).mockClear();

      await act(() => router.navigate('/vip'));
      await screen.findByRole('heading', { level: 1, name: 'VIP levels' });
      expect(vi.mocked(window.scrollTo).mock.calls).toEqual([[0, 0]]);
      scrollWindowTo(0);

      // the page comes back shorter than the position (its rows are still on their way)
      pageHeight(1200);
      vi.mocked(window.scrollTo).mockClear();
      await act(() => router.navigate(-1));
      await screen.findByRole('heading', { level: 1, name: 'Marquee' });
      expect(window.scrollTo).toHaveBeenLastCalledWith(0, 2065);
      expect(resized).toHaveLength(1);
      pageHeight(4000);
      act(() => resized[0]?.());
      expect(window.scrollTo).toHaveBeenLastCalledWith(0, 2065);
      expect(window.scrollTo).not.toHaveBeenCalledWith(0, 0);
      // tall enough: the page no longer follows its growth
      expect(resized).toHaveLength(0);
    });

    it('stops following the page as soon as the player scrolls', async () => {
      const { router } = renderApp({ path: '/' });
      await screen.findByRole('heading', { level: 1, name: 'Marquee' });
      scrollWindowTo(3000);
      await act(() => router.navigate('/vip'));
      await screen.findByRole('heading', { level: 1, name: 'VIP levels' });
      pageHeight(1000);
      await act(() => router.navigate(-1));
      expect(resized).toHaveLength(1);
      fireEvent.wheel(window);
      expect(resized).toHaveLength(0);
    });
  });
});
