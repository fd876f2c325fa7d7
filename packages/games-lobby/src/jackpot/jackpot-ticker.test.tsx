import { api } from '@marquee/api-client';
import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { act, screen, within } from '@testing-library/react';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { JackpotTicker } from './jackpot-ticker';

const server = setupMswServer();

describe('JackpotTicker', () => {
  afterEach(() => vi.useRealTimers());

  it('rises by 165.11 every 3000 ms from the given amount', () => {
    vi.useFakeTimers();
    server.use(on(api.games.jackpot, () => ({ amount: 1, at: '2026-01-01T00:00:00Z' })));
    renderWithProviders(<JackpotTicker amount={100_000_00} />);
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveTextContent('¥100,000.00');
    act(() => vi.advanceTimersByTime(2999));
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveTextContent('¥100,000.00');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveTextContent('¥100,165.11');
    act(() => vi.advanceTimersByTime(6000));
    expect(screen.getByRole('group', { name: 'Jackpot' })).toHaveTextContent('¥100,495.33');
  });

  it('draws its art around the amount, which stays the text of the panel', () => {
    server.use(on(api.games.jackpot, () => ({ amount: 1, at: '2026-01-01T00:00:00Z' })));
    renderWithProviders(<JackpotTicker amount={100_000_00} />);
    const panel = screen.getByRole('group', { name: 'Jackpot' });
    const art = panel.querySelectorAll('svg');
    expect(art).toHaveLength(2);
    for (const coins of art) expect(coins).toHaveAttribute('aria-hidden', 'true');
    expect(within(panel).getByTestId('jackpot-value')).toHaveTextContent('¥100,000.00');
  });

  it('starts from the server amount', async () => {
    server.use(on(api.games.jackpot, () => ({ amount: 12_345_67, at: '2026-01-01T00:00:00Z' })));
    renderWithProviders(<JackpotTicker />);
    expect(await screen.findByText('¥12,345.67')).toBeInTheDocument();
  });

  it('keeps ticking the value with reduced motion, only without the animation', () => {
    vi.useFakeTimers();
    mockMatchMedia(true);
    server.use(on(api.games.jackpot, () => ({ amount: 1, at: '2026-01-01T00:00:00Z' })));
    renderWithProviders(<JackpotTicker amount={0} />);
    const ticker = screen.getByRole('group', { name: 'Jackpot' });
    expect(ticker).not.toHaveClass('mq-jackpot--animated');
    act(() => vi.advanceTimersByTime(3000));
    expect(ticker).toHaveTextContent('¥165.11');
  });
});
