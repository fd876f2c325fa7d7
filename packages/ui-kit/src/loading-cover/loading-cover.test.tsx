import { render, screen } from '@testing-library/react';
import { LoadingCover } from './loading-cover';

describe('LoadingCover', () => {
  it('shows a spinner status while active', () => {
    render(<LoadingCover active label="Loading wallet" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading wallet');
  });

  it('renders nothing when inactive', () => {
    render(<LoadingCover active={false} label="Loading wallet" />);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
