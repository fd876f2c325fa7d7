import { api, memberKeys } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { channels, member, order, payee, welcomeBonus } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { DepositPage } from './deposit-page';

const server = setupMswServer();

function popupStub() {
  return { closed: false, close: vi.fn(), location: { href: '' } };
}

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(
    on(api.deposit.channels, () => channels),
    on(api.deposit.orders, () => ({ orders: [] })),
    on(api.deposit.order, ({ orderNo }) => order({ orderNo })),
    on(api.deposit.welcomeBonus, () => welcomeBonus({ eligible: false })),
  );
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('DepositPage', () => {
  it('opens the payment page of the new order in the window opened by the click', async () => {
    const user = userEvent.setup();
    const popup = popupStub();
    const open = vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    const requests = recordRequests(api.deposit.create, (input) =>
      order({ orderNo: 'Dnew', payUrl: '/demo-pay/Dnew', channel: input.channel, amount: input.amount }),
    );
    renderWithProviders(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: 'Maya' }));
    await user.type(screen.getByLabelText('Amount'), '250.50');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(popup.location.href).toBe('http://localhost:3000/demo-pay/Dnew'));
    expect(open).toHaveBeenCalledTimes(1);
    expect(requests).toEqual([{ channel: 'MAYA', amount: 25_050, idempotencyKey: expect.any(String) }]);
  });

  it("asks for the channels in the player's language and shows their names as the platform writes them", async () => {
    const asked = recordRequests(api.deposit.channels, ({ language }) =>
      channels.map((channel) =>
        channel.kind === 'BANK' ? { ...channel, name: `${channel.name} (${language})` } : channel,
      ),
    );
    renderWithProviders(<DepositPage />, { language: 'VI' });
    expect(await screen.findByRole('radio', { name: 'Bank transfer (VI)' })).toBeInTheDocument();
    expect(asked).toEqual([{ language: 'VI' }]);
  });

  it('tells the member at once when the payment is credited, resets the form and refreshes the balance', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(popupStub() as unknown as Window);
    let status: 'PENDING' | 'CREDITED' | null = null;
    const made = () =>
      order({ orderNo: 'Dpaid', payUrl: status === 'PENDING' ? '/demo-pay/Dpaid' : null, status: status! });
    server.use(
      on(api.deposit.create, () => {
        status = 'PENDING';
        return made();
      }),
      on(api.deposit.order, () => made()),
      on(api.deposit.orders, () => ({ orders: status ? [made()] : [] })),
    );
    const { queryClient } = renderWithProviders(<DepositPage />);
    queryClient.setQueryData(memberKeys.balance(), { sumBalance: 100_000, currency: 'PHP' });
    await user.type(await screen.findByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Order Dpaid: Waiting for payment')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Recent deposits' });
    await within(table).findByText('Waiting for payment');

    // the provider's page took the payment: the page hears it by itself, within a few seconds
    status = 'CREDITED';
    const toasts = screen.getByRole('region', { name: 'Notifications' });
    expect(
      await within(toasts).findByText('Deposit credited: ₱500.00 is in your balance', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Order Dpaid: Credited')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Credited');
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    // the header's balance (the shared query) follows
    expect(queryClient.getQueryState(memberKeys.balance())?.isInvalidated).toBe(true);
  });

  it('names each channel in the orders list, not its code', async () => {
    server.use(on(api.deposit.orders, () => ({ orders: [order({ channel: 'GCASH' })] })));
    renderWithProviders(<DepositPage />);
    const table = await screen.findByRole('table', { name: 'Recent deposits' });
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('GCash');
    expect(within(table).queryByText('GCASH')).not.toBeInTheDocument();
  });

  it('offers the welcome bonus with its terms before the first deposit, and a way to the reward centre', async () => {
    server.use(on(api.deposit.welcomeBonus, () => welcomeBonus()));
    renderWithProviders(<DepositPage />);
    const note = await screen.findByRole('complementary', { name: 'Welcome bonus' });
    expect(note).toHaveTextContent('Get 100% of your first deposit as a bonus, up to ₱10,000.00.');
    expect(note).toHaveTextContent(
      'It waits in the reward centre for 7 days; once claimed, bet 10× the bonus within 30 days to withdraw it.',
    );
    expect(within(note).getByRole('link', { name: 'Reward centre' })).toHaveAttribute(
      'href',
      '/member/rewardCenter',
    );
  });

  it('fills the amount from a preset', async () => {
    const user = userEvent.setup();
    renderWithProviders(<DepositPage />);
    const presets = await screen.findByRole('group', { name: 'Quick amounts' });
    await user.click(within(presets).getByRole('button', { name: '₱500.00' }));
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
  });

  it.each([
    ['abc', 'Please enter the amount in digits'],
    ['100.005', 'At most two decimal places'],
    ['0', 'The amount must be above zero'],
    ['-5', 'Please enter the amount in digits'],
    ['99.99', 'The minimum amount is 100'],
    ['50000.01', 'The maximum amount is 50000'],
  ])('refuses %j on the field, keeps it and sends nothing', async (typed, text) => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const sent = recordRequests(api.deposit.create, () => order());
    renderWithProviders(<DepositPage />);
    const amount = await screen.findByLabelText('Amount');
    await user.type(amount, typed);
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(amount).toHaveValue(typed);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    expect(open).not.toHaveBeenCalled();
  });

  it('puts the platform refusal on the field and closes the waiting window', async () => {
    const user = userEvent.setup();
    const popup = popupStub();
    vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
    server.use(on(api.deposit.create, () => failWith('TOO_MANY_PENDING_DEPOSITS', { max: 3 }, 409)));
    renderWithProviders(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('You already have 3 deposits waiting for payment')).toBeInTheDocument();
    expect(popup.close).toHaveBeenCalled();
    expect(screen.getByLabelText('Amount')).toHaveValue('100');
  });

  it('offers a link when the browser blocked the window', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    server.use(on(api.deposit.create, () => order({ payUrl: '/demo-pay/Dabc123' })));
    renderWithProviders(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByRole('link', { name: /Open the payment page/ })).toHaveAttribute(
      'href',
      '/demo-pay/Dabc123',
    );
  });

  it('sends a retried deposit with the same key', async () => {
    const user = userEvent.setup();
    vi.spyOn(window, 'open').mockReturnValue(null);
    const keys: string[] = [];
    server.use(
      on(api.deposit.create, (input) => {
        keys.push(input.idempotencyKey);
        return keys.length === 1 ? failWith('UNKNOWN_CHANNEL') : order();
      }),
    );
    renderWithProviders(<DepositPage />);
    await user.type(await screen.findByLabelText('Amount'), '100');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await screen.findByText('This payment channel is not available');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    await waitFor(() => expect(keys).toHaveLength(2));
    expect(keys[1]).toBe(keys[0]);
  });

  it('lists recent orders with their state and a way to pay a pending one', async () => {
    server.use(
      on(api.deposit.orders, () => ({
        orders: [order(), order({ orderNo: 'D2', status: 'CREDITED', payUrl: null })],
      })),
    );
    renderWithProviders(<DepositPage />);
    const table = await screen.findByRole('table', { name: 'Recent deposits' });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Waiting for payment');
    expect(within(rows[1]!).getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/demo-pay/Dabc123');
    expect(rows[2]).toHaveTextContent('Credited');
  });
});

