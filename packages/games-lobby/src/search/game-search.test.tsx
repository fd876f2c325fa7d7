import { api, type GameCategory } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeGame, vendorCard } from '../test/fixtures';
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

describe('GameSearch by name', () => {
  const search = async (name: string) => {
    renderWithProviders(<GameSearch open onClose={() => {}} />);
    const dialog = await screen.findByRole('dialog', { name: 'Game search' });
    await userEvent.type(within(dialog).getByLabelText('Search games'), name);
    return dialog;
  };

  it('looks in every category at once and groups what it finds by category, vendors included', async () => {
    const asked: string[] = [];
    server.use(
      on(api.games.list, ({ gameType, gameName }) => {
        asked.push(`${gameType}:${gameName}`);
        const games =
          gameType === 'LIVE'
            ? [makeGame(7, { gameType: 'LIVE', gameName: 'Speed Baccarat' })]
            : gameType === 'PVP'
              ? [makeGame(8, { gameType: 'PVP', gameName: 'Baccarat Duel' })]
              : [];
        return { games, pageNum: 1, totalPages: 1, totalCount: games.length };
      }),
      on(api.games.vendors, () => ({
        data: {
          lanes: [{ title: 'SPORTS' as const, cards: [vendorCard('BACC', 'Baccarat Sports', 'SPORTS')] }],
        },
      })),
    );
    const dialog = await search('baccarat');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'Searched in Slots, Live casino, Fishing, Card games, Sports, Esports, Lottery, E-lottery, Cockfighting',
      ),
    );
    expect(asked.sort()).toEqual(['FISH:baccarat', 'LIVE:baccarat', 'PVP:baccarat', 'RNG:baccarat']);
    expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(['Live casino', 'Card games', 'Sports']);
    const live = within(dialog).getByRole('grid', { name: 'Live casino' });
    expect(within(live).getByRole('button', { name: 'Speed Baccarat' })).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Baccarat Sports' })).toHaveAttribute(
      'href',
      '/sports?vassalage=BACC',
    );
  });

  it('says where it looked when nothing matches, and offers the hot games', async () => {
    server.use(
      on(api.games.list, () => ({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 })),
      on(api.games.vendors, () => ({ data: { lanes: [] } })),
      on(api.games.hot, () => ({ list: [hot(1, 'RNG'), hot(2, 'LIVE')] })),
    );
    const dialog = await search('xyz');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent(
        'No games match “xyz” in Slots, Live casino, Fishing, Card games, Sports, Esports, Lottery, E-lottery, Cockfighting.',
      ),
    );
    expect(
      await within(dialog).findByRole('heading', { name: 'Why not try one of these hot games?' }),
    ).toBeVisible();
    const suggested = within(dialog).getByRole('grid', { name: 'Hot games' });
    expect(within(suggested).getByRole('button', { name: 'RNG hot 1' })).toBeInTheDocument();
    expect(within(suggested).getByRole('button', { name: 'LIVE hot 2' })).toBeInTheDocument();
  });
});
