import { api } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAVOURITES_KEY } from '../favourites/favourites-store';
import { games, member, otherMember } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { LotteryLobby } from './lottery-lobby';

const server = setupMswServer();

function platform() {
  server.use(
    on(api.lottery.gameMenus, () => games),
    on(api.lottery.popular, (query) => {
      expect(query.count).toBe('20');
      return [games[2]!];
    }),
    on(api.lottery.recent, () => [games[1]!]),
  );
}

describe('LotteryLobby', () => {
  it('shows the games of each prize mode as tabs, with the latest result and a countdown', async () => {
    platform();
    const user = userEvent.setup();
    renderWithProviders(<LotteryLobby />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Daily draws', 'Fast draws', '4D and Thai']);
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).getByRole('article', { name: 'North Vietnam Lottery' })).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Fast draws' }));
    const fast = within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Fast Lottery 1 Min' });
    expect(within(fast).getByText('12345')).toBeInTheDocument();
    expect(within(fast).getByText(/Next draw in/)).toBeInTheDocument();
    expect(within(fast).getByRole('link', { name: 'Bet on Fast Lottery 1 Min' })).toHaveAttribute(
      'href',
      '/lottery?gameCode=VNF1&playType=LO2',
    );
    expect(
      within(screen.getByRole('region', { name: 'Popular' })).getByText('4D Lottery'),
    ).toBeInTheDocument();
  });

  it('reads /vnlottery’s menu from the VN game menu: fast, north, central, south', async () => {
    platform();
    const asked: unknown[] = [];
    server.use(
      on(api.lottery.gameMenus, () => {
        throw new Error('/vnlottery reads the VN menu, not the game menus');
      }),
      on(api.lottery.vnGameMenu, (query) => {
        asked.push(query);
        return [
          { group: 'FAST' as const, games: [games[0]!] },
          { group: 'NORTH' as const, games: [games[1]!] },
        ];
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(<LotteryLobby vendor="TCG_LOTTO_VN" />);
    const tabs = await screen.findAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Fast draws', 'North']);
    expect(asked).toEqual([expect.objectContaining({ language: 'EN', device: 'WEB' })]);
    expect(
      within(screen.getByRole('tabpanel')).getByRole('article', { name: 'Fast Lottery 1 Min' }),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'North' }));
    expect(
      within(screen.getByRole('tabpanel')).getByRole('article', { name: 'North Vietnam Lottery' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('4D Lottery')).not.toBeInTheDocument();
  });

  it('keeps favourites per username in LOTTFAV and never mixes users', async () => {
    platform();
    useSessionStore.getState().startSession('token-1', member);
    const user = userEvent.setup();
    const { unmount } = renderWithProviders(<LotteryLobby />);
    await screen.findAllByRole('tab');
    const favourites = screen.getByRole('region', { name: 'My favourites' });
    expect(within(favourites).getByText('Tap the star on a game to keep it here.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Favourite North Vietnam Lottery' })[0]!);
    expect(within(favourites).getByRole('article', { name: 'North Vietnam Lottery' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(FAVOURITES_KEY)!)).toEqual({ player01: ['VNMB'] });
    expect(screen.getAllByRole('button', { name: 'Favourite North Vietnam Lottery' })[0]).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    unmount();

    // another member on the same browser starts with none of them
    useSessionStore.getState().endSession();
    useSessionStore.getState().startSession('token-2', otherMember);
    renderWithProviders(<LotteryLobby />);
    await screen.findAllByRole('tab');
    expect(
      within(screen.getByRole('region', { name: 'My favourites' })).queryByRole('article'),
    ).not.toBeInTheDocument();
  });

  it('sends a visitor who taps the star to the login page', async () => {
    platform();
    const user = userEvent.setup();
    renderWithProviders(<LotteryLobby />);
    await screen.findAllByRole('tab');
    await user.click(screen.getAllByRole('button', { name: 'Favourite North Vietnam Lottery' })[0]!);
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/login');
    expect(localStorage.getItem(FAVOURITES_KEY)).toBeNull();
  });

  it('counts down on the platform clock when the device clock is 10 minutes fast', async () => {
    const serverNow = Date.now();
    const fast = games.map((game) => ({
      ...game,
      serverTime: new Date(serverNow).toISOString(),
      nextDrawAt: new Date(serverNow + 5 * 60_000).toISOString(),
    }));
    server.use(
      on(api.lottery.gameMenus, () => fast),
      on(api.lottery.popular, () => []),
    );
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 10 * 60_000);
    try {
      renderWithProviders(<LotteryLobby />);
      const card = await screen.findByRole('article', { name: 'North Vietnam Lottery' });
      // the device alone would say the draw was five minutes ago (00:00:00)
      expect(within(card).getByText(/^00:0[45]:\d\d$/)).toBeInTheDocument();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
