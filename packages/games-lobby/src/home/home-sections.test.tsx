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

describe('RecommendedGamesSection', () => {
  it('shows the first three slots of the catalogue', async () => {
    server.use(
      on(api.games.list, () => ({ games: makeGames(10), pageNum: 1, totalPages: 1, totalCount: 10 })),
    );
    renderWithProviders(<RecommendedGamesSection />);
    const grid = await screen.findByRole('grid', { name: 'Recommended' });
    await within(grid).findByRole('button', { name: 'Game 1' });
    expect(within(grid).getAllByRole('gridcell')).toHaveLength(3);
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
