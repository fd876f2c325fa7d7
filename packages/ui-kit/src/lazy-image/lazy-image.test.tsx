import { fireEvent, render, screen } from '@testing-library/react';
import { LazyImage } from './lazy-image';

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
