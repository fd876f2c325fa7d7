import { render, screen } from '@testing-library/react';
import { PaymentPasswordField } from './payment-password-field';

describe('PaymentPasswordField', () => {
  it('is a masked six-digit input on a number pad, never autofilled', () => {
    render(<PaymentPasswordField label="Payment password" />);
    const input = screen.getByLabelText('Payment password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveAttribute('autocomplete', 'off');
    expect(input).toHaveAttribute('maxlength', '6');
  });

  it('ties its error to the input', () => {
    render(<PaymentPasswordField label="Payment password" error="Six digits" />);
    expect(screen.getByLabelText('Payment password')).toHaveAccessibleDescription('Six digits');
  });
});
