import { uplineTransferApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, uplineTransferInfo } from '../test/fixtures';
import { itPutsMoneyRefusalsOnTheirFields, submitAmountAndPassword } from '../test/money-form';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { UplineTransferPage } from './upline-transfer-page';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', { ...member, toUpline: true });
  server.use(on(uplineTransferApi.info, () => uplineTransferInfo));
});

describe('UplineTransferPage', () => {
  it('shows the upline, the balance and the minimum', async () => {
    renderWithProviders(<UplineTransferPage />);
    expect((await screen.findByText('Your upline')).nextElementSibling).toHaveTextContent(
      'Demo Agent (agent)',
    );
    expect(screen.getByText('Available balance').nextElementSibling).toHaveTextContent('₱10,000.00');
    expect(screen.getByText('Minimum per transfer').nextElementSibling).toHaveTextContent('₱1.00');
  });

  it('sends the amount in minor units, the payment password and a key, then says it is done', async () => {
    const user = userEvent.setup();
    const requests = recordRequests(uplineTransferApi.transfer, (input) => ({
      transferNo: 'Uabc',
      amount: input.amount,
      balance: 1_000_000 - input.amount,
    }));
    renderWithProviders(<UplineTransferPage />);
    await submitAmountAndPassword(user, {
      amount: '250.50',
      paymentPassword: '123456',
      submit: 'Transfer now',
    });
    expect(await screen.findByText('₱250.50 was transferred to your upline (transfer Uabc).')).toHaveRole(
      'status',
    );
    expect(requests).toEqual([
      { amount: 25_050, paymentPassword: '123456', idempotencyKey: expect.any(String) },
    ]);
    expect(screen.getByLabelText('Amount')).toHaveValue('');
  });

  it.each([
    ['abc', 'Please enter the amount in digits'],
    ['1.005', 'At most two decimal places'],
    ['0.99', 'The minimum amount is 1'],
    ['10000.01', 'The maximum amount is 10000'],
  ])('refuses %j on the field, keeps it and sends nothing', async (typed, text) => {
    const user = userEvent.setup();
    const sent = recordRequests(uplineTransferApi.transfer, () => ({
      transferNo: 'U1',
      amount: 1,
      balance: 0,
    }));
    renderWithProviders(<UplineTransferPage />);
    await submitAmountAndPassword(user, { amount: typed, paymentPassword: '123456', submit: 'Transfer now' });
    const amount = screen.getByLabelText('Amount');
    await waitFor(() => expect(amount).toHaveAccessibleDescription(text));
    expect(amount).toHaveValue(typed);
    expect(sent).toEqual([]);
  });

  itPutsMoneyRefusalsOnTheirFields(uplineTransferApi.transfer, {
    render: () => renderWithProviders(<UplineTransferPage />),
    submit: 'Transfer now',
  });

  it('shows a refusal that concerns no field as the form message', async () => {
    const user = userEvent.setup();
    server.use(on(uplineTransferApi.transfer, () => failWith('NO_UPLINE')));
    renderWithProviders(<UplineTransferPage />);
    await submitAmountAndPassword(user, { amount: '500', paymentPassword: '123456', submit: 'Transfer now' });
    expect(await screen.findByText('Your account cannot transfer to an upline')).toBeInTheDocument();
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
  });

  it('explains, without a form, when the member has no upline or may not transfer to it', async () => {
    server.use(on(uplineTransferApi.info, () => ({ ...uplineTransferInfo, upline: null, enabled: false })));
    const { unmount } = renderWithProviders(<UplineTransferPage />);
    expect(
      await screen.findByText('Your account has no upline, so there is no one to transfer to.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
    unmount();
    server.use(on(uplineTransferApi.info, () => ({ ...uplineTransferInfo, enabled: false })));
    renderWithProviders(<UplineTransferPage />);
    expect(await screen.findByText(/Transfers to your upline are not enabled/)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });

  it('links to my account when the payment password is missing', async () => {
    server.use(on(uplineTransferApi.info, () => ({ ...uplineTransferInfo, hasPaymentPassword: false })));
    renderWithProviders(<UplineTransferPage />);
    expect(
      await screen.findByRole('link', { name: 'Set a payment password in My account first' }),
    ).toHaveAttribute('href', '/member/securityCenter');
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
