import { api, type BalanceResponse, memberKeys, type PlaceBetRequest } from '@marquee/api-client';
import { failWith } from '@marquee/api-client/testing';
import { useSessionStore } from '@marquee/session';
import { QueryClient } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { makeBet, makeDraw, member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { BettingView } from './betting-view';

const server = setupMswServer();

function platform(draw = makeDraw()) {
  const frequency = Object.fromEntries(
    Array.from({ length: 100 }, (_, n) => [String(n).padStart(2, '0'), n % 7]),
  );
  server.use(
    on(api.lottery.currentDraw, () => draw),
    on(api.lottery.vnOpenedNumbers, () => ({ gameCode: draw.game.gameCode, draws: 100, frequency })),
  );
}

function signedIn() {
  useSessionStore.getState().startSession('token-1', member);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  queryClient.setQueryData<BalanceResponse>(memberKeys.balance(), { sumBalance: 1_000_000, currency: 'PHP' });
  return queryClient;
}

const board = () => screen.getByRole('group', { name: 'Number board' });
const cell = (number: string) => within(board()).getByRole('button', { name: new RegExp(`^${number}`) });

describe('BettingView', () => {
  it('adds up the slip: count × stake = total, and the potential win at the odds', async () => {
    platform();
    const user = userEvent.setup();
    renderWithProviders(<BettingView gameCode="VNF1" />);
    await user.click(await screen.findByRole('button', { name: /^07/ }));
    await user.click(cell('42'));
    expect(cell('07')).toHaveAttribute('aria-pressed', 'true');
    const stake = screen.getByLabelText('Stake per bet');
    await user.clear(stake);
    await user.type(stake, '2.5');
    expect(screen.getByTestId('slip-count')).toHaveTextContent('2');
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱5.00');
    // lô pays 3.5 per occurrence: 2 × 2.50 × 3.5
    expect(screen.getByTestId('slip-win')).toHaveTextContent('₱17.50');
    await user.click(screen.getByRole('button', { name: 'Big' }));
    expect(screen.getByTestId('slip-count')).toHaveTextContent('50');
    await user.click(
      within(screen.getByRole('group', { name: 'Stake chips' })).getByRole('button', { name: '10' }),
    );
    expect(screen.getByTestId('slip-total')).toHaveTextContent('₱500.00');
  });

  it('places one bet for a double click and shows the new balance at once', async () => {
    platform();
    const queryClient = signedIn();
    const requests: PlaceBetRequest[] = [];
    server.use(
      on(api.lottery.placeBet, async (body) => {
        requests.push(body);
        await new Promise((resolve) => setTimeout(resolve, 50));
        return { bets: [makeBet('07'), makeBet('08')], balance: 999_800, replayed: false };
      }),
      on(api.wallet.balance, () => ({ sumBalance: 999_800, currency: 'PHP' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<BettingView gameCode="VNF1" />, { queryClient });
    await user.click(await screen.findByRole('button', { name: /^07/ }));
    await user.click(cell('08'));
    await user.dblClick(screen.getByRole('button', { name: 'Confirm bet' }));
    await screen.findByText(/bets placed/);
    // a toast in view wherever the slip is scrolled: the bets, what they staked, the new balance
    const toast = within(screen.getByRole('region', { name: 'Notifications' })).getByText('Bets confirmed: 2')
      .parentElement!;
    expect(toast).toHaveTextContent('Staked ₱2.00');
    expect(toast).toHaveTextContent('Balance ₱9,998.00');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ drawId: 'd77', playType: 'LO2', numbers: ['07', '08'], stake: 100 });
    expect(queryClient.getQueryData<BalanceResponse>(memberKeys.balance())?.sumBalance).toBe(999_800);
    expect(cell('07')).toHaveAttribute('aria-pressed', 'false');
  });

  it('refuses a bad stake or an empty slip without calling the platform, and keeps the numbers', async () => {
    platform();
    signedIn();
    const user = userEvent.setup();
    renderWithProviders(<BettingView gameCode="VNF1" />);
    await user.click(await screen.findByRole('button', { name: 'Confirm bet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick at least one number');
    await user.click(cell('33'));
    const stake = screen.getByLabelText('Stake per bet');
    for (const typed of ['1.005', '0']) {
      await user.clear(stake);
      await user.type(stake, typed);
      await user.click(screen.getByRole('button', { name: 'Confirm bet' }));
      expect(screen.getByText('Enter a stake above 0 with at most two decimals')).toBeInTheDocument();
      expect(stake).toHaveAttribute('aria-invalid', 'true');
    }
    expect(cell('33')).toHaveAttribute('aria-pressed', 'true');
  });

  it("says the platform's refusal in the player's words and keeps the slip", async () => {
    platform();
    signedIn();
    server.use(on(api.lottery.placeBet, () => failWith('DRAW_CLOSED', undefined, 409)));
    const user = userEvent.setup();
    renderWithProviders(<BettingView gameCode="VNF1" />);
    await user.click(await screen.findByRole('button', { name: /^12/ }));
    await user.click(screen.getByRole('button', { name: 'Confirm bet' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Betting on this draw has closed, your numbers are kept for the next draw',
    );
    expect(cell('12')).toHaveAttribute('aria-pressed', 'true');
  });

  it('locks the board at the close, keeping the numbers', async () => {
    platform(makeDraw('VNF1', -1000));
    renderWithProviders(<BettingView gameCode="VNF1" />);
    expect(await screen.findByText(/Betting on this draw has closed/)).toHaveAttribute('role', 'status');
    expect(cell('12')).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Confirm bet' })).toBeDisabled();
  });

  it('opens the deep link’s play type, with digit pickers for three digits and exactly k for xiên', async () => {
    platform();
    signedIn();
    const user = userEvent.setup();
    renderWithProviders(<BettingView gameCode="VNF1" playType="BA_CANG" />);
    expect(await screen.findByRole('tab', { name: '3 Càng' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('button', { name: 'Position 1, digit 1' }));
    await user.click(screen.getByRole('button', { name: 'Position 2, digit 2' }));
    await user.click(screen.getByRole('button', { name: 'Position 3, digit 3' }));
    await user.click(screen.getByRole('button', { name: 'Position 3, digit 4' }));
    expect(screen.getByText('123 124')).toBeInTheDocument();
    expect(screen.getByTestId('slip-count')).toHaveTextContent('2');

    await user.click(screen.getByRole('tab', { name: 'Xiên 2' }));
    await user.click(cell('01'));
    await user.click(cell('02'));
    await user.click(cell('03'));
    await user.click(screen.getByRole('button', { name: 'Confirm bet' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Pick exactly 2 numbers');
    await user.click(cell('03'));
    await waitFor(() => expect(screen.getByTestId('slip-count')).toHaveTextContent('1'));
  });

  it('moves between play types with the arrow keys, the chosen tab naming the panel', async () => {
    platform();
    signedIn();
    const user = userEvent.setup();
    renderWithProviders(<BettingView gameCode="VNF1" playType="BA_CANG" />);
    const chosen = await screen.findByRole('tab', { name: '3 Càng' });
    expect(screen.getByRole('tabpanel', { name: '3 Càng' })).toBeInTheDocument();
    // one stop in the tab order: the chosen tab
    expect(screen.getAllByRole('tab').filter((tab) => tab.tabIndex === 0)).toEqual([chosen]);
    chosen.focus();
    await user.keyboard('{ArrowRight}');
    const next = screen.getByRole('tab', { selected: true });
    expect(next).not.toBe(chosen);
    expect(next).toHaveFocus();
    expect(screen.getByRole('tabpanel')).toHaveAccessibleName(next.textContent ?? '');
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: '3 Càng' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: '3 Càng' })).toHaveFocus();
  });

  it('counts down to the close on the platform clock when the device clock is 10 minutes slow', async () => {
    platform(makeDraw('VNF1', 40_000));
    const realNow = Date.now.bind(Date);
    vi.spyOn(Date, 'now').mockImplementation(() => realNow() - 10 * 60_000);
    try {
      renderWithProviders(<BettingView gameCode="VNF1" />);
      const closes = await screen.findByText(/Betting closes in/);
      // the device alone would count 10 min 40 s; the board stays open
      expect(within(closes).getByText(/^00:00:(39|40)$/)).toBeInTheDocument();
      expect(cell('07')).toBeEnabled();
    } finally {
      vi.restoreAllMocks();
    }
  });
});
