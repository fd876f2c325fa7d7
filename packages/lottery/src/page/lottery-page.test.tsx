import { api } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import { games, makeDraw, makeResult } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { LotteryPage } from './lottery-page';

const server = setupMswServer();

describe('LotteryPage', () => {
  it('opens the lobby without a game', async () => {
    server.use(
      on(api.lottery.gameMenus, () => games),
      on(api.lottery.popular, () => []),
    );
    renderWithProviders(<LotteryPage />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
  });

  it("lists the brand's lottery vendor's games, or those of the vendor the address names", async () => {
    server.use(
      on(api.lottery.gameMenus, () => games),
      on(api.lottery.vnGameMenu, () => [{ group: 'NORTH' as const, games: [games[1]!] }]),
      on(api.lottery.popular, () => []),
    );
    const { unmount } = renderWithProviders(<LotteryPage vendor="TCG_SEA" />, { route: '/lottery' });
    const panel = await screen.findByRole('tabpanel');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['4D and Thai']);
    expect(within(panel).getByText('4D Lottery')).toBeInTheDocument();
    expect(within(panel).queryByText('North Vietnam Lottery')).toBeNull();
    unmount();

    renderWithProviders(<LotteryPage vendor="TCG_SEA" />, { route: '/lottery?vendor=TCG_LOTTO_VN' });
    expect(await screen.findByRole('tab', { name: 'North' })).toBeInTheDocument();
    expect(screen.queryByRole('tab', { name: '4D and Thai' })).toBeNull();
  });

  it('opens the betting view of ?gameCode= on ?playType=, with the results below', async () => {
    const requested: string[] = [];
    server.use(
      on(api.lottery.currentDraw, (query) => {
        requested.push(query.gameCode);
        return makeDraw('SEA4D');
      }),
      on(api.lottery.vnOpenedNumbers, () => ({ gameCode: 'SEA4D', draws: 0, frequency: {} })),
      on(api.lottery.openedNumbers, () => ({
        list: [makeResult('d5', { gameCode: 'SEA4D' })],
        pageNum: 1,
        totalPages: 1,
      })),
    );
    renderWithProviders(<LotteryPage />, { route: '/lottery?gameCode=SEA4D&playType=SMALL' });
    expect(await screen.findByRole('heading', { level: 1, name: '4D Lottery' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '4D Small' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('article', { name: 'Draw d5' })).toBeInTheDocument();
    expect(requested).toEqual(['SEA4D']);
  });
});
