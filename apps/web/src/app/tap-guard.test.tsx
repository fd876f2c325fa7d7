import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { TapGuard } from './tap-guard';

describe('TapGuard', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const renderRoutes = () => {
    const router = createMemoryRouter([
      { path: '/', element: <TapGuard /> },
      { path: '/rng', element: <TapGuard /> },
    ]);
    render(<RouterProvider router={router} />);
    return router;
  };
  const guarded = () => document.documentElement.hasAttribute('data-tap-guard');

  it('turns pointer events off for 200 ms after the page changed', async () => {
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
