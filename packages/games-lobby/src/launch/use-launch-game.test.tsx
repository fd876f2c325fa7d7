import { api, codedFailEnvelope, type Game } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { TEST_BASE_URL } from '@marquee/session/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { GamesLobbyProvider } from '../config/lobby-config';
import { GameCard } from '../game/game-card';
import { lobbyPaths, makeGame, makeGames, member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { useLaunchGame } from './use-launch-game';

const server = setupMswServer();

function Launcher({ game }: { game: Game }) {
  const { launch, dialogs } = useLaunchGame();
  return (
    <>
      <GameCard game={game} onLaunch={launch} showFavourite={false} />
      {dialogs}
    </>
  );
}

const slot = makeGame(5, { gameName: 'Fortune Tiger', vassalage: 'PG' });

describe('useLaunchGame', () => {
  it('sends a visitor to /login', async () => {
    renderWithProviders(<Launcher game={slot} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });

  it("opens a fun-play game for a visitor with play money, in the frame marked fun, and a member's as a real game", async () => {
    const fun: number[] = [];
    const real: number[] = [];
    server.use(
      on(api.games.launchFun, (body) => {
        fun.push(body.nodeId);
        return { url: '/demo-game/fun/state', mode: 'IFRAME' as const };
      }),
      on(api.games.launchGame, (body) => {
        real.push(body.nodeId);
        return { url: '/demo-game/token', mode: 'IFRAME' as const };
      }),
    );
    const funSlot = makeGame(6, { gameName: 'Lucky Reels', funPlay: true });
    const view = renderWithProviders(<Launcher game={funSlot} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Lucky Reels' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/game?url=%2Fdemo-game%2Ffun%2Fstate&name=Lucky+Reels&type=RNG&fun=1',
      ),
    );
    expect(fun).toEqual([6]);
    view.unmount();

    useSessionStore.getState().startSession('member-token', member);
    renderWithProviders(<Launcher game={funSlot} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Lucky Reels' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/game?url=%2Fdemo-game%2Ftoken&name=Lucky+Reels&type=RNG',
      ),
    );
    expect(real).toEqual([6]);
    expect(fun).toEqual([6]);
  });

  it("opens the platform's own lottery games on the lottery screen, for a visitor too, without a vendor launch", async () => {
    const launched: number[] = [];
    server.use(
      on(api.games.launchGame, (body) => {
        launched.push(body.nodeId);
        return { url: 'https://vendor.test/lobby', mode: 'IFRAME' as const };
      }),
    );
    const fourD = makeGame(7, {
      gameName: '4D Lottery',
      vassalage: 'TCG_SEA',
      gameType: 'LOTT',
      gameCode: 'SEA4D',
      defaultPlayType: 'BIG',
    });
    renderWithProviders(<Launcher game={fourD} />, { route: '/' });
    await userEvent.click(screen.getByRole('button', { name: '4D Lottery' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/lottery?gameCode=SEA4D&playType=BIG');
    expect(launched).toEqual([]);
  });

  it('shows an IFRAME game on the /game route', async () => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(api.games.launchGame, () => ({ url: 'https://games.test/play?id=5', mode: 'IFRAME' as const })),
    );
    renderWithProviders(<Launcher game={slot} />, { route: '/rng' });
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/game?url=https%3A%2F%2Fgames.test%2Fplay%3Fid%3D5&name=Fortune+Tiger',
      ),
    );
  });

  it("opens a launch URL given as a path on one of the brand's launch CDNs", async () => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(on(api.games.launchGame, () => ({ url: '/demo-game/token', mode: 'IFRAME' as const })));
    renderWithProviders(
      <GamesLobbyProvider paths={lobbyPaths} launchCdns={['https://launch.cdn.test/']}>
        <Launcher game={slot} />
      </GamesLobbyProvider>,
      { route: '/rng' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    await waitFor(() =>
      expect(screen.getByLabelText('location')).toHaveTextContent(
        '/game?url=https%3A%2F%2Flaunch.cdn.test%2Fdemo-game%2Ftoken&name=Fortune+Tiger',
      ),
    );
  });

  it('opens a POPUP vendor window inside the click, cuts the opener, then points it at the game page framing the game', async () => {
    useSessionStore.getState().startSession('member-token', member);
    const popup = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    let answered = false;
    server.use(
      on(api.games.launchGame, () => {
        answered = true;
        return { url: 'https://live.test/table/1', mode: 'POPUP' as const };
      }),
    );
    renderWithProviders(
      <Launcher game={makeGame(8, { gameName: 'Baccarat', vassalage: 'EVO', launchMode: 'POPUP' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Baccarat' }));
    expect(open).toHaveBeenCalledWith('about:blank', '_blank');
    expect(popup.opener).toBeNull();
    // this app's game page framing the vendor's: the session row and the reality check cover it too
    await waitFor(() =>
      expect(popup.location.href).toBe(
        '/game?url=https%3A%2F%2Flive.test%2Ftable%2F1&name=Baccarat&type=RNG&window=1',
      ),
    );
    expect(answered).toBe(true);
    expect(popup.close).not.toHaveBeenCalled();
  });

  it('closes the pre-opened window when the launch fails', async () => {
    useSessionStore.getState().startSession('member-token', member);
    const popup = { opener: window as unknown, location: { href: '' }, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    server.use(http.post(`${TEST_BASE_URL}${api.games.launchGame.path}`, () => HttpResponse.error()));
    renderWithProviders(
      <Launcher game={makeGame(8, { gameName: 'Baccarat', vassalage: 'EVO', launchMode: 'POPUP' })} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Baccarat' }));
    const dialog = await screen.findByRole('dialog', { name: 'The game could not be started' });
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Network link abnormal, please retry');
    expect(popup.close).toHaveBeenCalled();
  });

  it("refuses a launch past the session time limit with the platform's reason in the player's language", async () => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      http.post(`${TEST_BASE_URL}${api.games.launchGame.path}`, () =>
        HttpResponse.json(codedFailEnvelope('SESSION_TIME_LIMIT', { minutes: 30 }), { status: 400 }),
      ),
    );
    renderWithProviders(<Launcher game={slot} />, { language: 'CN' });
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      '已达到您 30 分钟的单次游戏时长限制，请重新登录后再玩',
    );
    expect(screen.getByLabelText('location')).toHaveTextContent('/');
  });

  it('offers the recommended games when the game is under maintenance', async () => {
    useSessionStore.getState().startSession('member-token', member);
    const recommended = makeGames(2).map((game, index) => ({
      ...game,
      nodeId: 90 + index,
      gameName: `Alt ${index}`,
    }));
    server.use(
      http.post(`${TEST_BASE_URL}${api.games.launchGame.path}`, () =>
        HttpResponse.json(
          codedFailEnvelope('GAME_MAINTENANCE', undefined, { vassalage: 'PG', recommended }),
          {
            status: 409,
          },
        ),
      ),
    );
    renderWithProviders(<Launcher game={slot} />);
    await userEvent.click(screen.getByRole('button', { name: 'Fortune Tiger' }));
    const dialog = await screen.findByRole('dialog', { name: 'This game is under maintenance' });
    expect(within(dialog).getByText(/Fortune Tiger is under maintenance/)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Alt 0' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Alt 1' })).toBeInTheDocument();
  });

  it('opens the vendor game list for a VASSALAGE entry instead of launching', async () => {
    useSessionStore.getState().startSession('member-token', member);
    const launched = vi.fn();
    server.use(
      on(api.games.launchGame, () => {
        launched();
        return { url: '/x', mode: 'IFRAME' as const };
      }),
      on(api.games.favouriteIds, () => []),
      on(api.games.list, ({ vassalage }) => ({
        games: [
          makeGame(1, { gameName: 'Sub game', vassalage: vassalage ?? '' }),
          makeGame(2, { isGame: 'VASSALAGE' }),
        ],
        pageNum: 1,
        totalPages: 1,
        totalCount: 2,
      })),
    );
    renderWithProviders(
      <Launcher
        game={makeGame(3, {
          gameName: 'JDB lobby',
          vendorName: 'JDB',
          vassalage: 'JDB',
          isGame: 'VASSALAGE',
        })}
      />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'JDB lobby' }));
    const dialog = await screen.findByRole('dialog', { name: 'JDB games' });
    expect(await within(dialog).findByRole('button', { name: 'Sub game' })).toBeInTheDocument();
    expect(launched).not.toHaveBeenCalled();
  });
});
