import { screen } from '@testing-library/react';
import { renderWithProviders } from '../test/render';
import { FiguresList } from './figures-list';

describe('FiguresList', () => {
  it('pairs each translated label with its value, busy only while loading', () => {
    const { container, rerender } = renderWithProviders(
      <FiguresList
        figures={[
          ['ac_team_size', 42],
          ['ac_total_paid', '₱12.50'],
        ]}
      />,
    );
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Team size',
      'Paid in total',
    ]);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['42', '₱12.50']);
    expect(container.querySelector('dl')).not.toHaveAttribute('aria-busy');
    rerender(<FiguresList figures={[]} busy />);
    expect(container.querySelector('dl')).toHaveAttribute('aria-busy', 'true');
  });
});
