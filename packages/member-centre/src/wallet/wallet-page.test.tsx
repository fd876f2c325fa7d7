import { api } from '@marquee/api-client';
import { useBalanceMaskStore, useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, merchantWallet } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { WalletPage } from './wallet-page';

const server = setupMswServer();

let main: number;
let vendorBalances: Record<string, number>;

beforeEach(() => {
  main = 1_000_000;
  vendorBalances = { OCFI: 35_000, REKI: 0, DEBL: 0 };
  useSessionStore.getState().startSession('member-token', member);
  server.use(
    on(api.wallet.balance, () => ({ sumBalance: main, currency: 'PHP' })),
    on(api.wallet.merchantWallet, () => merchantWallet),
    on(api.wallet.vendorBalance, ({ vassalage }) => ({ vassalage, balance: vendorBalances[vassalage] ?? 0 })),
  );
});

/** A game wallet's row, found by its refresh button (the name also shows in the recall results). */
const walletItem = (name: string) =>
  screen.getByRole('button', { name: `Refresh the ${name} balance` }).closest('li') as HTMLElement;

const gameWallets = () => screen.findByRole('region', { name: 'Game wallets' });

describe('WalletPage', () => {
  it('shows the main balance and one balance per game wallet, each with its own refresh', async () => {
    const user = userEvent.setup();
    renderWithProviders(<WalletPage />);
    expect(await screen.findByText('₱10,000.00')).toBeInTheDocument();
    const wallets = await gameWallets();
    await within(wallets).findByText('Ocean Fishing');
    const ocean = walletItem('Ocean Fishing');
    expect(await within(ocean).findByText('₱350.00')).toBeInTheDocument();
    expect(within(wallets).getByText('Under maintenance')).toBeInTheDocument();

    vendorBalances.OCFI = 12_345;
    await user.click(screen.getByRole('button', { name: 'Refresh the Ocean Fishing balance' }));
    expect(await within(ocean).findByText('₱123.45')).toBeInTheDocument();
  });

  it('hides the main and game wallet balances while the player keeps the balance hidden', async () => {
    useBalanceMaskStore.setState({ masked: true });
    renderWithProviders(<WalletPage />);
    const wallets = await gameWallets();
    await within(wallets).findByText('Ocean Fishing');
    await waitFor(() =>
      expect(within(walletItem('Ocean Fishing')).getByText('Balance hidden')).toBeInTheDocument(),
    );
    expect(screen.getAllByText('Balance hidden').length).toBeGreaterThanOrEqual(2);
    expect(screen.queryByText('₱10,000.00')).not.toBeInTheDocument();
    expect(screen.queryByText('₱350.00')).not.toBeInTheDocument();
  });

  it('says every game plays from main when the merchant wallet is single', async () => {
    server.use(on(api.wallet.merchantWallet, () => ({ isSingle: true, vendors: [] })));
    renderWithProviders(<WalletPage />);
    expect(await screen.findByText('Every game plays from your main wallet.')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Transfer between wallets' })).not.toBeInTheDocument();
  });

  it('transfers main → game wallet with one idempotency key and shows both new balances', async () => {
    const user = userEvent.setup();
    const requests = recordRequests(api.wallet.transfer, (input) => {
      main -= input.amount;
      vendorBalances[input.vassalage] = (vendorBalances[input.vassalage] ?? 0) + input.amount;
      return { mainBalance: main, vendorBalance: vendorBalances[input.vassalage]! };
    });
    renderWithProviders(<WalletPage />);
    const form = await screen.findByRole('form', { name: 'Transfer between wallets' });
    await screen.findByText('₱10,000.00');
    // a vendor under maintenance cannot be chosen
    expect(within(form).queryByRole('option', { name: 'Deep Blue' })).not.toBeInTheDocument();
    await user.selectOptions(within(form).getByLabelText('Game wallet'), 'Reef King');
    await user.type(within(form).getByLabelText('Amount'), '150.25');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('₱150.25 transferred')).toBeInTheDocument();
    expect(requests).toEqual([
      { vassalage: 'REKI', direction: 'IN', amount: 15_025, idempotencyKey: expect.any(String) },
    ]);
    expect(await screen.findByText('₱9,849.75')).toBeInTheDocument();
    const reef = walletItem('Reef King');
    expect(await within(reef).findByText('₱150.25')).toBeInTheDocument();
  });

  it.each([
    ['12.345', 'At most two decimal places'],
    ['0', 'The amount must be above zero'],
    ['-5', 'Please enter the amount in digits'],
    ['abc', 'Please enter the amount in digits'],
    ['10000.01', 'The amount is above the available ₱10,000.00'],
  ])('refuses %s on the field, keeps it and sends nothing', async (typed, message) => {
    const user = userEvent.setup();
    const transfer = vi.fn(() => ({ mainBalance: 0, vendorBalance: 0 }));
    server.use(on(api.wallet.transfer, transfer));
    renderWithProviders(<WalletPage />);
    const form = await screen.findByRole('form', { name: 'Transfer between wallets' });
    await screen.findByText('₱10,000.00');
    const amount = within(form).getByLabelText('Amount');
    await user.type(amount, typed);
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText(message)).toBeInTheDocument();
    expect(amount).toHaveValue(typed);
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(transfer).not.toHaveBeenCalled();
  });

  it("checks a transfer back to main against the game wallet's balance, and shows the platform's refusal", async () => {
    const user = userEvent.setup();
    server.use(on(api.wallet.transfer, () => failWith('INSUFFICIENT_BALANCE')));
    renderWithProviders(<WalletPage />);
    const form = await screen.findByRole('form', { name: 'Transfer between wallets' });
    await user.click(within(form).getByRole('radio', { name: 'Game wallet → main wallet' }));
    const amount = within(form).getByLabelText('Amount');
    await user.type(amount, '350.01');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('The amount is above the available ₱350.00')).toBeInTheDocument();
    await user.clear(amount);
    await user.type(amount, '350');
    await user.click(within(form).getByRole('button', { name: 'Transfer' }));
    expect(await within(form).findByText('Insufficient balance')).toBeInTheDocument();
    expect(amount).toHaveValue('350');
  });

  it('recalls all and reports each vendor', async () => {
    const user = userEvent.setup();
    const keys: string[] = [];
    server.use(
      on(api.wallet.recallAll, ({ idempotencyKey }) => {
        keys.push(idempotencyKey);
        main += vendorBalances.OCFI!;
        vendorBalances.OCFI = 0;
        return {
          mainBalance: main,
          results: [
            {
              vassalage: 'OCFI',
              name: 'Ocean Fishing',
              amount: 35_000,
              status: 'RECALLED' as const,
              code: null,
            },
            { vassalage: 'REKI', name: 'Reef King', amount: 0, status: 'EMPTY' as const, code: null },
            {
              vassalage: 'DEBL',
              name: 'Deep Blue',
              amount: 0,
              status: 'FAILED' as const,
              code: 'VENDOR_MAINTENANCE',
            },
          ],
        };
      }),
    );
    renderWithProviders(<WalletPage />);
    await user.click(await screen.findByRole('button', { name: 'Recall all' }));
    const results = await screen.findByRole('region', { name: 'Recall results' });
    expect(within(results).getByText(/₱350\.00 back in the main wallet/)).toBeInTheDocument();
    expect(within(results).getByText(/Nothing to recall/)).toBeInTheDocument();
    expect(
      within(results).getByText(/Not recalled: This game vendor is under maintenance/),
    ).toBeInTheDocument();
    expect(keys).toHaveLength(1);
    await waitFor(() => expect(screen.getByText('₱10,350.00')).toBeInTheDocument());
    const ocean = walletItem('Ocean Fishing');
    await waitFor(() => expect(within(ocean).getByText('₱0.00')).toBeInTheDocument());
  });
});
