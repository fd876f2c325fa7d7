import { api } from '@marquee/api-client';
import { POPUP_CLOSED_POLL_MS } from '@marquee/games-lobby';
import { screen, waitFor, within } from '@testing-library/react';
import { onPhone } from '../layout/phone/phone-viewport';
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
    // the dropdown's vendor tiles arrive in their own chunk
    await user.click(await within(nav).findByRole('link', { name: /PG Soft/ }));
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
    // the window opens this app's game page framing the game, so its bar and reminders show there too
    await waitFor(() => expect(popup.location.href).toMatch(/^\/game\?/));
    const opened = new URLSearchParams(popup.location.href.split('?')[1]);
    expect(opened.get('url')).toBe('/demo-game/live-token');
    expect(opened.get('window')).toBe('1');
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(0));
    const before = balanceCalls;
    popup.closed = true;
    await waitFor(() => expect(balanceCalls).toBeGreaterThan(before), { timeout: POPUP_CLOSED_POLL_MS * 3 });
  });

  it('a game opens in the focused view on a phone: no site chrome around it, the balance and Deposit in its bar, Back to the list', async () => {
    onPhone();
    server.use(answer(api.games.launchGame, { url: '/demo-game/launch-token', mode: 'IFRAME' }));
    const { user, router } = renderApp({ path: '/rng', token: 'member-token' });
    await screen.findByRole('navigation', { name: 'Quick links' });
    const grid = await screen.findByRole('grid', { name: /games/i });
    await user.click(await within(grid).findByRole('button', { name: 'Lucky Dragon 1' }));
    const view = await screen.findByRole('region', { name: 'Lucky Dragon 1' });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Games' })).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Quick links' })).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
    // the bar's balance, then the session's row under the bar
    await waitFor(() =>
      expect(
        within(view)
          .getAllByText(/\d+\.\d{2}/)[0]
          ?.closest('p'),
      ).toHaveTextContent(/^Balance/),
    );
    expect(await within(view).findByRole('region', { name: 'This session' })).toHaveTextContent('12 min');

    await user.click(within(view).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Member centre' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/depositv2');
    // the game keeps running under the deposit page
    expect(screen.getByTitle('Lucky Dragon 1')).toBeInTheDocument();
    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );

    await user.click(within(view).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(await screen.findByRole('navigation', { name: 'Quick links' })).toBeInTheDocument();
  });

  it('Back from a game that was the first page of the visit goes home', async () => {
    const { user, router } = renderApp({ path: '/game?url=%2Fdemo&name=Demo', token: 'member-token' });
    const view = await screen.findByRole('region', { name: 'Demo' });
    await user.click(within(view).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it("/seamless is a focused view whose bar shows no balance (the wallet is the game's)", async () => {
    renderApp({ path: '/seamless?url=%2Fdemo&name=Demo', token: 'member-token' });
    const view = await screen.findByRole('region', { name: 'Demo' });
    expect(within(view).getByRole('button', { name: 'Deposit' })).toBeInTheDocument();
    expect(within(view).queryByText('Balance', { exact: false })).not.toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
  });

  it('/sports lists the launch page of the sports vendors', async () => {
    renderApp({ path: '/sports' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Sports' })).toBeInTheDocument();
  });
});
