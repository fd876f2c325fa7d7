import { render, screen } from '@testing-library/react';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows a heading, description and action', () => {
    render(
      <EmptyState
        icon={<span>🎰</span>}
        title="No favourites yet"
        description="Tap the star on a game to keep it here."
        action={<Button>Browse games</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No favourites yet' })).toBeInTheDocument();
    expect(screen.getByText('Tap the star on a game to keep it here.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Browse games' })).toBeInTheDocument();
    expect(screen.getByText('🎰').parentElement).toHaveAttribute('aria-hidden', 'true');
  });

  it('works with a title only, at another heading level', () => {
    render(<EmptyState title="Nothing here" headingLevel="h3" />);
    expect(screen.getByRole('heading', { level: 3, name: 'Nothing here' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
