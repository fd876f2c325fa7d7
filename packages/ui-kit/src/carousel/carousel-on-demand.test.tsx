import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Carousel, type CarouselProps } from './carousel';
import { loadedCarouselEngine } from './load-carousel-engine';

const SLIDE_WIDTH = 300;

// jsdom has no layout: slides of 300 px in a row, so embla computes real scroll positions.
function mockLayout() {
  const proto = HTMLElement.prototype;
  vi.spyOn(proto, 'offsetWidth', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('mq-carousel__container') || this.classList.contains('mq-carousel__slide')
      ? SLIDE_WIDTH
      : 0;
  });
  vi.spyOn(proto, 'offsetLeft', 'get').mockImplementation(function (this: HTMLElement) {
    if (!this.classList.contains('mq-carousel__slide') || !this.parentElement) return 0;
    return Array.from(this.parentElement.children).indexOf(this) * SLIDE_WIDTH;
  });
}

function renderCarousel(props: Partial<CarouselProps> = {}, Component = Carousel) {
  return render(
    <Component
      label="Promotions"
      prevLabel="Previous slide"
      nextLabel="Next slide"
      slideLabel={(index, count) => `Slide ${index} of ${count}`}
      {...props}
    >
      {['Banner 1', 'Banner 2', 'Banner 3'].map((name) => (
        <img key={name} src={`/${name}.jpg`} alt={name} />
      ))}
    </Component>,
  );
}

function currentDot() {
  return screen
    .getAllByRole('button', { name: /^Slide \d of \d$/ })
    .find((dot) => dot.hasAttribute('aria-current'));
}

// Each test file has its own module registry: here the engine chunk has not been loaded yet, as on
// a page's first screen. The tests run in order and share that registry.
describe('Carousel before its engine is loaded', () => {
  beforeEach(() => {
    mockLayout();
  });

  it('shows its slides and controls, and loads nothing until the page is used', async () => {
    vi.useFakeTimers();
    try {
      renderCarousel();
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
    renderCarousel({ autoplay: false });
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
      renderCarousel({}, fresh.Carousel);
      await act(() => vi.advanceTimersByTimeAsync(4999));
      expect(engine.loadedCarouselEngine()).toBeUndefined();
      expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
      await act(() => vi.advanceTimersByTimeAsync(1));
      await vi.waitFor(() => expect(currentDot()).toHaveAccessibleName('Slide 2 of 3'));
      expect(engine.loadedCarouselEngine()).toBeDefined();
    } finally {
      vi.useRealTimers();
    }
  });
});