describe('DepositPage: bank transfer and QR', () => {
  it('shows the account to pay to and the reference, and follows the order until it is credited', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    let status: 'PENDING' | 'CREDITED' = 'PENDING';
    const made = () =>
      order({
        orderNo: 'DBANK7',
        channel: 'BANK',
        kind: 'BANK',
        amount: 100_000,
        status,
        payUrl: null,
        payee: status === 'PENDING' ? payee : null,
      });
    server.use(
      on(api.deposit.create, () => made()),
      on(api.deposit.order, ({ orderNo }) => (orderNo === 'DBANK7' ? made() : failWith('UNKNOWN_CHANNEL'))),
    );
    renderWithProviders(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: 'Bank transfer' }));
    await user.type(screen.getByLabelText('Amount'), '1000');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('Order DBANK7: Waiting for payment')).toBeInTheDocument();
    expect(screen.getByText('Marquee Demo Bank')).toBeInTheDocument();
    expect(screen.getByText('0012-3456-7890')).toBeInTheDocument();
    expect(screen.getByText('Reference').nextElementSibling).toHaveTextContent('DBANK7');
    expect(open).not.toHaveBeenCalled();

    status = 'CREDITED';
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByText('Order DBANK7: Credited', {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(screen.queryByText('0012-3456-7890')).not.toBeInTheDocument();
  });

  it('shows a QR code of the payment page instead of opening a window', async () => {
    const user = userEvent.setup();
    const open = vi.spyOn(window, 'open');
    const made = order({ orderNo: 'DQR9', channel: 'QRPH', kind: 'QR', payUrl: '/demo-pay/DQR9' });
    server.use(
      on(api.deposit.create, () => made),
      on(api.deposit.order, () => made),
    );
    renderWithProviders(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: 'QR Ph' }));
    await user.type(screen.getByLabelText('Amount'), '500');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    const code = await screen.findByRole('img', { name: 'QR code of the payment page for order DQR9' });
    expect(code.querySelector('path')?.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    expect(screen.getByRole('link', { name: 'Open the payment page' })).toHaveAttribute(
      'href',
      'http://localhost:3000/demo-pay/DQR9',
    );
    expect(open).not.toHaveBeenCalled();
  });

  it('refuses an amount above the channel limit on the field and sends nothing', async () => {
    const user = userEvent.setup();
    const create = vi.fn(() => order());
    server.use(on(api.deposit.create, create));
    renderWithProviders(<DepositPage />);
    await user.click(await screen.findByRole('radio', { name: 'QR Ph' }));
    const amount = screen.getByLabelText('Amount');
    await user.type(amount, '20000.01');
    await user.click(screen.getByRole('button', { name: 'Deposit now' }));
    expect(await screen.findByText('The maximum amount is 20000')).toBeInTheDocument();
    expect(amount).toHaveValue('20000.01');
    expect(create).not.toHaveBeenCalled();
  });
});
