import type { Endpoint } from '@marquee/api-client';
import { screen, waitFor } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import userEvent from '@testing-library/user-event';
import { failWith, on, server } from './msw';

/** Types an amount and the payment password into a money form and presses its submit button. */
export async function submitAmountAndPassword(
  user: UserEvent,
  { amount, paymentPassword, submit }: { amount: string; paymentPassword: string; submit: string },
) {
  await user.type(await screen.findByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Payment password'), paymentPassword);
  await user.click(screen.getByRole('button', { name: submit }));
}

/**
 * The refusals every money form puts on its own fields (the balance on the amount, a wrong payment
 * password on its field), keeping what was typed: the tests of the form `render` shows, which
 * `endpoint` sends and its `submit` button presses.
 */
export function itPutsMoneyRefusalsOnTheirFields(
  endpoint: Endpoint<unknown, unknown>,
  { render, submit }: { render: () => void; submit: string },
) {
  it.each([
    ['INSUFFICIENT_BALANCE', 'Amount', 'Insufficient balance'],
    ['WRONG_PAYMENT_PASSWORD', 'Payment password', 'Incorrect payment password'],
  ] as const)('puts the refusal %s on its field and keeps what was typed', async (code, field, text) => {
    const user = userEvent.setup();
    server.use(on(endpoint, () => failWith(code)));
    render();
    await submitAmountAndPassword(user, { amount: '500', paymentPassword: '654321', submit });
    await waitFor(() => expect(screen.getByLabelText(field)).toHaveAccessibleDescription(text));
    expect(screen.getByLabelText('Amount')).toHaveValue('500');
    expect(screen.getByLabelText('Payment password')).toHaveValue('654321');
  });
}
