import { render, screen } from '@testing-library/react';
import { CountBadge } from './count-badge';

describe('CountBadge', () => {
  it('shows the count and reads out what it counts', () => {
    render(<CountBadge count={3} label="3 unread messages" />);
    expect(screen.getByText('3')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('3 unread messages')).toBeInTheDocument();
  });

  it('shows 99+ above 99', () => {
    render(<CountBadge count={120} label="120 unread messages" />);
    expect(screen.getByText('99+')).toBeInTheDocument();
  });

  it('is nothing at zero', () => {
    const { container } = render(<CountBadge count={0} label="no unread messages" />);
    expect(container).toBeEmptyDOMElement();
  });
});
