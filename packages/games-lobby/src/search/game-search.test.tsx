import { api, type GameCategory } from '@marquee/api-client';
import { screen, within } from '@testing-library/react';
import { makeGame } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { GameSearch } from './game-search';

const server = setupMswServer();

const hot = (nodeId: number, gameType: GameCategory) =>
  makeGame(nodeId, { gameType, gameName: `${gameType} hot ${nodeId}`, isHot: 1 });

describe('GameSearch', () => {
  it('the Hot tab shows every category of the hot list under its own heading, in the hot order', async () => {
    server.use(
      on(api.games.hot, () => ({
        list: [
          hot(1, 'ELOTT'),
          hot(2, 'LIVE'),
          hot(3, 'LIVE'),
          hot(4, 'FISH'),
          ...Array.from({ length: 12 }, (_, index) => hot(10 + index, 'RNG')),
          hot(30, 'PVP'),
          hot(31, 'PVP'),
        ],
      })),
    );
    renderWithProviders(<GameSearch open onClose={() => {}} initialTab="hot" />);
    const dialog = await screen.findByRole('dialog', { name: 'Game search' });
    expect(within(dialog).getByRole('tab', { name: 'Hot games' })).toHaveAttribute('aria-selected', 'true');
    await within(dialog).findByRole('grid', { name: 'Card games' });
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['E-lottery', 'Live casino', 'Fishing', 'Slots', 'Card games']);
    const slots = within(dialog).getByRole('grid', { name: 'Slots' });
    expect(within(slots).getAllByRole('button', { name: /^RNG hot/ })).toHaveLength(12);
    const cards = within(dialog).getByRole('grid', { name: 'Card games' });
    expect(within(cards).getByRole('button', { name: 'PVP hot 30' })).toBeInTheDocument();
    expect(within(cards).getByRole('button', { name: 'PVP hot 31' })).toBeInTheDocument();
  });
});
