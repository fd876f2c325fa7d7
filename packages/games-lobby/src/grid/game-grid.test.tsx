import { api } from '@marquee/api-client';
import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { LAZY_IMAGE_THROTTLE_MS } from '../config/constants';
import { makeGames, member, trialMember } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GameGrid } from './game-grid';

const server = setupMswServer();

function launchButtons() {
  return within(screen.getByRole('grid', { name: 'Games' })).getAllByRole('button', { name: /^Game \d+$/ });
}

function Harness({ onLoadMore }: { onLoadMore: () => void }) {
  const [count, setCount] = useState(12);
  return (
    <>
      <button type="button" onClick={() => setCount((value) => value + 1)}>
        add
      </button>
      <GameGrid games={makeGames(count)} onLaunch={() => {}} label="Games" hasMore onLoadMore={onLoadMore} />
    </>
  );
}

describe('GameGrid', () => {
  beforeEach(() => {
    // jsdom has no layout: give the window a viewport (the virtualiser reads innerHeight).
    Object.defineProperty(window, 'innerHeight', { configurable: true, value: 800 });
    Object.defineProperty(window, 'innerWidth', { configurable: true, value: 1200 });
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('renders far fewer than 10,000 cards and stays under 800 DOM nodes', () => {
    const games = makeGames(10_000);
    const { container } = renderWithProviders(<GameGrid games={games} onLaunch={() => {}} label="Games" />);
    const cards = launchButtons();
    expect(cards.length).toBeGreaterThan(0);
    expect(cards.length).toBeLessThan(200);
    expect(container.querySelectorAll('*').length).toBeLessThan(800);
    expect(screen.getByRole('grid')).toHaveAttribute('aria-rowcount', String(Math.ceil(10_000 / 6)));
  });

  it('renders the rows in view first and the overscan rows once that frame is painted', async () => {
    renderWithProviders(
      <GameGrid games={makeGames(10_000)} onLaunch={() => {}} label="Games" overscan={2} />,
    );
    const rowIndexes = () =>
      within(screen.getByRole('grid'))
        .getAllByRole('row')
        .map((row) => Number(row.getAttribute('aria-rowindex')));
    // 800 px of window over rows of 228 px (six 160 px cards, their text and the gap)
    expect(rowIndexes()).toEqual([1, 2, 3, 4]);
    await waitFor(() => expect(rowIndexes()).toEqual([1, 2, 3, 4, 5, 6]));
  });

  it('renders every card without virtualisation (for comparison)', () => {
    renderWithProviders(
      <GameGrid games={makeGames(100)} onLaunch={() => {}} label="Games" virtualized={false} />,
    );
    expect(launchButtons()).toHaveLength(100);
  });

  it('loads the first row once the first frame is painted, eagerly with high priority, and the rest lazily after the throttle', async () => {
    // The throttle's timers are held until the test lets them run, so a slow machine painting the
    // first frame late cannot let the later rows' throttle run out first.
    const held: Array<() => void> = [];
    const setTimeoutOf = window.setTimeout.bind(window);
    const spy = vi.spyOn(window, 'setTimeout').mockImplementation(((run: () => void, ms?: number) => {
      if (ms !== LAZY_IMAGE_THROTTLE_MS) return setTimeoutOf(run, ms);
      held.push(run);
      return 0;
    }) as typeof window.setTimeout);
    try {
      renderWithProviders(<GameGrid games={makeGames(30)} onLaunch={() => {}} label="Games" />);
      expect(screen.getByRole('img', { name: 'Game 1' }).tagName).toBe('SPAN');
      await waitFor(() => expect(screen.getByRole('img', { name: 'Game 1' }).tagName).toBe('IMG'));
      const first = screen.getByRole('img', { name: 'Game 1' });
      expect(first).toHaveAttribute('loading', 'eager');
      expect(first).toHaveAttribute('fetchpriority', 'high');
      expect(screen.getByRole('img', { name: 'Game 7' }).tagName).toBe('SPAN');
      expect(held.length).toBeGreaterThan(0);
      act(() => {
        for (const run of held.splice(0)) run();
      });
      await waitFor(() =>
        expect(screen.getByRole('img', { name: 'Game 7' })).toHaveAttribute('loading', 'lazy'),
      );
    } finally {
      spy.mockRestore();
    }
  });

  it('requests the icons of rows in view only: a row waiting in the overscan requests nothing', async () => {
    renderWithProviders(<GameGrid games={makeGames(100)} onLaunch={() => {}} label="Games" overscan={2} />);
    // rows 1-4 are in view (games 1-24), rows 5 and 6 are the overscan (games 25-36)
    await waitFor(() => expect(screen.getByRole('img', { name: 'Game 24' }).tagName).toBe('IMG'));
    expect(screen.getByRole('img', { name: 'Game 7' }).tagName).toBe('IMG');
    // well past the throttle for the overscan rows too, which mounted a frame later
    await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(screen.getByRole('img', { name: 'Game 25' }).tagName).toBe('SPAN');
    expect(screen.getByRole('img', { name: 'Game 36' }).tagName).toBe('SPAN');
  });

  it('moves focus with the arrow keys and keeps one tab stop', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameGrid games={makeGames(30)} onLaunch={() => {}} label="Games" />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Game 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('button', { name: 'Game 2' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'Game 8' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Game 12' })).toHaveFocus();
    expect(launchButtons().filter((button) => button.tabIndex === 0)).toHaveLength(1);
  });

  it('keeps the focused card rendered far down a long list', async () => {
    const user = userEvent.setup();
    renderWithProviders(<GameGrid games={makeGames(10_000)} onLaunch={() => {}} label="Games" />);
    await user.tab();
    await user.keyboard('{Control>}{End}{/Control}');
    expect(screen.getByRole('button', { name: 'Game 10000' })).toHaveFocus();
  });

  it('launches the game on click', async () => {
    const onLaunch = vi.fn();
    renderWithProviders(<GameGrid games={makeGames(3)} onLaunch={onLaunch} label="Games" />);
    await userEvent.click(screen.getByRole('button', { name: 'Game 2' }));
    expect(onLaunch).toHaveBeenCalledWith(expect.objectContaining({ nodeId: 2 }));
  });

  it('asks for the next page near the end, at most once per 200 ms', async () => {
    const onLoadMore = vi.fn();
    vi.useFakeTimers();
    try {
      renderWithProviders(<Harness onLoadMore={onLoadMore} />);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      for (let i = 0; i < 5; i += 1) fireEvent.click(screen.getByRole('button', { name: 'add' }));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(199));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      act(() => vi.advanceTimersByTime(1));
      expect(onLoadMore).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('shows the spinner on the pressed heart only, while its call runs', async () => {
    useSessionStore.getState().startSession('member-token', member);
    const releases: Array<() => void> = [];
    const added: number[] = [];
    const removed: number[] = [];
    server.use(
      on(api.games.favouriteAdd, async ({ nodeId }) => {
        added.push(Number(nodeId));
        await new Promise<void>((resolve) => releases.push(resolve));
        return null;
      }),
      on(api.games.favouriteRemove, ({ nodeId }) => {
        removed.push(Number(nodeId));
        return null;
      }),
    );
    renderWithProviders(
      <GameGrid games={makeGames(12)} onLaunch={() => {}} label="Games" favouriteIds={new Set([5])} />,
    );
    const heart = (n: number) => screen.getByRole('button', { name: `Favourite: Game ${n}` });
    expect(heart(5)).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart(2));
    await waitFor(() => expect(heart(2)).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByText('Updating favourites')).toHaveLength(1);
    expect(heart(3)).not.toHaveAttribute('aria-busy');
    expect(heart(3)).toBeEnabled();
    // another heart while the first call runs: both busy, each with its own spinner
    await userEvent.click(heart(3));
    await waitFor(() => expect(heart(3)).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getAllByText('Updating favourites')).toHaveLength(2);
    await userEvent.click(heart(5));
    await waitFor(() => expect(removed).toEqual([5]));
    await waitFor(() => expect(added).toEqual([2, 3]));
    act(() => releases[0]?.());
    await waitFor(() => expect(heart(2)).not.toHaveAttribute('aria-busy'));
    expect(heart(3)).toHaveAttribute('aria-busy', 'true');
    act(() => releases[1]?.());
    await waitFor(() => expect(screen.queryByText('Updating favourites')).not.toBeInTheDocument());
  });

  it('sends a visitor to /login and shows a trial account the warning instead of toggling', async () => {
    const calls: number[] = [];
    server.use(
      on(api.games.favouriteAdd, ({ nodeId }) => {
        calls.push(Number(nodeId));
        return null;
      }),
    );
    const { unmount } = renderWithProviders(
      <GameGrid games={makeGames(12)} onLaunch={() => {}} label="Games" />,
      { route: '/rng' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Favourite: Game 4' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
    unmount();

    useSessionStore.getState().startSession('trial-token', trialMember);
    renderWithProviders(<GameGrid games={makeGames(12)} onLaunch={() => {}} label="Games" />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite: Game 4' }));
    expect(useTrialWarningStore.getState().open).toBe(true);
    expect(screen.getByRole('button', { name: 'Favourite: Game 4' })).not.toHaveAttribute('aria-busy');
    expect(calls).toEqual([]);
  });

  it('hides the hearts with showFavourite false', () => {
    renderWithProviders(
      <GameGrid games={makeGames(6)} onLaunch={() => {}} label="Games" showFavourite={false} />,
    );
    expect(screen.queryByRole('button', { name: /^Favourite:/ })).not.toBeInTheDocument();
  });
});
