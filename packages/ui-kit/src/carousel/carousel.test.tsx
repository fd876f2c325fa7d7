import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { act, fireEvent, screen } from '@testing-library/react';
import { currentDot, mockCarouselLayout, renderCarousel } from './carousel-test-kit';
import { loadCarouselEngine } from './load-carousel-engine';

function slideContainer() {
  return screen.getByRole('group', { name: 'Slide 1 of 3' }).parentElement!;
}

// The engine chunk already on the page, as after a first interaction: these tests are about the
// carousel once it runs (carousel-on-demand.test.tsx covers the time before).
beforeAll(async () => {
  await loadCarouselEngine();
});

describe('Carousel', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockCarouselLayout();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('is a labelled carousel region of labelled slides', () => {
    renderCarousel(3);
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    const slide = screen.getByRole('group', { name: 'Slide 2 of 3' });
    expect(slide).toHaveAttribute('aria-roledescription', 'slide');
    expect(screen.getByRole('img', { name: 'Banner 2' })).toBeInTheDocument();
  });

  it('has no controls and no autoplay with a single slide', () => {
    renderCarousel(1);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Slide 1 of 1' }).parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );
  });

  it('offers previous, next and one dot per slide', () => {
    renderCarousel(3);
    expect(screen.getByRole('button', { name: 'Previous slide' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeEnabled();
    expect(screen.getAllByRole('button', { name: /^Slide \d of 3$/ })).toHaveLength(3);
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('moves with next, previous and the dots', () => {
    renderCarousel(3, { autoplay: false });
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
    fireEvent.click(screen.getByRole('button', { name: 'Slide 3 of 3' }));
    expect(currentDot()).toHaveAccessibleName('Slide 3 of 3');
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('autoplays every autoplayDelay ms and wraps around', () => {
    renderCarousel(3);
    expect(slideContainer()).toHaveAttribute('aria-live', 'off');
    act(() => vi.advanceTimersByTime(4999));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    act(() => vi.advanceTimersByTime(1));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
    act(() => vi.advanceTimersByTime(10000));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('respects a custom autoplayDelay', () => {
    renderCarousel(3, { autoplayDelay: 2000 });
    act(() => vi.advanceTimersByTime(2000));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('pauses while hovered and resumes when the pointer leaves', () => {
    renderCarousel(3);
    const region = screen.getByRole('region', { name: 'Promotions' });
    // React derives pointerenter/leave from pointerover/out.
    fireEvent.pointerOver(region);
    expect(slideContainer()).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    fireEvent.pointerOut(region, { relatedTarget: document.body });
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('pauses while focus is inside', () => {
    renderCarousel(3);
    act(() => screen.getByRole('button', { name: 'Next slide' }).focus());
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('pauses while the document is hidden', () => {
    renderCarousel(3);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    act(() => vi.advanceTimersByTime(5000));
    expect(currentDot()).toHaveAccessibleName('Slide 2 of 3');
  });

  it('does not autoplay when the user prefers reduced motion', () => {
    mockMatchMedia(true);
    renderCarousel(3);
    expect(slideContainer()).toHaveAttribute('aria-live', 'polite');
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('does not autoplay when autoplay is off', () => {
    renderCarousel(3, { autoplay: false });
    act(() => vi.advanceTimersByTime(20000));
    expect(currentDot()).toHaveAccessibleName('Slide 1 of 3');
  });

  it('shows several slides per view with a gap and no dots', () => {
    renderCarousel(12, { slidesPerView: 9, gap: 30 });
    const region = screen.getByRole('region', { name: 'Promotions' });
    expect(region.style.getPropertyValue('--mq-carousel-per-view')).toBe('9');
    expect(region.style.getPropertyValue('--mq-carousel-gap')).toBe('30px');
    expect(screen.queryByRole('button', { name: /^Slide/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });

  it('has no arrows when every slide fits in view', () => {
    renderCarousel(5, { slidesPerView: 9 });
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('Carousel without layout', () => {
  it('renders several slides even when nothing can be measured (hidden or not yet laid out)', () => {
    renderCarousel(3);
    expect(screen.getAllByRole('group')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Next slide' })).toBeInTheDocument();
  });
});
