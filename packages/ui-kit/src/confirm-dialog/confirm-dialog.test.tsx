import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function renderDialog(props: Partial<ConfirmDialogProps> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      title="Log out?"
      message="You will need to sign in again to play."
      confirmLabel="Log out"
      cancelLabel="Stay"
      onConfirm={onConfirm}
      onCancel={onCancel}
      {...props}
    />,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('is a dialog named by its title and described by its message', () => {
    renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'Log out?' });
    expect(dialog).toHaveAccessibleDescription('You will need to sign in again to play.');
  });

  it('calls onConfirm from the confirm button', async () => {
    const { onConfirm, onCancel, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Log out' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('calls onCancel from the cancel button and from Escape', async () => {
    const { onCancel, user } = renderDialog();
    await user.click(screen.getByRole('button', { name: 'Stay' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('focuses the cancel button first', () => {
    renderDialog();
    expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
  });

  it('has no cancel button without cancelLabel and focuses confirm', () => {
    renderDialog({ cancelLabel: undefined, confirmLabel: 'OK' });
    expect(screen.getAllByRole('button')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'OK' })).toHaveFocus();
  });

  it('shows the confirm button as busy and blocks dismissal while confirming', async () => {
    const { onCancel, user } = renderDialog({ confirming: true });
    expect(screen.getByRole('button', { name: 'Log out' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Stay' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
