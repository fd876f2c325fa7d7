import { securityApi } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { failWith, on, recordRequests } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { PaymentPasswordForm } from './payment-password-form';

const server = setupMswServer();

beforeEach(() => {
  useSessionStore.getState().startSession('member-token', member);
});

describe('PaymentPasswordForm', () => {
  it('sets a first payment password without asking for an old one', async () => {
    const user = userEvent.setup();
    const sent = recordRequests(securityApi.paymentPassword, () => null);
    renderWithProviders(<PaymentPasswordForm hasPaymentPassword={false} />);
    expect(screen.queryByLabelText('Current payment password')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('New payment password'), '123456');
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    await waitFor(() =>
      expect(sent).toEqual([{ paymentPassword: '123456', confirmPaymentPassword: '123456' }]),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('refuses letters and a different confirmation on their fields', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PaymentPasswordForm hasPaymentPassword={false} />);
    await user.type(screen.getByLabelText('New payment password'), '12ab56');
    await user.type(screen.getByLabelText('Confirm payment password'), '123456');
    await user.click(screen.getByRole('button', { name: 'Set payment password' }));
    expect(await screen.findByText('The payment password must be 6 digits')).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(screen.getByLabelText('New payment password')).toHaveValue('12ab56');
  });

  it('puts a wrong current payment password on its field and keeps what was typed', async () => {
    const user = userEvent.setup();
    server.use(on(securityApi.paymentPassword, () => failWith('WRONG_PAYMENT_PASSWORD')));
    renderWithProviders(<PaymentPasswordForm hasPaymentPassword />);
    await user.type(screen.getByLabelText('Current payment password'), '000000');
    await user.type(screen.getByLabelText('New payment password'), '654321');
    await user.type(screen.getByLabelText('Confirm payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText('Incorrect payment password')).toBeInTheDocument();
    expect(screen.getByLabelText('Current payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('New payment password')).toHaveValue('654321');
  });

  it('says when the checks are locked after too many wrong ones', async () => {
    const user = userEvent.setup();
    server.use(on(securityApi.paymentPassword, () => failWith('TOO_MANY_ATTEMPTS', undefined, 429)));
    renderWithProviders(<PaymentPasswordForm hasPaymentPassword />);
    await user.type(screen.getByLabelText('Current payment password'), '000000');
    await user.type(screen.getByLabelText('New payment password'), '654321');
    await user.type(screen.getByLabelText('Confirm payment password'), '654321');
    await user.click(screen.getByRole('button', { name: 'Change payment password' }));
    expect(await screen.findByText(/Too many attempts/)).toBeInTheDocument();
  });
});
