import { api, rewardsApi } from '@marquee/api-client';
import { useBalanceQuery, useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { RewardCentrePage } from './reward-centre-page';
import { BIRTHDAY, MISSION, REBATE } from './reward-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

/** The header's balance, as a page beside the reward centre reads it. */
function Balance() {
  const balance = useBalanceQuery();
  return <output aria-label="balance">{balance.data?.sumBalance}</output>;
}

/** The platform's rewards as a list the claims take from, and how often the balance was asked. */
function platform(rewards = [REBATE, MISSION]) {
  let waiting = rewards;
  let balance = 100_000;
  server.use(
    on(rewardsApi.waiting, () => ({ rewards: waiting })),
    on(rewardsApi.claim, ({ id }) => {
      const reward = waiting.find((item) => item.id === id);
      if (!reward) return failWith('REWARD_ALREADY_CLAIMED', undefined, 409);
      waiting = waiting.filter((item) => item !== reward);
      balance += reward.amount;
      return {
        claimed: [{ id, source: reward.source, amount: reward.amount }],
        total: reward.amount,
        balance,
      };
    }),
    on(rewardsApi.claimAll, () => {
      const total = waiting.reduce((sum, item) => sum + item.amount, 0);
      const claimed = waiting.map((item) => ({ id: item.id, source: item.source, amount: item.amount }));
      waiting = [];
      balance += total;
      return { claimed, total, balance };
    }),
    on(api.wallet.balance, () => ({ sumBalance: balance, currency: 'PHP' })),
  );
}

describe('RewardCentrePage', () => {
  it('lists waiting rewards with their source, amount, wagering, detail and claim-by', async () => {
    platform();
    renderWithProviders(<RewardCentrePage />);
    const table = screen.getByRole('table', { name: 'Rewards waiting to be claimed' });
    const rebate = (await within(table).findByText('Daily rebate')).closest('tr') as HTMLElement;
    expect(within(rebate).getAllByRole('cell', { name: '₱18.50' })).toHaveLength(2);
    expect(within(rebate).getByText('Valid bets of 2026-02-27')).toBeInTheDocument();
    expect(within(rebate).getByText('Slots: ₱4,000.00 × 0.40%')).toBeInTheDocument();
    const mission = within(table).getByText('Mission reward').closest('tr') as HTMLElement;
    expect(within(mission).getByRole('cell', { name: '₱15.00' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Claim all (2)' })).toBeInTheDocument();
  });

  it('names a birthday bonus, the birthday and VIP level it is for, and claims it', async () => {
    const user = userEvent.setup();
    platform([BIRTHDAY, REBATE]);
    renderWithProviders(<RewardCentrePage />);
    const table = screen.getByRole('table', { name: 'Rewards waiting to be claimed' });
    const birthday = (await within(table).findByText('Birthday bonus')).closest('tr') as HTMLElement;
    expect(within(birthday).getByText('For your birthday on 2026-02-28 (VIP 3)')).toBeInTheDocument();
    expect(within(birthday).getAllByRole('cell', { name: '₱200.00' })).toHaveLength(2);
    await user.click(within(birthday).getByRole('button', { name: 'Claim Birthday bonus of ₱200.00' }));
    expect(await screen.findByText('₱200.00 has been credited to your balance.')).toBeInTheDocument();
    await waitFor(() => expect(within(table).queryByText('Birthday bonus')).not.toBeInTheDocument());
  });

  it('claims one reward, says what was credited and refreshes the balance', async () => {
    const user = userEvent.setup();
    platform();
    renderWithProviders(
      <>
        <Balance />
        <RewardCentrePage />
      </>,
    );
    await waitFor(() => expect(screen.getByRole('status', { name: 'balance' })).toHaveTextContent('100000'));
    await user.click(await screen.findByRole('button', { name: 'Claim Daily rebate of ₱18.50' }));
    expect(await screen.findByText('₱18.50 has been credited to your balance.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('status', { name: 'balance' })).toHaveTextContent('101850'));
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Claim Daily rebate of ₱18.50' })).not.toBeInTheDocument(),
    );
    expect(screen.getByRole('button', { name: 'Claim all (1)' })).toBeInTheDocument();
  });

  it('claims all at once and then shows the empty state', async () => {
    const user = userEvent.setup();
    platform();
    renderWithProviders(<RewardCentrePage />);
    await user.click(await screen.findByRole('button', { name: 'Claim all (2)' }));
    expect(await screen.findByText('₱23.50 has been credited to your balance.')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'No rewards are waiting to be claimed.' }),
    ).toBeInTheDocument();
  });

  it('says so in words when the reward was claimed elsewhere or has lapsed', async () => {
    const user = userEvent.setup();
    platform();
    server.use(on(rewardsApi.claim, () => failWith('REWARD_ALREADY_CLAIMED', undefined, 409)));
    renderWithProviders(<RewardCentrePage />);
    await user.click(await screen.findByRole('button', { name: 'Claim Mission reward of ₱5.00' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This reward has already been claimed');
    server.use(on(rewardsApi.claim, () => failWith('REWARD_EXPIRED', undefined, 410)));
    await user.click(screen.getByRole('button', { name: 'Claim Mission reward of ₱5.00' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent('This reward can no longer be claimed'),
    );
  });

  it('shows the empty state when nothing waits', async () => {
    server.use(on(rewardsApi.waiting, () => ({ rewards: [] })));
    renderWithProviders(<RewardCentrePage />);
    expect(
      await screen.findByRole('heading', { name: 'No rewards are waiting to be claimed.' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Claim all/ })).not.toBeInTheDocument();
  });
});
