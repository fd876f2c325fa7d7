import { api } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lanes, makeGame, makeGames, winners } from '../test/fixtures';
import { on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { CategoryPage } from './category-page';

const server = setupMswServer();

function common() {
  server.use(
    on(api.games.vendors, () => ({ data: { lanes } })),
    on(api.games.vassalTypes, () => [{ gameClassify: 'SLOT', name: 'Video slots', count: 10 }]),
    on(api.games.hot, () => ({
      list: [
        makeGame(501, { gameName: 'Hot one', isHot: 1 }),
        makeGame(502, { gameName: 'Hot two' }),
        makeGame(503, { gameName: 'Hot live', gameType: 'LIVE' }),
        makeGame(504, { gameName: 'Hot three' }),
        makeGame(505, { gameName: 'Hot four' }),
      ],
    })),
    on(api.games.winners, () => ({ vo: winners, hasMore: false })),
    on(api.games.jackpot, () => ({ amount: 5_000_000_00, at: '2026-01-01T00:00:00Z' })),
  );
}

describe('CategoryPage', () => {
  beforeEach(() => {
    vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  });

  it('shows vendor tabs, type chips, the first 3 hot games of the vendor and the grid', async () => {
    common();
    const queries: unknown[] = [];
    server.use(
      on(api.games.list, (query) => {
        queries.push(query);
        return { games: makeGames(12), pageNum: 1, totalPages: 1, totalCount: 12 };
      }),
    );
    renderWithProviders(<CategoryPage category="RNG" />, { route: '/rng?vassalage=PG' });
    expect(await screen.findByRole('grid', { name: 'Slots games' })).toBeInTheDocument();
    const providers = screen.getByRole('group', { name: 'Game providers' });
    expect(within(providers).getByRole('button', { name: 'PG Soft' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(await screen.findByRole('button', { name: 'Video slots' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    const recommended = await screen.findByRole('region', { name: 'Recommended' });
    expect(
      within(recommended)
        .getAllByRole('button', { name: /^Hot/ })
        .map((b) => b.textContent),
    ).toEqual([
      expect.stringContaining('Hot one'),
      expect.stringContaining('Hot two'),
      expect.stringContaining('Hot three'),
    ]);
    expect(queries[0]).toMatchObject({ gameType: 'RNG', vassalage: 'PG', pageSize: '60', language: 'EN' });
    expect(screen.getByRole('group', { name: 'Jackpot' })).toBeInTheDocument();
  });

  it("keeps the recommended games' place and the grid's while they load", async () => {
    common();
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      on(api.games.list, async () => {
        await held;
        return { games: makeGames(12), pageNum: 1, totalPages: 1, totalCount: 12 };
      }),
    );
    renderWithProviders(<CategoryPage category="LIVE" />, { route: '/live' });
    const recommended = screen.getByRole('region', { name: 'Recommended' });
    expect(recommended).toHaveAttribute('aria-busy', 'true');
    // as many empty cards as it will show, unseen by assistive technology
    expect(recommended.querySelectorAll('.mq-game-card--placeholder')).toHaveLength(3);
    expect(within(recommended).queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.getByRole('region', { name: 'All games' })).toHaveAttribute('aria-busy', 'true');
    release();
    expect(await screen.findByRole('grid', { name: 'Live casino games' })).toBeInTheDocument();
    const loaded = screen.getByRole('region', { name: 'Recommended' });
    expect(loaded).not.toHaveAttribute('aria-busy');
    expect(within(loaded).getAllByRole('listitem')).toHaveLength(3);
    expect(screen.getByRole('region', { name: 'All games' })).not.toHaveAttribute('aria-busy');
  });

  it('searches by name after typing pauses, keeping what was typed', async () => {
    common();
    const names: string[] = [];
    server.use(
      on(api.games.list, (query) => {
        names.push(query.gameName ?? '');
        return {
          games: query.gameName ? [makeGame(9, { gameName: 'Dragon' })] : makeGames(3),
          pageNum: 1,
          totalPages: 1,
          totalCount: 1,
        };
      }),
    );
    renderWithProviders(<CategoryPage category="LIVE" />, { route: '/live' });
    await screen.findByRole('grid');
    const input = screen.getByRole('searchbox', { name: 'Search games' });
    await userEvent.type(input, 'Drag');
    expect(input).toHaveValue('Drag');
    await waitFor(() => expect(names).toContain('Drag'));
    expect(names.filter((name) => name.startsWith('D'))).toEqual(['Drag']);
    expect(await screen.findByRole('button', { name: 'Dragon' })).toBeInTheDocument();
  });

  it('shows an error with retry, and an empty state', async () => {
    common();
    let fail = true;
    server.use(
      on(api.games.list, () =>
        fail ? status(500) : { games: [], pageNum: 1, totalPages: 0, totalCount: 0 },
      ),
    );
    renderWithProviders(<CategoryPage category="FISH" />, { route: '/fish' });
    const retry = await screen.findByRole('button', { name: 'Retry' });
    fail = false;
    await userEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'No games found' })).toBeInTheDocument();
  });
});
