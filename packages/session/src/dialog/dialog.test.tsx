import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders } from '../test/render';
import { Dialog } from './dialog';

describe('Dialog', () => {
  it('shows while mounted, named by its title, and its translated × button closes it', async () => {
    const onClose = vi.fn();
    renderWithProviders(
      <Dialog onClose={onClose} title="Game rules">
        <p>Pick a number.</p>
      </Dialog>,
    );
    expect(screen.getByRole('dialog', { name: 'Game rules' })).toHaveTextContent('Pick a number.');
    await userEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledOnce();
  });

  it('renders nothing when open is false', () => {
    renderWithProviders(<Dialog open={false} onClose={() => {}} title="Game rules" />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
