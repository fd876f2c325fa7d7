import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IconButton } from './icon-button';

describe('IconButton', () => {
  it('uses the label as its accessible name', async () => {
    const onClick = vi.fn();
    render(
      <IconButton label="Open menu" onClick={onClick}>
        <svg aria-hidden="true" />
      </IconButton>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('can be disabled', () => {
    render(
      <IconButton label="Next" disabled>
        <span aria-hidden="true">›</span>
      </IconButton>,
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
