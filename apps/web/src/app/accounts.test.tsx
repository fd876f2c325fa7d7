import { agentCentreApi, api, type LoginRequest } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { act, screen, waitFor, within } from '@testing-library/react';
import {
  announcementsFixture,
  balanceFixture,
  loginResponseFixture,
  memberFixture,
  trialMemberFixture,
} from '../test/fixtures';
import { answer, unauthorized } from '../test/handlers';
import { server } from '../test/msw-server';
import { renderApp } from '../test/render-app';

/** Counts the announcement calls and records whether each carried a session. */
function recordAnnouncementCalls() {
  const calls: string[] = [];
  server.use(
    answer(api.notice.announcements, () => {
      calls.push(useSessionStore.getState().token ? 'member' : 'visitor');
      return announcementsFixture();
    }),
  );
  return calls;
}

async function signIn(user: ReturnType<typeof renderApp>['user']) {
  const form = await screen.findByRole('form', { name: 'Username and password' });
  await user.type(within(form).getByLabelText('Username'), 'demo');
  await user.type(within(form).getByLabelText('Password'), 'Demo1234!');
  await user.click(within(form).getByRole('button', { name: 'Log in' }));
}

describe('accounts in the shell', () => {
  // the member centre is a lazy chunk whose first import in a worker took over 5 s (a query's
  // whole wait) on CI beside the platform tests: it is imported once here, before the tests
  beforeAll(() => import('../member-centre/member-centre-screen'), 60_000);

  it('/login shows the login form of the auth package without the header', async () => {
    renderApp({ path: '/login' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Username and password' });
    expect(within(form).getByLabelText('Username')).toBeInTheDocument();
    expect(within(form).getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Register' })).toBeInTheDocument();
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();
    // One main landmark: the auth screen sits inside the layout's.
    expect(screen.getAllByRole('main')).toHaveLength(1);
  });

  it('signs in, goes home in place of /login and shows the balance and account menu', async () => {
    let sent: LoginRequest | undefined;
    server.use(
      answer(api.session.login, ({ body }) => {
        sent = body;
        return loginResponseFixture({ token: 'fresh-token' });
      }),
    );
    const announcements = recordAnnouncementCalls();
    const { router, user } = renderApp({ path: '/login' });
    await signIn(user);

    const header = await screen.findByRole('banner');
    const menu = await within(header).findByRole('navigation', { name: 'Account menu' });
    expect(await within(menu).findByText('₱10,000.00')).toBeInTheDocument();
    expect(within(menu).getByText('Demo')).toBeInTheDocument();
    expect(within(menu).getByText('VIP 3 · Gold')).toBeInTheDocument();
    expect(within(menu).getByRole('button', { name: 'Member centre' })).toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'Log in' })).not.toBeInTheDocument();
    expect(within(header).queryByText(/Current time/)).not.toBeInTheDocument();

    expect(sent).toMatchObject({ username: 'demo', password: 'Demo1234!', type: 'USERNAME' });
    expect(useSessionStore.getState().token).toBe('fresh-token');
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.historyAction).toBe('REPLACE');
    // Signing in reloads the announcements.
    await waitFor(() => expect(announcements).toContain('member'));
  });

  it('hides and shows the balance with the eye toggle', async () => {
    const { user } = renderApp({ member: memberFixture() });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(await within(menu).findByText('₱10,000.00')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Hide balance' }));
    expect(within(menu).queryByText('₱10,000.00')).not.toBeInTheDocument();
    expect(within(menu).getByText('Balance hidden')).toBeInTheDocument();
    await user.click(within(menu).getByRole('button', { name: 'Show balance' }));
    expect(within(menu).getByText('₱10,000.00')).toBeInTheDocument();
  });

  it('signs out after the confirmation: visitor header, home, announcements reloaded', async () => {
    let loggedOut = 0;
    server.use(
      answer(api.session.logout, () => {
        loggedOut += 1;
        return null;
      }),
    );
    const announcements = recordAnnouncementCalls();
    const { router, user } = renderApp({ path: '/vip', member: memberFixture() });
    const header = await screen.findByRole('banner');
    await within(header).findByText('₱10,000.00');
    await waitFor(() => expect(announcements).toEqual(['member']));

    await user.click(within(header).getByRole('button', { name: 'Log out' }));
    const dialog = screen.getByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Are you sure you want to log out?');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await within(header).findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login');
    expect(within(header).getByText(/Current time/)).toBeInTheDocument();
    expect(within(header).queryByRole('navigation', { name: 'Account menu' })).not.toBeInTheDocument();
    expect(loggedOut).toBe(1);
    expect(window.sessionStorage.getItem('token')).toBeNull();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    await waitFor(() => expect(announcements).toEqual(['member', 'visitor']));
  });

  it('sends a visitor who opens the chat room to log in', async () => {
    const { router } = renderApp({ path: '/chat-room' });
    expect(await screen.findByRole('form', { name: 'Username and password' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('goes home, not to /login, when signing out on a member-only page', async () => {
    server.use(answer(api.feedback.list, { minWords: 5, maxWords: 300, items: [] }));
    const { router, user } = renderApp({ path: '/feedback', member: memberFixture() });
    await screen.findByRole('heading', { level: 1, name: 'Feedback' });
    const header = screen.getByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Confirm' }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Marquee' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(within(header).getByRole('link', { name: 'Log in' })).toBeInTheDocument();
  });

  it('keeps the member signed in when the logout is cancelled', async () => {
    const { user } = renderApp({ member: memberFixture() });
    const header = await screen.findByRole('banner');
    await user.click(await within(header).findByRole('button', { name: 'Log out' }));
    await user.click(
      within(screen.getByRole('dialog', { name: 'Prompt' })).getByRole('button', { name: 'Cancel' }),
    );
    expect(within(header).getByRole('navigation', { name: 'Account menu' })).toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('member-token');
  });

  it('ends an expired session once: cleared, one toast, /login in place of the page', async () => {
    let rejected = 0;
    server.use(
      unauthorized(api.wallet.balance, () => {
        rejected += 1;
      }),
      unauthorized(api.member.info, () => {
        rejected += 1;
      }),
    );
    const { router } = renderApp({ path: '/vip', member: memberFixture() });

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(rejected).toBe(2);
    expect(screen.getAllByText('Your session has expired. Please log in again.')).toHaveLength(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(window.sessionStorage.getItem('token')).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
    // Replaced, so Back cannot return to the page that showed the member's data.
    expect(router.state.historyAction).toBe('REPLACE');
  });

  it('opens the member centre over the page; Back closes it', async () => {
    const { router, user } = renderApp({ path: '/rng', member: memberFixture() });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await user.click(within(menu).getByRole('button', { name: 'Member centre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/member/securityCenter');
    // the page it was opened from is still there underneath
    expect(screen.getByRole('main')).not.toHaveTextContent('Page not available');

    await user.click(within(dialog).getByRole('link', { name: 'Deposit' }));
    expect(router.state.location.pathname).toBe('/member/depositv2');
    expect(await within(dialog).findByRole('heading', { level: 2, name: 'Deposit' })).toBeInTheDocument();

    await act(() => router.navigate(-1));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument(),
    );
    expect(router.state.location.pathname).toBe('/rng');
  });

  it('closes the member centre with its close button', async () => {
    const { router, user } = renderApp({ path: '/rng', member: memberFixture() });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await user.click(within(menu).getByRole('button', { name: 'Deposit' }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(router.state.location.pathname).toBe('/member/depositv2');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/rng'));
    expect(screen.queryByRole('dialog', { name: 'Member centre' })).not.toBeInTheDocument();
  });

  it('opens a member-centre page from its address, over home, and sends an unknown page to my account', async () => {
    const { router, user } = renderApp({ path: '/member/noSuchPage', member: memberFixture() });
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/member/securityCenter'));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });

  it('sends a visitor to the login page and back to the member-centre page after signing in', async () => {
    const { router } = renderApp({ path: '/member/messageV2' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Log in' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({ from: '/member/messageV2' });
  });

  it('shows the unread count on the member-centre entry', async () => {
    server.use(answer(api.member.unreadMessages, { count: 4 }));
    renderApp({ member: memberFixture() });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(
      await within(menu).findByRole('button', { name: 'Member centre 4 unread messages' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['Betting record', '/member/personalHistoryCopy'],
    ['Account record', '/member/transactionHistory'],
  ])('opens %s in the member centre', async (name, path) => {
    const { router, user } = renderApp({ member: memberFixture() });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await user.click(within(menu).getByRole('button', { name }));
    const dialog = await screen.findByRole('dialog', { name: 'Member centre' });
    expect(await within(dialog).findByRole('heading', { level: 2, name })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(path);
  });

  it('offers the agent centre to agents only', async () => {
    const { unmount } = renderApp({ member: memberFixture() });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).queryByRole('button', { name: 'Agent centre' })).not.toBeInTheDocument();
    unmount();

    const agent = memberFixture({ type: 1, isAgent: 1 });
    const bets = { count: 0, stake: 0, validBet: 0, payout: 0, winLoss: 0 };
    server.use(
      answer(api.member.info, agent),
      answer(agentCentreApi.overview, {
        ...{ teamSize: 0, directDownlines: 0, newMembers: 0, firstDepositors: 0, activeMembers: 0 },
        ...{ deposits: 0, withdrawals: 0, bets, days: [] },
      }),
    );
    const { router, user } = renderApp({ member: agent });
    const agentMenu = await screen.findByRole('navigation', { name: 'Account menu' });
    await user.click(within(agentMenu).getByRole('button', { name: 'Agent centre' }));
    // over the page it was opened from, at the default entry's own address
    const dialog = await screen.findByRole('dialog', { name: 'Agent centre' });
    expect(
      await within(dialog).findByRole('heading', { level: 2, name: 'Team overview' }),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/agent/agentTeamOverview');
  });

  it('warns a trial account that the member centre needs a real account', async () => {
    const trial = trialMemberFixture();
    server.use(answer(api.member.info, trial), answer(api.wallet.balance, balanceFixture()));
    const { router, user } = renderApp({ member: trial });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    expect(within(menu).queryByRole('button', { name: 'Member centre' })).not.toBeInTheDocument();

    await act(() => router.navigate('/member'));
    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Please Register An Account First');
    expect(router.state.location.pathname).toBe('/member');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('keeps a trial account out of the deposit entry with the same warning', async () => {
    const trial = trialMemberFixture();
    server.use(answer(api.member.info, trial));
    const { router, user } = renderApp({ member: trial });
    const menu = await screen.findByRole('navigation', { name: 'Account menu' });
    await user.click(within(menu).getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByRole('dialog', { name: 'Prompt' })).toHaveTextContent(
      'Please Register An Account First',
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('reopens the forced password change after a reload while the platform holds the session', async () => {
    let pending = true;
    server.use(
      answer(api.member.info, () => memberFixture({ passwordChangePending: pending })),
      answer(api.member.changePassword, ({ body }) => {
        pending = body?.oldPassword !== 'Temp12345';
        return null;
      }),
    );
    const { router, user } = renderApp({ path: '/vip', member: memberFixture() });

    const dialog = await screen.findByRole('dialog', { name: 'Please change your password' });
    await user.type(within(dialog).getByLabelText('Current password'), 'Temp12345');
    await user.type(within(dialog).getByLabelText('New password'), 'Chosen1234');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Chosen1234');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(useSessionStore.getState().token).toBe('member-token');
  });
});
