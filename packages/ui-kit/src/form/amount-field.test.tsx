import { render, screen } from '@testing-library/react';
import { AmountField } from './amount-field';

describe('AmountField', () => {
  it('asks for a decimal amount as text, nothing remembered', () => {
    render(<AmountField label="Amount" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('inputmode', 'decimal');
    expect(input).toHaveAttribute('autocomplete', 'off');
  });

  it('ties its error to the input', () => {
    render(<AmountField label="Amount" error="At least 100.00" />);
    const input = screen.getByRole('textbox', { name: 'Amount' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('At least 100.00');
  });
});
