import { api } from '@marquee/api-client';
import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { SEAMLESS_SCROLL } from '../config/constants';
import { winners } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { WINNER_ROW_HEIGHT, WinnersScroller } from './winners-scroller';

const server = setupMswServer();
const FRAME = 16;

function offsetOf(list: HTMLElement): number {
  const match = /translateY\((-?[\d.]+)px\)/.exec(list.style.transform);
  return match ? Math.abs(Number(match[1])) : 0;
}

describe('WinnersScroller', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    server.use(on(api.games.winners, () => ({ vo: winners, hasMore: false })));
  });
  afterEach(() => vi.useRealTimers());

  it("keeps a full board's place, its switch not yet usable, while the winners load", async () => {
    vi.useRealTimers();
    renderWithProviders(<WinnersScroller />);
    const region = screen.getByRole('region', { name: 'Recent winners' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region.querySelector('.mq-winners__viewport')).toHaveStyle({
      height: `${WINNER_ROW_HEIGHT * SEAMLESS_SCROLL.limit}px`,
    });
    expect(screen.getByRole('button', { name: 'Next winners' })).toBeDisabled();
    expect((await within(region).findAllByText('pl***0'))[0]).toBeVisible();
    expect(region).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: 'Next winners' })).toBeEnabled();
  });

  it('lists masked names, games and amounts', () => {
    renderWithProviders(<WinnersScroller winners={winners.slice(0, 3)} />);
    const region = screen.getByRole('region', { name: 'Recent winners' });
    const rows = within(region).getAllByRole('listitem');
    expect(rows).toHaveLength(3);
    expect(rows[0]).toHaveTextContent('pl***0');
    expect(rows[0]).toHaveTextContent('Winner game 0');
    expect(rows[0]).toHaveTextContent('¥1,000.00');
  });

  it('waits 1000 ms, scrolls 1 px a frame and stops again at the next item', () => {
    renderWithProviders(<WinnersScroller winners={winners} />);
    const list = screen.getByRole('region', { name: 'Recent winners' }).querySelector('ul')!;
    act(() => vi.advanceTimersByTime(900));
    expect(offsetOf(list)).toBe(0);
    act(() => vi.advanceTimersByTime(100 + FRAME * 10));
    const moved = offsetOf(list);
    expect(moved).toBeGreaterThan(0);
    expect(moved).toBeLessThanOrEqual(11);
    // enough frames to reach the next row, then less than the wait there
    act(() => vi.advanceTimersByTime(FRAME * WINNER_ROW_HEIGHT + 500));
    expect(offsetOf(list)).toBe(WINNER_ROW_HEIGHT);
  });

  it('pauses while hovered', () => {
    renderWithProviders(<WinnersScroller winners={winners} />);
    const region = screen.getByRole('region', { name: 'Recent winners' });
    const list = region.querySelector('ul')!;
    act(() => vi.advanceTimersByTime(1000 + FRAME * 5));
    fireEvent.mouseEnter(region);
    const at = offsetOf(list);
    act(() => vi.advanceTimersByTime(FRAME * 30));
    expect(offsetOf(list)).toBe(at);
    fireEvent.mouseLeave(region);
    act(() => vi.advanceTimersByTime(FRAME * 5));
    expect(offsetOf(list)).toBeGreaterThan(at);
  });

  it('switches by 134 px, two whole rows, with the next and previous buttons', () => {
    expect(SEAMLESS_SCROLL.switchStep).toBe(134);
    expect(WINNER_ROW_HEIGHT * 2).toBe(134);
    renderWithProviders(<WinnersScroller winners={winners} />);
    const list = screen.getByRole('region', { name: 'Recent winners' }).querySelector('ul')!;
    fireEvent.click(screen.getByRole('button', { name: 'Next winners' }));
    expect(offsetOf(list)).toBe(134);
    fireEvent.click(screen.getByRole('button', { name: 'Next winners' }));
    expect(offsetOf(list)).toBe(268);
    fireEvent.click(screen.getByRole('button', { name: 'Previous winners' }));
    expect(offsetOf(list)).toBe(134);
  });

  it('a switch while the board moves lands on a row and waits there before moving on', () => {
    renderWithProviders(<WinnersScroller winners={winners} />);
    const list = screen.getByRole('region', { name: 'Recent winners' }).querySelector('ul')!;
    act(() => vi.advanceTimersByTime(1000 + FRAME * 20));
    const between = offsetOf(list);
    expect(between % WINNER_ROW_HEIGHT).not.toBe(0);
    fireEvent.click(screen.getByRole('button', { name: 'Next winners' }));
    expect(offsetOf(list)).toBe(134);
    act(() => vi.advanceTimersByTime(900));
    expect(offsetOf(list)).toBe(134);
    act(() => vi.advanceTimersByTime(100 + FRAME * 5));
    expect(offsetOf(list)).toBeGreaterThan(134);
    fireEvent.click(screen.getByRole('button', { name: 'Previous winners' }));
    expect(offsetOf(list)).toBe(0);
  });

  it('wraps round the start with the previous button', () => {
    renderWithProviders(<WinnersScroller winners={winners} />);
    const list = screen.getByRole('region', { name: 'Recent winners' }).querySelector('ul')!;
    fireEvent.click(screen.getByRole('button', { name: 'Previous winners' }));
    expect(offsetOf(list)).toBe(winners.length * WINNER_ROW_HEIGHT - 134);
  });

  it('is a static list for reduced motion', () => {
    mockMatchMedia(true);
    renderWithProviders(<WinnersScroller winners={winners} />);
    const region = screen.getByRole('region', { name: 'Recent winners' });
    expect(within(region).getAllByRole('listitem')).toHaveLength(winners.length);
    act(() => vi.advanceTimersByTime(5000));
    expect(offsetOf(region.querySelector('ul')!)).toBe(0);
    expect(screen.queryByRole('button', { name: 'Next winners' })).not.toBeInTheDocument();
  });
});
