import { render, screen } from '@testing-library/react';
import { FormError } from './form-error';

describe('FormError', () => {
  it('announces the failed submit as an alert', () => {
    render(<FormError message="Wrong username or password" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password');
  });

  it('renders nothing without a message', () => {
    render(<FormError message={null} />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
