import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status with its label as text for assistive technology', () => {
    render(<Spinner label="Loading games" />);
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Loading games');
    expect(screen.getByText('Loading games')).toHaveClass('mq-visually-hidden');
  });

  it('applies the size class', () => {
    render(<Spinner label="Loading" size="lg" />);
    expect(screen.getByRole('status')).toHaveClass('mq-spinner--lg');
  });
});
