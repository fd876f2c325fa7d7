import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankAccount, banks, member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { BankAccountsSection } from './bank-accounts-section';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(on(securityApi.banks, () => banks));
});

describe('BankAccountsSection', () => {
  it('adds an account from the bank list in the real name', async () => {
    const user = userEvent.setup();
    const accounts = [bankAccount()];
    server.use(on(securityApi.bankAccounts, () => accounts));
    const sent = recordRequests(securityApi.addBankAccount, () => {
      const added = bankAccount({
        id: 'ba2',
        bankCode: 'GCASH',
        bankName: 'GCash',
        kind: 'EWALLET',
        accountNumber: '******4321',
      });
      accounts.push(added);
      return added;
    });
    renderWithProviders(<BankAccountsSection realName="Juan Dela Cruz" hasPaymentPassword />);
    await user.selectOptions(await screen.findByLabelText('Bank or e-wallet'), 'GCash');
    expect(screen.getByLabelText('Account holder name')).toHaveValue('Juan Dela Cruz');
    await user.type(screen.getByLabelText('Account number'), '0917654321');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    const list = screen.getByRole('list', { name: 'Bank accounts and e-wallets' });
    expect(await within(list).findByText('GCash')).toBeInTheDocument();
    expect(sent).toEqual([{ bankCode: 'GCASH', accountName: 'Juan Dela Cruz', accountNumber: '0917654321' }]);
  });

  it('refuses another name than the real name on the field, keeping the typed values', async () => {
    const user = userEvent.setup();
    server.use(on(securityApi.bankAccounts, () => []));
    const sent = recordRequests(securityApi.addBankAccount, () => bankAccount());
    renderWithProviders(<BankAccountsSection realName="Juan Dela Cruz" hasPaymentPassword />);
    await user.selectOptions(await screen.findByLabelText('Bank or e-wallet'), 'BDO Unibank');
    const name = screen.getByLabelText('Account holder name');
    await user.clear(name);
    await user.type(name, 'Pedro Penduko');
    await user.type(screen.getByLabelText('Account number'), '12ab');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('The account name must be your real name')).toBeInTheDocument();
    expect(screen.getByText('The account number must be 6 to 30 digits')).toBeInTheDocument();
    expect(name).toHaveValue('Pedro Penduko');
    expect(sent).toEqual([]);
  });

  it("puts the platform's limit refusal on the form", async () => {
    const user = userEvent.setup();
    server.use(
      on(securityApi.bankAccounts, () => []),
      on(securityApi.addBankAccount, () => failWith('TOO_MANY_BANK_ACCOUNTS', { max: 5 })),
    );
    renderWithProviders(<BankAccountsSection realName="Juan Dela Cruz" hasPaymentPassword />);
    await user.selectOptions(await screen.findByLabelText('Bank or e-wallet'), 'BDO Unibank');
    await user.type(screen.getByLabelText('Account number'), '1234567890');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You can bind at most 5 accounts');
  });

  it('offers no form once five accounts are bound', async () => {
    server.use(
      on(securityApi.bankAccounts, () =>
        Array.from({ length: 5 }, (_, index) =>
          bankAccount({ id: `ba${index}`, accountNumber: `******000${index}` }),
        ),
      ),
    );
    renderWithProviders(<BankAccountsSection realName="Juan Dela Cruz" hasPaymentPassword />);
    expect(await screen.findByText('You can bind at most 5 accounts')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add account' })).not.toBeInTheDocument();
  });

  it('removes an account after the payment password; a wrong one stays on the field', async () => {
    const user = userEvent.setup();
    let accounts = [bankAccount()];
    server.use(
      on(securityApi.bankAccounts, () => accounts),
      on(securityApi.removeBankAccount, (input) => {
        if (input.paymentPassword !== '123456') return failWith('WRONG_PAYMENT_PASSWORD');
        accounts = [];
        return null;
      }),
    );
    renderWithProviders(<BankAccountsSection realName="Juan Dela Cruz" hasPaymentPassword />);
    await user.click(await screen.findByRole('button', { name: 'Remove BDO Unibank ******7890' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove account' });
    const password = within(dialog).getByLabelText('Payment password');
    await waitFor(() => expect(password).toHaveFocus());
    await user.type(password, '000000');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText('Incorrect payment password')).toBeInTheDocument();
    expect(password).toHaveValue('000000');
    await user.clear(password);
    await user.type(password, '123456');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('No bank account or e-wallet yet')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
