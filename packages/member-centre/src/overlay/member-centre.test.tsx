import type { MemberCentrePage } from '@marquee/api-client';
import { agentContractApi, api, missionsApi, recordsApi, rewardsApi, vipApi } from '@marquee/api-client';
import { useBalanceMaskStore, useSessionStore } from '@marquee/session';
import { mockMatchMedia } from '@marquee/vitest-preset/match-media';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useParams } from 'react-router';
import { PROFIT } from '../records/profit-story-answers';
import { consolidatedContracts, member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { securityHandlers } from '../test/security-handlers';
import { RANK } from '../vip/vip-story-answers';
import { MemberCentre } from './member-centre';

const server = setupMswServer();

/** The member centre at its addresses, as the shell routes it: the list on /member. */
function Routed({ onClose }: { onClose: () => void }) {
  const { page } = useParams();
  return <MemberCentre page={page as MemberCentrePage | undefined} onClose={onClose} />;
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(
    on(api.member.info, () => member),
    on(api.member.unreadMessages, () => ({ count: 3 })),
    on(api.wallet.balance, () => ({ sumBalance: 1_250_000, currency: 'PHP' })),
    on(rewardsApi.claimableCount, () => ({ count: 2 })),
    on(missionsApi.claimable, () => ({ count: 2 })),
    ...securityHandlers(),
  );
});

