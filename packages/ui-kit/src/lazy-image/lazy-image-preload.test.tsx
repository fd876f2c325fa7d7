import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';
import { forgetLoadedImages, LOADED_IMAGES_KEPT, rememberLoaded } from './loaded-images';
import { PRELOAD_MARGIN } from './preload-observer';

/** An IntersectionObserver the test moves: it records what each observer watches and with which margin. */
class FakeObserver {
  static all: FakeObserver[] = [];
  readonly watched = new Set<Element>();
  constructor(
    private readonly callback: IntersectionObserverCallback,
    readonly options: IntersectionObserverInit = {},
  ) {
    FakeObserver.all.push(this);
  }
  observe(element: Element) {
    this.watched.add(element);
  }
  unobserve(element: Element) {
    this.watched.delete(element);
  }
  disconnect() {
    this.watched.clear();
  }
  /** `element` comes within the observer's margin */
  near(element: Element) {
    const entry = { target: element, isIntersecting: true } as IntersectionObserverEntry;
    this.callback([entry], this as unknown as IntersectionObserver);
  }
}

const observer = () => {
  const found = FakeObserver.all[0];
  if (!found) throw new Error('no IntersectionObserver was made');
  return found;
};

beforeAll(() => {
  vi.stubGlobal('IntersectionObserver', FakeObserver);
});
afterAll(() => vi.unstubAllGlobals());
beforeEach(() => forgetLoadedImages());

describe('LazyImage preloading', () => {
  it('is asked for once within 1.3 × the viewport (30 % more down and sideways), not before', () => {
    render(<LazyImage src="/far.jpg" alt="Far game" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'Far game' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(observer().options.rootMargin).toBe(PRELOAD_MARGIN);
    expect(PRELOAD_MARGIN).toBe('0px 30% 30% 0px');
    expect(observer().watched.has(img)).toBe(true);

    act(() => observer().near(img));
    expect(img).toHaveAttribute('loading', 'eager');
    expect(observer().watched.has(img)).toBe(false);
  });

  it('shares one observer between the images of a page and stops watching an image that goes', () => {
    const { unmount } = render(
      <>
        <LazyImage src="/a.jpg" alt="A" width={10} height={10} />
        <LazyImage src="/b.jpg" alt="B" width={10} height={10} />
      </>,
    );
    expect(FakeObserver.all).toHaveLength(1);
    expect(observer().watched.size).toBe(2);
    unmount();
    expect(observer().watched.size).toBe(0);
  });

  it('asks at once for an image loaded lately, as long as it is among the last 200', () => {
    const { unmount } = render(<LazyImage src="/seen.jpg" alt="Seen" width={10} height={10} />);
    fireEvent.load(screen.getByRole('img', { name: 'Seen' }));
    unmount();
    render(<LazyImage src="/seen.jpg" alt="Seen again" width={10} height={10} />);
    expect(screen.getByRole('img', { name: 'Seen again' })).toHaveAttribute('loading', 'eager');

    for (let index = 0; index < LOADED_IMAGES_KEPT; index += 1) rememberLoaded(`/other-${index}.jpg`);
    render(<LazyImage src="/seen.jpg" alt="Long ago" width={10} height={10} />);
    expect(screen.getByRole('img', { name: 'Long ago' })).toHaveAttribute('loading', 'lazy');
    expect(LOADED_IMAGES_KEPT).toBe(200);
  });

  it('leaves a priority image to load at once, unwatched', () => {
    render(<LazyImage src="/hero.jpg" alt="Hero" aspectRatio="16 / 5" priority />);
    const img = screen.getByRole('img', { name: 'Hero' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(observer().watched.has(img)).toBe(false);
  });
});
