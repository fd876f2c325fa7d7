import { securityApi, withdrawalApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bankAccount, member, withdrawal, withdrawalInfo } from '../test/fixtures';
import { itPutsMoneyRefusalsOnTheirFields, submitAmountAndPassword } from '../test/money-form';
import { on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { WithdrawPage } from './withdraw-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
  server.use(
    on(withdrawalApi.info, () => withdrawalInfo),
    on(securityApi.bankAccounts, () => [bankAccount(), bankAccount({ id: 'ba2', bankName: 'GCash' })]),
    on(withdrawalApi.orders, () => ({ orders: [] })),
  );
});

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3]);

describe('WithdrawPage', () => {
  it("shows what may be withdrawn, the limits and today's allowance", async () => {
    server.use(
      on(withdrawalApi.info, () => ({ ...withdrawalInfo, remainingCount: 3, wageringLeft: 12_345 })),
    );
    renderWithProviders(<WithdrawPage />);
    const withdrawable = await screen.findByText('Withdrawable');
    expect(withdrawable.nextElementSibling).toHaveTextContent('₱10,000.00');
    expect(screen.getByText('Per withdrawal').nextElementSibling).toHaveTextContent('₱100.00 – ₱50,000.00');
    expect(screen.getByText('Withdrawals left today').nextElementSibling).toHaveTextContent('3');
    expect(screen.getByText('Amount left today').nextElementSibling).toHaveTextContent('₱100,000.00');
    expect(screen.getByText('Wagering left').nextElementSibling).toHaveTextContent('₱123.45');
    expect(screen.getByText('No withdrawals yet')).toBeInTheDocument();
  });

  it('sends the account, the amount in minor units, the payment password and a key', async () => {
    const user = userEvent.setup();
    const requests = recordRequests(withdrawalApi.create, (input) =>
      withdrawal({ orderNo: 'Wnew', amount: input.amount }),
    );
    renderWithProviders(<WithdrawPage />);
    await user.selectOptions(await screen.findByLabelText('Receiving account'), 'ba2');
    await submitAmountAndPassword(user, {
      amount: '250.50',
      paymentPassword: '123456',
      submit: 'Withdraw now',
    });
    expect(await screen.findByText(/Withdrawal Wnew requested/)).toBeInTheDocument();
    expect(requests).toEqual([
      { bankAccountId: 'ba2', amount: 25_050, paymentPassword: '123456', idempotencyKey: expect.any(String) },
    ]);
  });

  it.each([
    ['abc', 'Please enter the amount in digits'],
    ['100.005', 'At most two decimal places'],
    ['99.99', 'The minimum amount is 100'],
    ['20000.01', 'The amount is above what you can withdraw'],
  ])('refuses %j on the field, keeps it and sends nothing', async (typed, text) => {
    const user = userEvent.setup();
    server.use(on(withdrawalApi.info, () => ({ ...withdrawalInfo, withdrawable: 2_000_000 })));
    const sent = recordRequests(withdrawalApi.create, () => withdrawal());
    renderWithProviders(<WithdrawPage />);
    await submitAmountAndPassword(user, { amount: typed, paymentPassword: '123456', submit: 'Withdraw now' });
    const amount = screen.getByLabelText('Amount');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(amount).toHaveValue(typed);
    expect(sent).toEqual([]);
  });

  itPutsMoneyRefusalsOnTheirFields(withdrawalApi.create, {
    render: () => renderWithProviders(<WithdrawPage />),
    submit: 'Withdraw now',
  });

  it('links to my account when the payment password or a bank account is missing', async () => {
    server.use(
      on(withdrawalApi.info, () => ({ ...withdrawalInfo, hasPaymentPassword: false })),
      on(securityApi.bankAccounts, () => []),
    );
    renderWithProviders(<WithdrawPage />);
    expect(await screen.findByRole('link', { name: 'Set a payment password in My account' })).toHaveAttribute(
      'href',
      '/member/securityCenter',
    );
    expect(screen.getByRole('link', { name: 'Add a bank account in My account' })).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Withdrawal form' })).not.toBeInTheDocument();
  });

  it('lists withdrawals with their state; a payout is confirmed received', async () => {
    const user = userEvent.setup();
    server.use(
      on(withdrawalApi.orders, () => ({
        orders: [
          withdrawal({ orderNo: 'W1', status: 'APPROVED', confirmBy: '2026-03-01T10:30:00.000Z' }),
          withdrawal({ orderNo: 'W2', status: 'REJECTED', rejectReason: 'name differs' }),
          withdrawal({ orderNo: 'W3', status: 'AUTO_RECEIVED' }),
        ],
      })),
    );
    const confirmations = recordRequests(withdrawalApi.confirm, () =>
      withdrawal({ orderNo: 'W1', status: 'RECEIVED' }),
    );
    renderWithProviders(<WithdrawPage />);
    const table = await screen.findByRole('table', { name: 'Recent withdrawals' });
    expect(within(table).getByText('Paid out')).toBeInTheDocument();
    expect(within(table).getByText('Reason: name differs')).toBeInTheDocument();
    expect(within(table).getByText('Received (not confirmed in time)')).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /cancel/i })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: 'Received W1' }));
    await waitFor(() => expect(confirmations).toEqual([{ orderNo: 'W1', confirmation: 'RECEIVED' }]));
  });

  it('reports a payout not received with a proof image checked by its content', async () => {
    const user = userEvent.setup({ applyAccept: false });
    server.use(
      on(withdrawalApi.orders, () => ({ orders: [withdrawal({ orderNo: 'W1', status: 'APPROVED' })] })),
    );
    const confirmations = recordRequests(withdrawalApi.confirm, () =>
      withdrawal({ orderNo: 'W1', status: 'NOT_RECEIVED' }),
    );
    renderWithProviders(<WithdrawPage />);
    await user.click(await screen.findByRole('button', { name: 'Not received W1' }));
    const form = screen.getByRole('form', { name: 'Report a payout not received' });
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText('Please attach a proof image (PNG or JPG)')).toBeInTheDocument();
    const proof = within(form).getByLabelText('Proof image (PNG or JPG, at most 5 MB)');
    await user.upload(proof, new File(['just text'], 'proof.png', { type: 'image/png' }));
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    expect(await within(form).findByText('The proof must be a PNG or JPG image')).toBeInTheDocument();
    expect(confirmations).toEqual([]);
    await user.upload(proof, new File([PNG], 'proof.png', { type: 'image/png' }));
    await user.type(within(form).getByLabelText('Amount received so far'), '100');
    await user.click(within(form).getByRole('button', { name: 'Send report' }));
    await waitFor(() =>
      expect(confirmations).toEqual([
        {
          orderNo: 'W1',
          confirmation: 'NOT_RECEIVED',
          receivedAmount: 10_000,
          proof: { type: 'image/png', data: Buffer.from(PNG).toString('base64') },
        },
      ]),
    );
  });
});
