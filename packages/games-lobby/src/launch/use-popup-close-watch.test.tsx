import { api, type Game } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GameCard } from '../game/game-card';
import { makeGame, member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { useLaunchGame } from './use-launch-game';
import { POPUP_CLOSED_POLL_MS } from './use-popup-close-watch';

const server = setupMswServer();

function Launcher({ game, onLeave }: { game: Game; onLeave: () => void }) {
  const { launch, dialogs } = useLaunchGame({ onLeave });
  return (
    <>
      <GameCard game={game} onLaunch={launch} showFavourite={false} />
      {dialogs}
    </>
  );
}

/** A stand-in for the game's window: the player closes it with `closed = true`. */
function fakeWindow() {
  const popup = { opener: window as unknown, location: { href: '' }, closed: false, close: vi.fn() };
  popup.close.mockImplementation(() => {
    popup.closed = true;
  });
  return popup;
}

const baccarat = makeGame(8, {
  gameName: 'Baccarat',
  vassalage: 'EVO',
  gameType: 'LIVE',
  launchMode: 'POPUP',
});

describe('a game in its own window', () => {
  beforeEach(() => {
    // only the poll is faked: the launch call and the clicks run on real timers
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(api.games.launchGame, () => ({ url: 'https://live.test/table/1', mode: 'POPUP' as const })),
    );
  });
  afterEach(() => vi.useRealTimers());

  it('calls onLeave once, when the player closes the window', async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const onLeave = vi.fn();
    renderWithProviders(<Launcher game={baccarat} onLeave={onLeave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Baccarat' }));
    await waitFor(() => expect(popup.location.href).toContain('url=https%3A%2F%2Flive.test%2Ftable%2F1'));
    act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 5));
    expect(onLeave).not.toHaveBeenCalled();
    popup.closed = true;
    act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS));
    expect(onLeave).toHaveBeenCalledTimes(1);
    act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 5));
    expect(onLeave).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('stops watching when the page goes away', async () => {
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const onLeave = vi.fn();
    const { unmount } = renderWithProviders(<Launcher game={baccarat} onLeave={onLeave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Baccarat' }));
    await waitFor(() => expect(popup.location.href).toContain('url=https%3A%2F%2Flive.test%2Ftable%2F1'));
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
    popup.closed = true;
    act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 2));
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('does not watch a window it closed itself because the launch failed', async () => {
    server.use(on(api.games.launchGame, () => ({ url: 'javascript:alert(1)', mode: 'POPUP' as const })));
    const popup = fakeWindow();
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const onLeave = vi.fn();
    renderWithProviders(<Launcher game={baccarat} onLeave={onLeave} />);
    await userEvent.click(screen.getByRole('button', { name: 'Baccarat' }));
    await screen.findByRole('dialog', { name: 'The game could not be started' });
    expect(popup.close).toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(POPUP_CLOSED_POLL_MS * 2));
    expect(onLeave).not.toHaveBeenCalled();
  });
});
