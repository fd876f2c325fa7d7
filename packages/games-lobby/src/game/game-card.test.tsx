import { api, memberKeys } from '@marquee/api-client';
import { useSessionStore, useTrialWarningStore } from '@marquee/session';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { makeGame, member, trialMember } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { DEFAULT_GAME_IMAGE } from './default-game-image';
import { GameCard } from './game-card';

const server = setupMswServer();
const game = makeGame(7, { gameName: 'Lucky Dragon', vendorName: 'PG Soft', isHot: 1, isNew: 1 });

/** A card whose icon becomes a priority after mount, as the grid's first row does. */
function LaterPriority() {
  const [priority, setPriority] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setPriority(true)}>
        prioritise
      </button>
      <GameCard game={game} onLaunch={() => {}} priority={priority} />
    </>
  );
}

describe('GameCard', () => {
  it('names the card by the game and describes vendor and badges', () => {
    renderWithProviders(<GameCard game={game} onLaunch={() => {}} />);
    const button = screen.getByRole('button', { name: 'Lucky Dragon' });
    expect(button).toHaveAccessibleDescription(/PG Soft.*Hot.*New/);
    expect(screen.getByRole('img', { name: 'Lucky Dragon' })).toBeInTheDocument();
  });

  it("lays the game's name over its art as text, out of the button's name and visible text", () => {
    renderWithProviders(<GameCard game={game} onLaunch={() => {}} priority />);
    const button = screen.getByRole('button', { name: 'Lucky Dragon' });
    // the button shows its name once: a second copy inside would break "label in name"
    expect(button).toHaveTextContent(/^Lucky Dragon$/);
    const plate = screen
      .getAllByText('Lucky Dragon')
      .find((element) => element.closest('[aria-hidden="true"]'));
    expect(plate).toBeVisible();
    expect(button).not.toContainElement(plate ?? null);
    expect(within(button).getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', game.iconUrl);
  });

  it('badges only what the game is: no Hot badge on a game off the hot list', () => {
    renderWithProviders(<GameCard game={{ ...game, isHot: 0, isNew: 0 }} onLaunch={() => {}} />);
    expect(screen.getByRole('button', { name: 'Lucky Dragon' })).toHaveAccessibleDescription('PG Soft');
    expect(screen.queryByText('Hot')).not.toBeInTheDocument();
  });

  it('retries a failing icon up to 3 attempts, then shows the default game image', async () => {
    renderWithProviders(<GameCard game={game} onLaunch={() => {}} />);
    const image = await waitFor(() => {
      const img = screen.getByRole('img', { name: 'Lucky Dragon' });
      expect(img.tagName).toBe('IMG');
      return img;
    });
    const sources = [image.getAttribute('src')];
    for (let attempt = 0; attempt < 3; attempt += 1) {
      fireEvent.error(image);
      sources.push(image.getAttribute('src'));
    }
    expect(new Set(sources.slice(0, 3)).size).toBe(3);
    expect(sources[3]).toBe(DEFAULT_GAME_IMAGE);
    expect(image).toHaveAccessibleName('Lucky Dragon');
  });

  it('requests the icon only after the card stayed on screen for 200 ms', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<GameCard game={game} onLaunch={() => {}} />);
      const placeholder = screen.getByRole('img', { name: 'Lucky Dragon' });
      expect(placeholder.tagName).toBe('SPAN');
      act(() => vi.advanceTimersByTime(199));
      expect(screen.getByRole('img', { name: 'Lucky Dragon' }).tagName).toBe('SPAN');
      act(() => vi.advanceTimersByTime(1));
      expect(screen.getByRole('img', { name: 'Lucky Dragon' })).toHaveAttribute('src', game.iconUrl);
    } finally {
      vi.useRealTimers();
    }
  });

  it('requests the icon at once, eagerly, when it becomes a priority after mount', () => {
    vi.useFakeTimers();
    try {
      renderWithProviders(<LaterPriority />);
      expect(screen.getByRole('img', { name: 'Lucky Dragon' }).tagName).toBe('SPAN');
      fireEvent.click(screen.getByRole('button', { name: 'prioritise' }));
      const image = screen.getByRole('img', { name: 'Lucky Dragon' });
      expect(image).toHaveAttribute('src', game.iconUrl);
      expect(image).toHaveAttribute('loading', 'eager');
    } finally {
      vi.useRealTimers();
    }
  });

  it('sends a visitor to /login instead of toggling the favourite', async () => {
    renderWithProviders(<GameCard game={game} onLaunch={() => {}} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Favourite: Lucky Dragon' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });

  it('shows a trial account the real-account warning', async () => {
    useSessionStore.getState().startSession('trial-token', trialMember);
    renderWithProviders(<GameCard game={game} onLaunch={() => {}} />);
    await userEvent.click(screen.getByRole('button', { name: 'Favourite: Lucky Dragon' }));
    expect(useTrialWarningStore.getState().open).toBe(true);
  });

  it('adds a favourite with a loader while the call runs, then refetches the ids', async () => {
    useSessionStore.getState().startSession('member-token', member);
    let release: () => void = () => {};
    const added: number[] = [];
    server.use(
      on(api.games.favouriteAdd, async ({ nodeId }) => {
        added.push(nodeId);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return null;
      }),
    );
    const { queryClient } = renderWithProviders(
      <GameCard game={game} onLaunch={() => {}} isFavourite={false} />,
    );
    const invalidate = vi.spyOn(queryClient, 'invalidateQueries');
    const heart = screen.getByRole('button', { name: 'Favourite: Lucky Dragon' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(await screen.findByText('Updating favourites')).toBeInTheDocument();
    expect(heart).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(screen.queryByText('Updating favourites')).not.toBeInTheDocument());
    expect(added).toEqual([7]);
    expect(invalidate).toHaveBeenCalledWith({ queryKey: memberKeys.favouriteIds() });
  });

  it('removes a game that is a favourite', async () => {
    useSessionStore.getState().startSession('member-token', member);
    const removed: number[] = [];
    server.use(
      on(api.games.favouriteRemove, ({ nodeId }) => {
        removed.push(Number(nodeId));
        return null;
      }),
    );
    renderWithProviders(<GameCard game={game} onLaunch={() => {}} isFavourite />);
    const heart = screen.getByRole('button', { name: 'Favourite: Lucky Dragon' });
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(heart);
    await waitFor(() => expect(removed).toEqual([7]));
  });
});
