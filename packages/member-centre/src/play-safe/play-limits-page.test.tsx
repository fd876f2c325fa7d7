import { playSafeApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PlayLimitsPage } from './play-limits-page';
import { LIMITS, NO_LIMITS } from './play-safe-story-answers';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('PlayLimitsPage', () => {
  it('shows each limit with what is used, a waiting raise with its date, and cancels it', async () => {
    server.use(on(playSafeApi.limits, () => LIMITS));
    const cancelled = recordRequests(playSafeApi.cancelPending, () => NO_LIMITS);
    renderWithProviders(<PlayLimitsPage />);
    const deposit = (await screen.findByRole('heading', { name: 'Deposit limit · daily' })).closest('li')!;
    expect(within(deposit).getByText('₱1,000.00')).toBeInTheDocument();
    expect(within(deposit).getByText(/^Used ₱800\.00, starts again/)).toBeInTheDocument();
    expect(
      within(deposit).getByText(/^Raise to ₱2,000\.00 waiting: you can confirm it from/),
    ).toBeInTheDocument();
    // the wait is not over: nothing to confirm yet
    expect(within(deposit).queryByRole('button', { name: 'Confirm change' })).not.toBeInTheDocument();
    server.use(on(playSafeApi.limits, () => NO_LIMITS));
    await userEvent.click(within(deposit).getByRole('button', { name: 'Cancel change' }));
    expect(await screen.findByText('You have no limits set.')).toBeInTheDocument();
    expect(cancelled).toEqual([{ kind: 'DEPOSIT', period: 'DAY' }]);
    expect(screen.getByRole('note')).toHaveTextContent(/game provider's wallet counts as staked/);
  });

  it("offers to confirm a raise once the platform's clock says the wait is over, and confirms it", async () => {
    const [first] = LIMITS.limits;
    const waited = {
      ...LIMITS,
      limits: [{ ...first!, pending: { ...first!.pending!, confirmable: true } }],
    };
    server.use(on(playSafeApi.limits, () => waited));
    const confirmed = recordRequests(playSafeApi.confirmPending, () => ({
      ...LIMITS,
      limits: [{ ...first!, amount: 200_000, pending: null }],
    }));
    renderWithProviders(<PlayLimitsPage />);
    const deposit = (await screen.findByRole('heading', { name: 'Deposit limit · daily' })).closest('li')!;
    server.use(
      on(playSafeApi.limits, () => ({ ...LIMITS, limits: [{ ...first!, amount: 200_000, pending: null }] })),
    );
    await userEvent.click(within(deposit).getByRole('button', { name: 'Confirm change' }));
    expect(await within(deposit).findByText('₱2,000.00')).toBeInTheDocument();
    expect(confirmed).toEqual([{ kind: 'DEPOSIT', period: 'DAY' }]);
  });

  it('refuses 0, fractional minor units and amounts above the brand maximum before sending', async () => {
    server.use(on(playSafeApi.limits, () => NO_LIMITS));
    const sent = recordRequests(playSafeApi.setLimit, () => NO_LIMITS);
    renderWithProviders(<PlayLimitsPage />);
    const amount = await screen.findByRole('textbox', { name: 'Amount' });
    const save = screen.getByRole('button', { name: 'Save limit' });
    for (const [typed, message] of [
      ['0', 'The amount must be above zero'],
      ['-5', 'Please enter the amount in digits'],
      ['10.505', 'At most two decimal places'],
      ['1000000.01', 'The maximum amount is 1000000'],
    ] as const) {
      await userEvent.clear(amount);
      await userEvent.type(amount, typed);
      await userEvent.click(save);
      expect(amount).toHaveAccessibleDescription(message);
    }
    expect(sent).toEqual([]);
    await userEvent.clear(amount);
    await userEvent.type(amount, '1000');
    await userEvent.click(save);
    expect(await screen.findByText('Your limit applies now')).toBeInTheDocument();
    expect(sent).toEqual([{ kind: 'DEPOSIT', period: 'DAY', amount: 100_000 }]);
  });

  it('sets a session limit in minutes and shows the platform refusal', async () => {
    server.use(on(playSafeApi.limits, () => NO_LIMITS));
    server.use(on(playSafeApi.setLimit, () => failWith('PLAY_LIMIT_MAX_MINUTES', { max: 1440 })));
    renderWithProviders(<PlayLimitsPage />);
    await userEvent.selectOptions(
      await screen.findByRole('combobox', { name: 'Limit' }),
      'Session time limit',
    );
    const minutes = screen.getByRole('textbox', { name: 'Minutes per session' });
    await userEvent.type(minutes, '1.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(minutes).toHaveAccessibleDescription('Enter whole minutes, at least 1');
    // above the brand's maximum the page knows (1440): the contract's rule, before any call
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '1441');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(minutes).toHaveAccessibleDescription('At most 1440 minutes');
    await userEvent.clear(minutes);
    await userEvent.type(minutes, '90');
    await userEvent.click(screen.getByRole('button', { name: 'Save limit' }));
    expect(await screen.findByText('A session limit can be at most 1440 minutes')).toBeInTheDocument();
  });
});
