import { api } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import { lanes, makeGame, makeGames, member } from '../test/fixtures';
import { on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { FavouriteGamesSection } from './favourite-games-section';
import { HotGamesSection } from './hot-games-section';
import { RecentGamesSection } from './recent-games-section';
import { RecommendedGamesSection } from './recommended-games-section';
import { VendorStripSection } from './vendor-strip-section';

const server = setupMswServer();

describe('HotGamesSection', () => {
  it('groups the hot list by category in the lobby order, each with a link to its page', async () => {
    server.use(
      on(api.games.hot, () => ({
        list: [
          makeGame(1, { gameName: 'Slot one', gameType: 'RNG' }),
          makeGame(2, { gameName: 'Table one', gameType: 'LIVE' }),
          makeGame(3, { gameName: 'Fish one', gameType: 'FISH' }),
          makeGame(4, { gameName: 'E-lotto one', gameType: 'ELOTT' }),
        ],
      })),
      on(api.games.list, () => ({ games: [], pageNum: 1, totalPages: 0, totalCount: 0 })),
    );
    renderWithProviders(<HotGamesSection />);
    const section = await screen.findByRole('region', { name: 'Hot games' });
    await within(section).findByRole('button', { name: 'Slot one' });
    const groups = within(section)
      .getAllByRole('heading', { level: 3 })
      .map((heading) => heading.textContent);
    expect(groups).toEqual(['E-lottery', 'Live casino', 'Fishing', 'Slots']);
    expect(within(section).getByRole('grid', { name: 'Hot Live casino games' })).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'All Slots' })).toHaveAttribute('href', '/rng');
  });

  it('offers a retry when the hot list fails', async () => {
    server.use(on(api.games.hot, () => status(500)));
    renderWithProviders(<HotGamesSection />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

/** The width home's grids are laid out in: a 390 px phone's content, or a 1366 px screen's. */
const PHONE_WIDTH = 366;
const WIDE_WIDTH = 1150;
const layOutAt = (width: number) =>
  vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(width);

afterEach(() => vi.restoreAllMocks());

const cellsOf = (grid: HTMLElement) => within(grid).getAllByRole('gridcell');
const rowsOf = (grid: HTMLElement) => within(grid).getAllByRole('row');

describe('home rows fill their grid', () => {
  const hot = [
    ...Array.from({ length: 12 }, (_, index) =>
      makeGame(index + 1, { gameName: `Slot ${index + 1}`, gameType: 'RNG' }),
    ),
    makeGame(21, { gameName: 'Fish one', gameType: 'FISH' }),
    makeGame(22, { gameName: 'Fish two', gameType: 'FISH' }),
    ...Array.from({ length: 4 }, (_, index) =>
      makeGame(31 + index, { gameName: `Table ${index + 1}`, gameType: 'LIVE' }),
    ),
  ];

  /** The catalogue's first page of a category: its games after the hot ones, from 100 on. */
  const catalogue = (count: number) =>
    on(api.games.list, (query) => ({
      games: Array.from({ length: count }, (_, index) =>
        makeGame(100 + index, { gameName: `${query.gameType} ${index + 1}`, gameType: query.gameType }),
      ),
      pageNum: 1,
      totalPages: count > 0 ? 1 : 0,
      totalCount: count,
    }));

  const expectGroups = async (expected: Record<'RNG' | 'FISH' | 'LIVE', readonly [number, number]>) => {
    const section = await screen.findByRole('region', { name: 'Hot games' });
    await within(section).findByRole('button', { name: 'Slot 1' });
    for (const [category, name] of [
      ['RNG', 'Hot Slots games'],
      ['FISH', 'Hot Fishing games'],
      ['LIVE', 'Hot Live casino games'],
    ] as const) {
      const grid = within(section).getByRole('grid', { name });
      const [columns, shown] = expected[category];
      await waitFor(() => expect(cellsOf(grid)).toHaveLength(shown));
      expect(grid).toHaveAttribute('aria-colcount', String(columns));
      for (const row of rowsOf(grid)) expect(within(row).getAllByRole('gridcell')).toHaveLength(columns);
    }
  };

  it.each([
    [WIDE_WIDTH, { RNG: [8, 8], FISH: [8, 8], LIVE: [8, 8] } as const],
    [PHONE_WIDTH, { RNG: [2, 12], FISH: [2, 2], LIVE: [2, 4] } as const],
  ])(
    'at %i px each hot group shows whole rows, a short one topped up from its category',
    async (width, expected) => {
      layOutAt(width);
      server.use(
        on(api.games.hot, () => ({ list: hot })),
        catalogue(20),
      );
      renderWithProviders(<HotGamesSection />);
      await expectGroups({ ...expected });
      const fishing = screen.getByRole('grid', { name: 'Hot Fishing games' });
      expect(within(fishing).getByRole('button', { name: 'Fish two' })).toBeInTheDocument();
    },
  );

  it('widens the cards of a short group its category cannot top up', async () => {
    layOutAt(WIDE_WIDTH);
    server.use(
      on(api.games.hot, () => ({ list: hot })),
      catalogue(0),
    );
    renderWithProviders(<HotGamesSection />);
    await expectGroups({ RNG: [8, 8], FISH: [2, 2], LIVE: [4, 4] });
  });

  it.each([
    [WIDE_WIDTH, 8],
    [PHONE_WIDTH, 2],
  ])('at %i px the recommended row is one full row of %i slots', async (width, count) => {
    layOutAt(width);
    server.use(
      on(api.games.list, () => ({ games: makeGames(20), pageNum: 1, totalPages: 1, totalCount: 20 })),
    );
    renderWithProviders(<RecommendedGamesSection />);
    const grid = await screen.findByRole('grid', { name: 'Recommended' });
    await within(grid).findByRole('button', { name: 'Game 1' });
    expect(rowsOf(grid)).toHaveLength(1);
    expect(cellsOf(grid)).toHaveLength(count);
  });
});

describe('VendorStripSection', () => {
  it('links every vendor once to its category page', async () => {
    server.use(on(api.games.vendors, () => ({ data: { lanes } })));
    renderWithProviders(<VendorStripSection />);
    const section = await screen.findByRole('region', { name: 'Browse by provider' });
    const evolution = await within(section).findByRole('link', { name: 'Evolution' });
    expect(evolution).toHaveAttribute('href', '/live?vassalage=EVO');
    expect(within(section).getByRole('link', { name: 'IM Esports' })).toHaveAttribute(
      'href',
      '/esports?vassalage=IMES',
    );
    expect(within(section).getAllByRole('link', { name: 'PG Soft' })).toHaveLength(1);
  });
});

describe('member sections', () => {
  it('show nothing to a visitor and call nothing', () => {
    renderWithProviders(
      <>
        <RecentGamesSection />
        <FavouriteGamesSection />
      </>,
    );
    expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'My favourites' })).not.toBeInTheDocument();
  });

  it("show every one of a member's favourites at any width: no page of their own holds the rest", async () => {
    layOutAt(WIDE_WIDTH);
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(api.games.favouriteList, () => ({ content: makeGames(10), pageNum: 1, totalPages: 1 })),
      on(api.games.favouriteIds, () => []),
    );
    renderWithProviders(<FavouriteGamesSection />);
    const grid = await screen.findByRole('grid', { name: 'My favourites' });
    await within(grid).findByRole('button', { name: 'Game 10' });
    expect(cellsOf(grid)).toHaveLength(10);
  });

  it("show a member's recent games and favourites", async () => {
    useSessionStore.getState().startSession('member-token', member);
    server.use(
      on(api.games.recent, () => ({ list: [makeGame(7, { gameName: 'Last played' })], totalPages: 1 })),
      on(api.games.favouriteList, () => ({
        content: [makeGame(8, { gameName: 'Loved game' })],
        pageNum: 1,
        totalPages: 1,
      })),
      on(api.games.favouriteIds, () => [8]),
    );
    renderWithProviders(
      <>
        <RecentGamesSection />
        <FavouriteGamesSection />
      </>,
    );
    const recent = await screen.findByRole('region', { name: 'Recently played' });
    expect(await within(recent).findByRole('button', { name: 'Last played' })).toBeInTheDocument();
    const favourites = await screen.findByRole('region', { name: 'My favourites' });
    expect(await within(favourites).findByRole('button', { name: 'Loved game' })).toBeInTheDocument();
  });

  it('show nothing to a member who has not played yet', async () => {
    useSessionStore.getState().startSession('member-token', member);
    let asked = false;
    server.use(
      on(api.games.recent, () => {
        asked = true;
        return { list: [], totalPages: 0 };
      }),
    );
    renderWithProviders(<RecentGamesSection />);
    await waitFor(() => expect(asked).toBe(true));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Recently played' })).not.toBeInTheDocument(),
    );
  });
});