describe('MemberCentre', () => {
  it("shows the header's balance, which the dialog covers, beside each page's title", async () => {
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(await within(dialog).findByText('Balance')).toHaveTextContent('Balance ₱12,500.00');
  });

  it('keeps the balance hidden when the player hid it in the header, and its eye shows it for both', async () => {
    const user = userEvent.setup();
    useBalanceMaskStore.setState({ masked: true });
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    const balance = await within(dialog).findByText('Balance');
    expect(balance).toHaveTextContent('Balance ****Balance hidden');
    expect(balance).not.toHaveTextContent('12,500');
    await user.click(within(dialog).getByRole('button', { name: 'Show balance' }));
    expect(balance).toHaveTextContent('Balance ₱12,500.00');
    expect(useBalanceMaskStore.getState().masked).toBe(false);
    expect(within(dialog).getByRole('button', { name: 'Hide balance' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
  });

  it('is a dialog with its menu of the pages in the contract order, the play safe group last under its heading', async () => {
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    const menu = within(dialog).getByRole('navigation', { name: 'Member centre menu' });
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/member/securityCenter',
      '/member/transferFund',
      '/member/depositv2',
      '/member/withdraw',
      '/member/transferUpline',
      '/member/personalHistoryCopy',
      '/member/transactionHistory',
      '/member/personalProfit',
      '/member/bonusDetails',
      '/member/rewardCenter',
      '/member/referral',
      '/member/missionLeaderboard',
      '/member/messageV2',
      '/member/playerRank',
      '/member/playSafeLimits',
      '/member/playSafeBreak',
      '/member/playSafeActivity',
      '/member/playSafeRealityCheck',
    ]);
    const playSafe = within(menu).getByRole('list', { name: 'Play safe' });
    expect(
      within(playSafe)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Limits', 'Time-out and self-exclusion', 'My activity', 'Reality check']);
    expect(within(menu).getByRole('link', { name: 'My account' })).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'My account' })).toBeInTheDocument();
    expect(await within(dialog).findByText('player01')).toBeInTheDocument();
  });

  it('lists My contracts after the upline transfer, with the offers waiting, only while the brand has AGENTPOLICY3 and the member a contract', async () => {
    server.use(on(agentContractApi.consolidated, () => consolidatedContracts()));
    const user = userEvent.setup();
    renderWithProviders(
      <Routes>
        <Route path="/member/:page" element={<Routed onClose={() => {}} />} />
      </Routes>,
      { config: { agentPolicy: true }, route: '/member/securityCenter' },
    );
    const entry = await screen.findByRole('link', { name: /My contracts/ });
    expect(entry).toHaveAttribute('href', '/member/agentContracts');
    expect(within(entry).getByText('Contract offers waiting: 1')).toBeInTheDocument();
    const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
    const hrefs = within(menu)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs.indexOf('/member/agentContracts')).toBe(hrefs.indexOf('/member/transferUpline') + 1);
    await user.click(entry);
    expect(await screen.findByRole('heading', { level: 2, name: 'My contracts' })).toBeInTheDocument();
    expect(await screen.findByRole('article', { name: 'Daily salary' })).toBeInTheDocument();
  });

  it('leaves My contracts out of the menu for a member with no offer and no contract', async () => {
    const none = consolidatedContracts();
    server.use(
      on(agentContractApi.consolidated, () => ({
        ...none,
        dailysalreqtype: 0 as const,
        contracts: {
          ...none.contracts,
          DAILY_SALARY: { offer: null, active: null },
          REALTIME_SALARY: { offer: null, active: null },
        },
      })),
    );
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />, {
      config: { agentPolicy: true },
    });
    expect(await screen.findByText('player01')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /My contracts/ })).toBeNull();
  });

  it('shows the unread count on platform information', async () => {
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const entry = screen.getByRole('link', { name: /Platform information/ });
    expect(await within(entry).findByText('3 unread')).toBeInTheDocument();
  });

  it('shows the claimable count on the reward centre', async () => {
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const entry = screen.getByRole('link', { name: /Reward centre/ });
    expect(await within(entry).findByText('2 to claim')).toBeInTheDocument();
  });

  it('hides the reward centre badge when nothing waits', async () => {
    server.use(on(rewardsApi.claimableCount, () => ({ count: 0 })));
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const entry = screen.getByRole('link', { name: /Platform information/ });
    await within(entry).findByText('3 unread');
    expect(screen.getByRole('link', { name: 'Reward centre' })).toBeInTheDocument();
  });

  it('shows the count of mission rewards to claim on missions', async () => {
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    const entry = screen.getByRole('link', { name: /Missions/ });
    expect(await within(entry).findByText('Mission rewards to claim: 2')).toBeInTheDocument();
  });

  it('shows no mission badge when nothing is claimable', async () => {
    server.use(on(missionsApi.claimable, () => ({ count: 0 })));
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />);
    expect(await screen.findByText('3 unread')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: /Missions/ })).queryByText(/to claim/),
    ).not.toBeInTheDocument();
  });

  it('moves between pages in place (replacing the history entry)', async () => {
    const user = userEvent.setup();
    server.use(on(api.member.messages, () => ({ content: [], pageNum: 1, totalPages: 1 })));
    renderWithProviders(<MemberCentre page="securityCenter" onClose={() => {}} />, {
      route: '/member/securityCenter',
    });
    await user.click(screen.getByRole('link', { name: /Platform information/ }));
    expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/messageV2');
  });

  it('closes with the close button and with Escape', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithProviders(<MemberCentre page="securityCenter" onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('loads the account record page on demand under its title', async () => {
    server.use(
      on(recordsApi.account, () => ({ rows: [], page: 1, pageSize: 20, totalRows: 0, totalPages: 0 })),
    );
    renderWithProviders(<MemberCentre page="transactionHistory" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Account record' })).toBeInTheDocument();
    expect(
      await within(dialog).findByRole('heading', { name: 'No records in this range' }),
    ).toBeInTheDocument();
  });

  it('opens the P&L from its menu entry, loading it on demand', async () => {
    server.use(on(recordsApi.profit, () => PROFIT));
    renderWithProviders(<MemberCentre page="personalProfit" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    const entry = within(dialog).getByRole('link', { name: 'Personal P&L' });
    expect(entry).toHaveAttribute('href', '/member/personalProfit');
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(within(dialog).getByRole('heading', { level: 2, name: 'Personal P&L' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('table', { name: 'Net result per category' })).toBeInTheDocument();
  });

  it('opens the player rank page from its menu entry, loading it on demand', async () => {
    server.use(on(vipApi.rank, () => RANK));
    renderWithProviders(<MemberCentre page="playerRank" onClose={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Member centre' });
    const entry = within(dialog).getByRole('link', { name: 'Player rank' });
    expect(entry).toHaveAttribute('href', '/member/playerRank');
    expect(entry).toHaveAttribute('aria-current', 'page');
    expect(await within(dialog).findByRole('table', { name: 'Benefits of each level' })).toBeInTheDocument();
  });

  describe('on a phone', () => {
    beforeEach(() => {
      mockMatchMedia(true);
      server.use(on(api.member.messages, () => ({ content: [], pageNum: 1, totalPages: 1 })));
    });

    function renderRouted(route: string, onClose = vi.fn()) {
      renderWithProviders(
        <Routes>
          <Route path="/member" element={<Routed onClose={onClose} />} />
          <Route path="/member/:page" element={<Routed onClose={onClose} />} />
        </Routes>,
        { route },
      );
      return { user: userEvent.setup(), onClose };
    }

    it('opens a page full screen with its content first, without the menu beside it', async () => {
      renderRouted('/member/messageV2');
      const dialog = screen.getByRole('dialog', { name: 'Member centre' });
      expect(within(dialog).queryByRole('navigation', { name: 'Member centre menu' })).toBeNull();
      expect(
        within(dialog).getByRole('heading', { level: 2, name: 'Platform information' }),
      ).toBeInTheDocument();
      expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Back' })).toHaveFocus();
    });

    it('goes back to where the player came from when the page was opened directly', async () => {
      const { user, onClose } = renderRouted('/member/messageV2');
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });

    it('lists the pages on the menu address; a page opened from it goes back to the list', async () => {
      const { user, onClose } = renderRouted('/member');
      const menu = screen.getByRole('navigation', { name: 'Member centre menu' });
      expect(within(menu).getAllByRole('link')).toHaveLength(18);
      await user.click(within(menu).getByRole('link', { name: /Platform information/ }));
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent('/member/messageV2');
      expect(screen.getByRole('heading', { level: 2, name: 'Platform information' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(screen.getByRole('status', { name: 'location' })).toHaveTextContent(/^\/member$/);
      expect(screen.getByRole('navigation', { name: 'Member centre menu' })).toBeInTheDocument();
      expect(onClose).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: 'Back' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});
