import { act, fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';

/**
 * The page's one observer (made by the first image that is watched, and kept), driven by the
 * tests: they report which images are within its margin.
 */
const observed = {
  callback: (() => undefined) as IntersectionObserverCallback,
  options: undefined as IntersectionObserverInit | undefined,
  targets: new Set<Element>(),
};
vi.stubGlobal(
  'IntersectionObserver',
  class {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observed.callback = callback;
      observed.options = options;
    }
    observe(element: Element) {
      observed.targets.add(element);
    }
    unobserve(element: Element) {
      observed.targets.delete(element);
    }
  },
);

describe('LazyImage', () => {
  it('lazy-loads by default with its size reserved', () => {
    render(<LazyImage src="/game.jpg" alt="Lucky Dragon" width={200} height={150} />);
    const img = screen.getByRole('img', { name: 'Lucky Dragon' });
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveAttribute('decoding', 'async');
    expect(img).not.toHaveAttribute('fetchpriority');
    expect(img).toHaveAttribute('width', '200');
    expect(img).toHaveAttribute('height', '150');
  });

  it('loads eagerly with high priority when priority is set', () => {
    render(<LazyImage src="/hero.jpg" alt="Jackpot" aspectRatio="16 / 5" priority />);
    const img = screen.getByRole('img', { name: 'Jackpot' });
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('fetchpriority', 'high');
    expect(img.style.aspectRatio).toBe('16 / 5');
  });

  it('retries with a cache-busting parameter, then shows the fallback after 3 attempts', () => {
    const onError = vi.fn();
    render(
      <LazyImage
        src="/game.jpg"
        alt="Game"
        width={10}
        height={10}
        fallbackSrc="/fallback.png"
        onError={onError}
      />,
    );
    const img = screen.getByRole('img', { name: 'Game' });
    expect(img).toHaveAttribute('src', '/game.jpg');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/game.jpg?mq_retry=2');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/game.jpg?mq_retry=3');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/fallback.png');
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/fallback.png');
    expect(img).toHaveClass('mq-lazy-image--failed');
    expect(onError).toHaveBeenCalledTimes(4);
  });

  it('stops after 3 attempts without a fallback', () => {
    render(<LazyImage src="/game.jpg" alt="Game" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'Game' });
    fireEvent.error(img);
    fireEvent.error(img);
    fireEvent.error(img);
    expect(img).toHaveAttribute('src', '/game.jpg?mq_retry=3');
    expect(img).toHaveClass('mq-lazy-image--failed');
  });

  it('starts over when src changes', () => {
    const { rerender } = render(<LazyImage src="/a.jpg" alt="Game" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'Game' });
    fireEvent.error(img);
    rerender(<LazyImage src="/b.jpg" alt="Game" width={10} height={10} />);
    expect(img).toHaveAttribute('src', '/b.jpg');
  });

  it('keeps empty alt for decorative images', () => {
    const { container } = render(<LazyImage src="/deco.png" alt="" width={10} height={10} />);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });
});

describe('LazyImage near the viewport', () => {
  const report = (elements: Element[], isIntersecting: boolean) =>
    act(() =>
      observed.callback(
        elements.map((target) => ({ target, isIntersecting }) as IntersectionObserverEntry),
        observed as unknown as IntersectionObserver,
      ),
    );

  /** Many images, found by tag: a role query over hundreds of images is slow. */
  const renderGames = (count: number) => {
    const { container } = render(
      <div>
        {Array.from({ length: count }, (_, index) => `/game-${index}.jpg`).map((src, index) => (
          <LazyImage key={src} src={src} alt={`Game ${index}`} width={10} height={10} />
        ))}
      </div>,
    );
    return [...container.querySelectorAll('img')];
  };

  it('starts loading once within 1.3 viewports', () => {
    render(<LazyImage src="/game.jpg" alt="Game" width={10} height={10} />);
    const img = screen.getByRole('img', { name: 'Game' });
    expect(observed.options?.rootMargin).toBe('30% 0px');
    expect(observed.targets.has(img)).toBe(true);
    expect(img).toHaveAttribute('loading', 'lazy');
    report([img], true);
    expect(img).toHaveAttribute('loading', 'eager');
    expect(img).toHaveAttribute('src', '/game.jpg');
  });

  it('keeps at most 200 loaded images, releasing the oldest far one until it comes near again', () => {
    const images = renderGames(201);
    report(images, true);
    for (const img of images.slice(0, 200)) fireEvent.load(img);
    report(images.slice(0, 2), false);
    expect(images[0]).toHaveAttribute('src', '/game-0.jpg');

    fireEvent.load(images[200] as HTMLImageElement);
    expect(images[0]).not.toHaveAttribute('src', '/game-0.jpg');
    expect(images[0]).toHaveAttribute('src', expect.stringMatching(/^data:image\/gif/));
    expect(images[1]).toHaveAttribute('src', '/game-1.jpg');
    expect(images[200]).toHaveAttribute('src', '/game-200.jpg');

    report([images[0] as HTMLImageElement], true);
    expect(images[0]).toHaveAttribute('src', '/game-0.jpg');
  });

  it('never releases an image near the viewport', () => {
    const images = renderGames(201);
    report(images, true);
    for (const img of images) fireEvent.load(img);
    expect(images.filter((img) => img.getAttribute('src')?.startsWith('data:'))).toHaveLength(0);
  });
});
