import { SLOW_MACHINE } from '@marquee/vitest-preset/wait';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { currentDot, mockCarouselLayout, renderCarousel } from './carousel-test-kit';

// Test files share one module registry, so this file takes a fresh one: here the engine chunk
// has not been loaded yet, as on a page's first screen. The first two tests run in order and
// share it.
let Carousel: typeof import('./carousel').Carousel;
let loadedCarouselEngine: typeof import('./load-carousel-engine').loadedCarouselEngine;

describe('Carousel before its engine is loaded', () => {
  beforeAll(async () => {
    vi.resetModules();
    ({ Carousel } = await import('./carousel'));
    ({ loadedCarouselEngine } = await import('./load-carousel-engine'));
  });

  beforeEach(() => {
    mockCarouselLayout();
  });

  it('shows its slides and controls, and loads nothing until the page is used', async () => {
    vi.useFakeTimers();
    try {
      renderCarousel(3, {}, Carousel);
      expect(screen.getAllByRole('group')).toHaveLength(3);
      expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
      expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
      await act(() => vi.advanceTimersByTimeAsync(4999));
      expect(loadedCarouselEngine()).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('moves on a control pressed before the engine arrived, once it has', async () => {
    renderCarousel(3, { autoplay: false }, Carousel);
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    await waitFor(() => expect(currentDot()).toHaveAccessibleName('Slide 2 of 3'));
    expect(loadedCarouselEngine()).toBeDefined();
  });

  it('makes the first automatic slide change when it is due, loading the engine then', async () => {
    // A registry of its own: the test before loaded the engine into this file's.
    vi.resetModules();
    const fresh = await import('./carousel');
    const engine = await import('./load-carousel-engine');
    vi.useFakeTimers();
    try {
      renderCarousel(3, {}, fresh.Carousel);
      await act(() => vi.advanceTimersByTimeAsync(4999));
      expect(engine.loadedCarouselEngine()).toBeUndefined();
      expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Slide 2 of 3'), SLOW_MACHINE);
      expect(engine.loadedCarouselEngine()).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
