import { render, screen } from '@testing-library/react';
import { Money } from './money';

describe('Money', () => {
  it('shows the amount with symbol, grouping and two decimals', () => {
    render(<Money amount={1234.5} currencySymbol="¥" />);
    expect(screen.getByText('¥1,234.50')).toBeInTheDocument();
  });

  it('hides the amount behind asterisks and reads the masked label instead', () => {
    const { container } = render(
      <Money amount={1234.5} currencySymbol="¥" masked maskedLabel="Balance hidden" />,
    );
    expect(screen.queryByText('¥1,234.50')).not.toBeInTheDocument();
    expect(container).toHaveTextContent('****');
    expect(screen.getByText('****')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Balance hidden')).toHaveClass('mq-visually-hidden');
  });
});
