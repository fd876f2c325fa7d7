import { api } from '@marquee/api-client';
import { POPUP_CLOSED_POLL_MS } from '@marquee/games-lobby';
import { screen, waitFor, within } from '@testing-library/react';
import { balanceFixture, gameFixture } from '../test/fixtures';
import { answer } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

describe('the games lobby in the shell', () => {
  it('/rng shows the slot page with the catalogue under the game navigation', async () => {
    renderApp({ path: '/rng' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
    const grid = await screen.findByRole('grid', { name: /games/i });
    expect(await within(grid).findByRole('button', { name: 'Lucky Dragon 1' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Games' })).toBeInTheDocument();
  });

  it('a vendor of the navigation dropdown opens its category page filtered by ?vassalage=', async () => {
    const { user, router } = renderApp({ path: '/' });
    const nav = await screen.findByRole('navigation', { name: 'Games' });
    await user.click(await within(nav).findByRole('button', { name: 'Slots' }));
    await user.click(within(nav).getByRole('link', { name: /PG Soft/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(router.state.location.search).toBe('?vassalage=PG');
    expect(await screen.findByRole('heading', { level: 1, name: 'Slots' })).toBeInTheDocument();
  });

  it('a visitor choosing a game is sent to the login form', async () => {
    const { user, router } = renderApp({ path: '/rng' });
    const grid = await screen.findByRole('grid', { name: /games/i });
    await user.click(await within(grid).findByRole('button', { name: 'Lucky Dragon 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('a member launches a game into the /game frame, and leaving it refreshes the header balance', async () => {
    let balanceCalls = 0;
    server.use(
      answer(api.games.launchGame, { url: '/demo-game/launch-token', mode: 'IFRAME' }),
      answer(api.wallet.balance, () => {
        balanceCalls++;
        return balanceFixture();
      }),
    );
    const { user, router } = renderApp({ path: '/rng', member: undefined, token: 'member-token' });
    const grid = await screen.findByRole('grid', { name: /games/i });
    await user.click(await within(grid).findByRole('button', { name: 'Lucky Dragon 1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/game'));
    const frame = await screen.findByTitle('Lucky Dragon 1');
    expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-forms');
    expect(frame).toHaveAttribute('src', '/demo-game/launch-token');
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(0));
    const before = balanceCalls;
    await router.navigate('/rng');
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before));
  });

  it('a game in its own window refreshes the header balance when the player closes it', async () => {
    let balanceCalls = 0;
    const live = gameFixture(7, { gameName: 'Speed Baccarat', gameType: 'LIVE', launchMode: 'POPUP' });
    server.use(
      answer(api.games.list, { games: [live], pageNum: 1, totalPages: 1, totalCount: 1 }),
      answer(api.games.launchGame, { url: '/demo-game/live-token', mode: 'POPUP' }),
      answer(api.wallet.balance, () => {
        balanceCalls++;
        return balanceFixture();
      }),
    );
    const popup = { opener: window as unknown, location: { href: '' }, closed: false, close: vi.fn() };
    vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
    const { user } = renderApp({ path: '/live', token: 'member-token' });
    const grid = await screen.findByRole('grid', { name: /games/i });
    await user.click(await within(grid).findByRole('button', { name: 'Speed Baccarat' }));
    await waitFor(() => expect(popup.location.href).toBe('/demo-game/live-token'));
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(0));
    const before = balanceCalls;
    popup.closed = true;
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before), { timeout: POPUP_CLOSED_POLL_MS * 3 });
  });

  it('/sports lists the launch page of the sports vendors', async () => {
    renderApp({ path: '/sports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
  });
});
