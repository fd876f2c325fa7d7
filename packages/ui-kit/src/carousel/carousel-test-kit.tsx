import { render, screen } from '@testing-library/react';
import { Carousel, type CarouselProps } from './carousel';

const SLIDE_WIDTH = 300;

/**
 * jsdom has no layout: gives embla a 300 px viewport with 300 px slides laid out in a row, so it
 * computes real scroll positions.
 */
export function mockCarouselLayout() {
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

/** A "Promotions" carousel of `slideCount` banner images; `Component` for a freshly imported one. */
export function renderCarousel(
  slideCount: number,
  props: Partial<CarouselProps> = {},
  Component: typeof Carousel = Carousel,
) {
  return render(
    <Component
      label="Promotions"
      prevLabel="Previous slide"
      nextLabel="Next slide"
      slideLabel={(index, count) => `Slide ${index} of ${count}`}
      {...props}
    >
      {Array.from({ length: slideCount }, (_, index) => `Banner ${index + 1}`).map((name) => (
        <img key={name} src={`/${name}.jpg`} alt={name} />
      ))}
    </Component>,
  );
}

/** The dot of the slide in view. */
export function currentDot() {
  return screen
    .getAllByRole('button', { name: /^Slide \d of \d$/ })
    .find((dot) => dot.hasAttribute('aria-current'));
}
