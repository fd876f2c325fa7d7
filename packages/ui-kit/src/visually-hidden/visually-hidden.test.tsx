import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its text in the accessibility tree', () => {
    render(
      <button type="button">
        <span aria-hidden="true">★</span>
        <VisuallyHidden>Add to favourites</VisuallyHidden>
      </button>,
    );
    expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
    expect(screen.getByText('Add to favourites')).toHaveClass('mq-visually-hidden');
  });
});
