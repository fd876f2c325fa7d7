import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Types an amount and the payment password into a money form and presses its submit button. */
export async function submitAmountAndPassword(
  user: UserEvent,
  { amount, paymentPassword, submit }: { amount: string; paymentPassword: string; submit: string },
) {
  await user.type(await screen.findByLabelText('Amount'), amount);
  await user.type(screen.getByLabelText('Payment password'), paymentPassword);
  await user.click(screen.getByRole('button', { name: submit }));
}
