import { EnvelopeError } from '@marquee/api-client';
import { FormError, SubmitButton } from '@marquee/ui-kit';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { string } from 'yup';
import { renderWithProviders } from '../test/render';
import { AmountAndPasswordFields } from './amount-and-password';
import { amountSchema } from './amount-schema';
import { useMoneyForm } from './use-money-form';

type Send = (
  request: { amount: number; paymentPassword: string; idempotencyKey: string },
  values: { account: string },
) => Promise<{ orderNo: string }>;

function MoneyForm({ send }: { send: Send }) {
  const { formik, failure, done } = useMoneyForm({
    extra: { account: 'A-1' },
    rules: (t) => ({ account: string().required(), amount: amountSchema(t, { min: 100, max: 50_000 }) }),
    attemptOf: (values, minor) => `${values.account}|${minor}`,
    send,
  });
  return (
    <form onSubmit={formik.handleSubmit} aria-label="Withdraw">
      <AmountAndPasswordFields formik={formik} />
      <FormError message={failure} />
      {done && <p role="status">{done.orderNo}</p>}
      <SubmitButton pending={formik.isSubmitting}>Send</SubmitButton>
    </form>
  );
}

async function fill(amount: string, password: string) {
  await userEvent.clear(screen.getByLabelText('Amount'));
  await userEvent.type(screen.getByLabelText('Amount'), amount);
  await userEvent.clear(screen.getByLabelText('Payment password'));
  await userEvent.type(screen.getByLabelText('Payment password'), password);
  await userEvent.click(screen.getByRole('button', { name: 'Send' }));
}

describe('useMoneyForm', () => {
  it('checks the amount and the payment password before sending anything', async () => {
    const send = vi.fn<Send>();
    renderWithProviders(<MoneyForm send={send} />);
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter an amount')).toBeInTheDocument();
    expect(screen.getByText('Please enter the payment password')).toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
  });

  it('puts a refusal on its field, keeps what was typed and sends the same attempt with the same key', async () => {
    const send = vi
      .fn<Send>()
      .mockRejectedValueOnce(
        new EnvelopeError('Incorrect payment password', { code: 'WRONG_PAYMENT_PASSWORD' }),
      )
      .mockResolvedValueOnce({ orderNo: 'W-7' });
    renderWithProviders(<MoneyForm send={send} />);
    await fill('12.50', '123456');
    expect(await screen.findByText('Incorrect payment password')).toBeInTheDocument();
    expect(screen.getByLabelText('Payment password')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Amount')).toHaveValue('12.50');

    await fill('12.50', '654321');
    expect(await screen.findByText('W-7')).toBeInTheDocument();
    const [first, second] = send.mock.calls;
    expect(first?.[0]).toMatchObject({ amount: 1250, paymentPassword: '123456' });
    expect(second?.[0]).toMatchObject({ amount: 1250, paymentPassword: '654321' });
    expect(second?.[0].idempotencyKey).toBe(first?.[0].idempotencyKey);
    expect(second?.[1]).toMatchObject({ account: 'A-1' });
    // done: the money fields clear for the next attempt, which gets a new key
    expect(screen.getByLabelText('Amount')).toHaveValue('');
    expect(screen.getByLabelText('Payment password')).toHaveValue('');
  });

  it('gives a new attempt a new key', async () => {
    const send = vi.fn<Send>().mockResolvedValue({ orderNo: 'W-8' });
    renderWithProviders(<MoneyForm send={send} />);
    await fill('12.50', '123456');
    await screen.findByText('W-8');
    await fill('12.50', '123456');
    await vi.waitFor(() => expect(send).toHaveBeenCalledTimes(2));
    expect(send.mock.calls[1]?.[0].idempotencyKey).not.toBe(send.mock.calls[0]?.[0].idempotencyKey);
  });
});
