import { api, memberKeys, missionsApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { FRESH_WEEK_ANSWERS, LEADERBOARD, SUMMARY } from './mission-story-answers';
import { MissionsPage } from './missions-page';

const server = setupMswServer();

const missionItem = (name: string) => screen.getByRole('listitem', { name });

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(
    on(missionsApi.summary, () => SUMMARY),
    on(missionsApi.leaderboard, () => LEADERBOARD),
    on(api.wallet.balance, () => ({ sumBalance: 100_000, currency: 'PHP' })),
  );
});

describe('MissionsPage', () => {
  it('lists the daily and weekly missions with their progress, reward and state', async () => {
    renderWithProviders(<MissionsPage />);
    expect(await screen.findByText('My mission points this week: 5')).toBeInTheDocument();
    const daily = screen.getByRole('region', { name: 'Daily missions' });
    expect(
      within(daily)
        .getAllByRole('listitem')
        .map((item) => within(item).getByRole('heading').textContent),
    ).toEqual(['Sign in today', 'Play 3 game rounds', 'Wager ₱200.00 on Slots', 'Deposit ₱100.00 in total']);
    const weekly = screen.getByRole('region', { name: 'Weekly missions' });
    expect(within(weekly).getByRole('heading', { name: 'Sign in 3 days in a row' })).toBeInTheDocument();

    const wager = missionItem('Wager ₱200.00 on Slots');
    const bar = within(wager).getByRole('progressbar', { name: 'Progress of Wager ₱200.00 on Slots' });
    expect(bar).toHaveAttribute('value', '7500');
    expect(bar).toHaveAttribute('max', '20000');
    expect(within(wager).getByText('₱75.00 / ₱200.00')).toBeInTheDocument();
    expect(within(wager).getByText('Reward ₱10.00 · 20 points')).toBeInTheDocument();
    expect(within(wager).getByRole('button', { name: 'Claim' })).toBeDisabled();
    expect(within(missionItem('Play 3 game rounds')).getByRole('button', { name: 'Claim' })).toBeEnabled();
    expect(within(missionItem('Sign in today')).queryByRole('button')).not.toBeInTheDocument();
    expect(within(missionItem('Sign in today')).getByText('Claimed')).toBeInTheDocument();
  });

  it('claims a complete mission, says what was credited and refreshes the missions and the balance', async () => {
    const user = userEvent.setup();
    const claims: string[] = [];
    let claimed = false;
    server.use(
      on(missionsApi.claim, ({ missionId }) => {
        claims.push(missionId);
        claimed = true;
        return { missionId, amount: 500, points: 10, balance: 100_500 };
      }),
      on(missionsApi.summary, () =>
        claimed
          ? {
              ...SUMMARY,
              points: 15,
              missions: SUMMARY.missions.map((mission) =>
                mission.id === 'daily-rounds' ? { ...mission, status: 'CLAIMED' as const } : mission,
              ),
            }
          : SUMMARY,
      ),
    );
    const { queryClient } = renderWithProviders(<MissionsPage />);
    queryClient.setQueryData(memberKeys.balance(), { sumBalance: 100_000, currency: 'PHP' });
    const rounds = await screen.findByRole('listitem', { name: 'Play 3 game rounds' });
    await user.click(within(rounds).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByText('₱5.00 credited to your balance, 10 points earned')).toHaveAttribute(
      'role',
      'status',
    );
    expect(claims).toEqual(['daily-rounds']);
    expect(await screen.findByText('My mission points this week: 15')).toBeInTheDocument();
    expect(within(missionItem('Play 3 game rounds')).getByText('Claimed')).toBeInTheDocument();
    // the header's balance (not on this page) refetches when it is next shown
    expect(queryClient.getQueryState(memberKeys.balance())?.isInvalidated).toBe(true);
  });

  it('says why a claim was refused, in the player’s language', async () => {
    const user = userEvent.setup();
    server.use(on(missionsApi.claim, () => failWith('REWARD_ALREADY_CLAIMED', undefined, 409)));
    renderWithProviders(<MissionsPage />);
    const rounds = await screen.findByRole('listitem', { name: 'Play 3 game rounds' });
    await user.click(within(rounds).getByRole('button', { name: 'Claim' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward has already been claimed');
  });

  it('shows the top 20 with masked names, my row marked, and my rank', async () => {
    renderWithProviders(<MissionsPage />);
    const board = await screen.findByRole('table', { name: 'Top 20 by mission points, week of 2026-03-02' });
    const rows = within(board).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(20);
    expect(within(rows[0]!).getByRole('rowheader')).toHaveTextContent('lu***a');
    expect(within(board).getByRole('rowheader', { name: /^an\*\*\*e\s*\(you\)$/ })).toBeInTheDocument();
    expect(screen.getByText('My rank: 5 with 260 points')).toBeInTheDocument();
  });

  it('says when nobody is on the board yet and I have no rank', async () => {
    server.use(
      on(missionsApi.summary, () => FRESH_WEEK_ANSWERS['/wps/member/missions']),
      on(missionsApi.leaderboard, () => FRESH_WEEK_ANSWERS['/wps/member/missions/leaderboard']),
    );
    renderWithProviders(<MissionsPage />);
    expect(
      await screen.findByRole('heading', { name: 'Nobody has claimed a mission this week yet' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Not ranked yet: claim a mission to join the leaderboard')).toBeInTheDocument();
  });

  it('offers a retry when the missions cannot be loaded', async () => {
    server.use(on(missionsApi.summary, () => failWith('NOT_LOGGED_IN', undefined, 500)));
    renderWithProviders(<MissionsPage />);
    expect(await screen.findByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
