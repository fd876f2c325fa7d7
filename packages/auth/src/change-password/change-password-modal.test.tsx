import { api, memberKeys } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { fail, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders, testQueryClient } from '../test/render';
import { ChangePasswordModal } from './change-password-modal';

const server = setupMswServer();

beforeEach(() => useSessionStore.getState().startSession('tok-1', member));

describe('ChangePasswordModal', () => {
  it('asks for the old password when it is not known and checks the confirmation', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordModal open onClose={vi.fn()} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm new password'), 'other');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Please enter your current password')).toBeInTheDocument();
    expect(screen.getByText('Please fill in 8 - 20 characters: both letters and digits')).toBeInTheDocument();
    expect(screen.getByText('Incorrect confirmation input')).toBeInTheDocument();
  });

  it('can be dismissed when not forced', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordModal open onClose={onClose} onDone={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(2);
  });

  it('cannot be dismissed when forced', async () => {
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ChangePasswordModal open forced knownOldPassword="secret123" onClose={onClose} onDone={vi.fn()} />,
    );
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: 'Please change your password' })).toBeInTheDocument();
  });

  it('changes the password, reloads the member info and calls onDone', async () => {
    let infoCalls = 0;
    server.use(
      on(api.member.changePassword, (input) =>
        input.oldPassword === 'secret123' ? null : fail('Old password wrong'),
      ),
      on(api.member.info, () => {
        infoCalls++;
        return member;
      }),
    );
    const queryClient = testQueryClient();
    queryClient.setQueryData(memberKeys.info(), member);
    const onDone = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordModal open onClose={vi.fn()} onDone={onDone} />, { queryClient });
    await user.type(screen.getByLabelText('Current password'), 'secret123');
    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(queryClient.getQueryState(memberKeys.info())?.isInvalidated).toBe(true);
    expect(infoCalls).toBe(0);
  });

  it('shows the server message when the change is refused', async () => {
    server.use(on(api.member.changePassword, () => fail('Old password wrong')));
    const user = userEvent.setup();
    renderWithProviders(<ChangePasswordModal open onClose={vi.fn()} onDone={vi.fn()} />);
    await user.type(screen.getByLabelText('Current password'), 'nope1234');
    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Old password wrong');
  });
});
