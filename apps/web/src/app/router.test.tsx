import {
  api,
  type LotteryGame,
  MEMBER_TYPE,
  pointMallApi,
  promotionsApi,
  rankingsApi,
} from '@marquee/api-client';
import { pointItemFixture } from '@marquee/api-client/testing';
import { act, screen, waitFor, within } from '@testing-library/react';
import { findFooter, preloadFooter } from '../test/find-footer';
import { memberFixture } from '../test/fixtures';
import { answer, refuse } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';
import { installTestObserver } from '../test/test-observer';
import { homePaths } from './paths';

installTestObserver();
preloadFooter();

describe('route table', () => {
  it.each(homePaths)('%s renders home inside the full layout', async (path) => {
    renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
    expect(await findFooter()).toBeInTheDocument();
  });

  it('shows the point mall on /pointMall, in its own chunk', async () => {
    server.use(
      answer(pointMallApi.items, {
        items: [pointItemFixture()],
        validBetPerPoint: 1_000,
      }),
    );
    renderApp({ path: '/pointMall' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Point mall' })).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: '10.00 cash voucher' })).toBeInTheDocument();
  });

  it('refuses the agent centre to a member who is not an agent, over home', async () => {
    renderApp({ path: '/agent', member: memberFixture() });
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Non-agents cannot log in' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Marquee', hidden: true })).toBeInTheDocument();
  });

  it('refuses the agent centre to a trial account as a non-member, under the trial warning', async () => {
    renderApp({
      path: '/agent',
      member: memberFixture({ type: MEMBER_TYPE.trial, isAgent: MEMBER_TYPE.trial }),
    });
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(dialog).findByRole('heading', { name: 'Non-member account unable to login' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('navigation')).not.toBeInTheDocument();
  });

  it.each(['/agent', '/agent/teamManagement'])('%s sends a visitor to the login form', async (path) => {
    const { router } = renderApp({ path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('shows the winners list on /winners, paged by ?page=', async () => {
    const winner = {
      iconUrl: '/media/games/gems-2.svg',
      customerName: 'de***o',
      gameName: 'Gems',
      winAmount: 500_000,
    };
    server.use(answer(api.games.winners, { vo: [winner], hasMore: true }));
    renderApp({ path: '/winners?page=2' });
    const table = await screen.findByRole('table', { name: 'Winners' });
    expect(await within(table).findByText('de***o')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 3' })).toBeInTheDocument();
  });

  it('shows the announcement list on /noticePage', async () => {
    renderApp({ path: '/noticePage' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Announcements' })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Announcement list' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
  });

  it('shows the activity centre on /promotions and a promotion on /promoDetail?id=', async () => {
    const promotion = {
      id: 7,
      type: 'DAILY' as const,
      kind: 'CLAIM' as const,
      title: 'Daily gift',
      image: '/media/games/gems-2.svg',
      startsAt: '2026-01-01T00:00:00.000Z',
      endsAt: '2035-12-31T16:00:00.000Z',
      reward: 500,
      status: 'CLAIM' as const,
    };
    server.use(
      answer(promotionsApi.list, { types: ['DAILY'], promotions: [promotion] }),
      answer(promotionsApi.detail, { ...promotion, content: '<p>Claim a gift every day.</p>' }),
    );
    renderApp({ path: '/promotions' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Promotions' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Daily gift/ })).toHaveAttribute(
      'href',
      '/promoDetail?id=7',
    );
    renderApp({ path: '/promoDetail?id=7' });
    expect(await screen.findByText('Claim a gift every day.')).toBeInTheDocument();
  });

  it.each([
    ['/deposit-rank', 'DEPOSIT', 'Deposit TOP 20'],
    ['/bet-rank', 'VALID_BET', 'Valid bet TOP 20'],
  ] as const)('shows the TOP-20 ranking on %s', async (path, kind, title) => {
    const entry = { rank: 1, name: 'de***o', amount: 500_000 };
    server.use(
      answer(rankingsApi.top, {
        kind,
        period: 'CURRENT',
        periodType: 'WEEK',
        from: '2030-01-07',
        to: '2030-01-13',
        entries: [entry],
        mine: null,
      }),
    );
    renderApp({ path });
    const list = await screen.findByRole('list', { name: title });
    expect(within(list).getByRole('listitem')).toHaveTextContent('de***o');
  });

  it('shows the mini games page on /mini, asking for the MINI games', async () => {
    const asked: string[] = [];
    server.use(
      answer(api.games.list, ({ body }) => {
        asked.push(String(body.gameType));
        return { games: [], pageNum: 1, totalPages: 0, totalCount: 0 };
      }),
    );
    renderApp({ path: '/mini' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Mini games' })).toBeInTheDocument();
    // the heading can render before the list's request reaches the mock server
    await waitFor(() => expect(asked).toContain('MINI'));
  });

  it('matches routes case-insensitively (/vnLottery is /vnlottery, the lottery lobby)', async () => {
    renderApp({ path: '/vnLottery' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Lottery' })).toBeInTheDocument();
  });

  it("lists the games of the brand's lottery type on /lottery (SEA: TCG_SEA's), not every vendor's", async () => {
    const game = (
      gameCode: string,
      vendor: LotteryGame['vendor'],
      prizeMode: LotteryGame['prizeMode'],
    ): LotteryGame => ({
      gameCode,
      vendor,
      prizeMode,
      format: 'SEA_4D' as const,
      name: `${gameCode} draw`,
      defaultPlayType: 'BIG' as const,
      playTypes: ['BIG' as const],
      nextDrawAt: new Date(Date.now() + 60_000).toISOString(),
      serverTime: new Date().toISOString(),
      latest: null,
    });
    server.use(
      answer(api.lottery.gameMenus, [game('SEA4D', 'TCG_SEA', 'SEA'), game('VNMB', 'TCG_LOTTO_VN', 'Lott')]),
    );
    renderApp({ path: '/lottery' });
    expect(await screen.findByRole('tab', { name: '4D and Thai' })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
  });

  it('asks the platform for the draw of ?gameCode= on /lottery (an unknown game fails to load)', async () => {
    server.use(
      refuse(api.lottery.currentDraw, "Unknown gameCode 'NOPE'"),
      answer(api.lottery.openedNumbers, { list: [], pageNum: 1, totalPages: 1 }),
    );
    renderApp({ path: '/lottery?gameCode=NOPE' });
    // the lottery chunk asks the platform for the game's draw; an unknown game says it failed to load
    expect(
      await screen.findByRole('heading', { name: 'Something went wrong while loading.' }),
    ).toBeInTheDocument();
  });

  it('answers an unknown address with the not-found page', async () => {
    renderApp({ path: '/no-such-page' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not available' })).toBeInTheDocument();
  });

  it('goes home from the not-found page', async () => {
    const { user, router } = renderApp({ path: '/no-such-page' });
    await user.click(await screen.findByRole('link', { name: 'Back to home' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });
});

describe('layout rules', () => {
  it.each([
    ['/login', 'Log in'],
    ['/register', 'Register'],
    ['/register.html', 'Register'],
  ])('hides the header on %s', async (path, title) => {
    renderApp({ path });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // the page's own way home instead
    expect(screen.getByRole('link', { name: 'Marquee home' })).toHaveAttribute('href', '/');
    expect(await findFooter()).toBeInTheDocument();
  });

  it('renders /helpmc bare: no header, banner, side bar or footer', async () => {
    renderApp({ path: '/helpmc/about' });
    await screen.findByRole('heading', { level: 2, name: 'About Marquee Demo' });
    expect(screen.getByRole('heading', { level: 1, name: 'Help centre' })).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    // the layout's side bar and footer would arrive a frame after the first paint
    await act(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve))));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Promotions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(screen.queryByRole('contentinfo')).not.toBeInTheDocument();
  });

  it('puts a skip link first, pointing at the main content', async () => {
    renderApp();
    await screen.findByRole('heading', { level: 1, name: 'Marquee' });
    const skip = screen.getByRole('link', { name: 'Skip to content' });
    expect(skip).toHaveAttribute('href', '#main-content');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main-content');
    const focusable = document.querySelectorAll('a[href], button');
    expect(focusable[0]).toBe(skip);
  });
});

describe('loginedToHomePage', () => {
  it('sends a visitor without a token to the login form', async () => {
    const { router } = renderApp({ path: '/vip', brand: { loginedToHomePage: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Username and password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('sends a visitor on home to /login', async () => {
    const { router } = renderApp({ path: '/', brand: { loginedToHomePage: true } });
    await screen.findByRole('heading', { level: 1, name: 'Log in' });
    expect(router.state.location.pathname).toBe('/login');
  });

  it.each([
    ['/register', 'Register'],
    ['/register.html', 'Register'],
    ['/helpmc', 'Help centre'],
    ['/helpmc/about', 'Help centre'],
  ])('leaves %s reachable', async (path, title) => {
    const { router } = renderApp({ path, brand: { loginedToHomePage: true } });
    await screen.findByRole('heading', { level: 1, name: title });
    expect(router.state.location.pathname).toBe(path);
  });

  it('sends the player back to /login when the session ends', async () => {
    const { router, user } = renderApp({
      path: '/',
      member: memberFixture(),
      brand: { loginedToHomePage: true },
    });
    const header = await screen.findByRole('banner');
    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('lets a member with a token through', async () => {
    const { router } = renderApp({ path: '/', token: 'member-token', brand: { loginedToHomePage: true } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
  });

  it('does nothing when the brand setting is off', async () => {
    const { router } = renderApp({ path: '/vip' });
    await screen.findByRole('heading', { level: 1, name: 'VIP levels' });
    expect(router.state.location.pathname).toBe('/vip');
  });
});
