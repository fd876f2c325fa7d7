import { api, type LoginRequest, type SetPasswordByEmailRequest } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { fail, failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { ForgotPasswordModal } from './forgot-password-modal';

const server = setupMswServer();

describe('ForgotPasswordModal', () => {
  it('offers only the email method without CHNGPASSVERIF3', () => {
    renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} onLoggedIn={vi.fn()} />);
    expect(screen.getByRole('dialog', { name: 'Forgot password?' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset by mobile number' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('starts with the choice and has a back control with CHNGPASSVERIF3', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordModal open features={{ CHNGPASSVERIF3: true }} onClose={vi.fn()} onLoggedIn={vi.fn()} />,
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reset by mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await user.click(screen.getByRole('button', { name: 'Reset by email' }));
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });

  it('goes straight to the mobile number when the platform cannot mail', () => {
    renderWithProviders(
      <ForgotPasswordModal
        open
        features={{ CHNGPASSVERIF3: true, mailDelivery: false }}
        onClose={vi.fn()}
        onLoggedIn={vi.fn()}
      />,
    );
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reset by email' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
  });

  it('says to contact customer service when neither a mail nor an SMS can be sent', () => {
    renderWithProviders(
      <ForgotPasswordModal open features={{ mailDelivery: false }} onClose={vi.fn()} onLoggedIn={vi.fn()} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Forgot password?' });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Password reset is not available here. Please contact customer service.',
    );
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('validates the email form with the username and email rules', async () => {
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordModal open onClose={vi.fn()} onLoggedIn={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));
    expect(
      await screen.findByText('Please fill in 6 - 16 characters: letters and digits, starting with a letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please fill in 6 - 64 characters: a valid email address')).toBeInTheDocument();
  });

  it('confirms an email request, then closes', async () => {
    let sent: unknown;
    server.use(
      on(api.member.forgotPasswordEmail, (input) => {
        sent = input;
        return null;
      }),
    );
    const onClose = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<ForgotPasswordModal open onClose={onClose} onLoggedIn={vi.fn()} />);
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Email'), 'player01@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset email' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(confirmation).toHaveTextContent('We have sent a password reset link to your email');
    expect(screen.queryByRole('dialog', { name: 'Forgot password?' })).not.toBeInTheDocument();
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    expect(sent).toEqual({ username: 'player01', email: 'player01@example.com' });
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('resets by phone, then logs in with the trimmed number, an empty type and the new password', async () => {
    const logins: LoginRequest[] = [];
    server.use(
      on(api.verification.smsNoLogin, () => ({ expiredMinutes: 1 })),
      on(api.member.setPasswordByPhone, (input) =>
        input.verificationCode === '5678' && input.newPassword === 'Newpass123' ? null : fail('bad code'),
      ),
      on(api.session.login, (input) => {
        logins.push(input);
        return { token: 'tok-reset', firstTimeLogin: false, passwordExpired: false };
      }),
      on(api.member.info, () => member),
    );
    const onClose = vi.fn();
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <ForgotPasswordModal
        open
        features={{ CHNGPASSVERIF3: true }}
        onClose={onClose}
        onLoggedIn={onLoggedIn}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Reset by mobile number' }));
    await user.type(screen.getByLabelText('Mobile number'), ' 0912345678 ');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await user.type(screen.getByLabelText('Verification code'), '5678');
    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledTimes(1));
    expect(logins).toEqual([{ username: '0912345678', password: 'Newpass123', type: '' }]);
    expect(onClose).toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBe('tok-reset');
  });
});

describe('ForgotPasswordModal, opened from a mailed reset link', () => {
  const signedIn = { token: 'tok-mail', firstTimeLogin: false, passwordExpired: false };

  function renderResetStep() {
    const onClose = vi.fn();
    const onLoggedIn = vi.fn();
    renderWithProviders(
      <ForgotPasswordModal
        open
        resetCode="code-123"
        features={{ CHNGPASSVERIF3: true }}
        onClose={onClose}
        onLoggedIn={onLoggedIn}
      />,
    );
    return { onClose, onLoggedIn, dialog: screen.getByRole('dialog', { name: 'Set a new password' }) };
  }

  it('checks the password rule and the confirmation, sets the password, then logs in with it', async () => {
    const resets: SetPasswordByEmailRequest[] = [];
    const logins: LoginRequest[] = [];
    server.use(
      on(api.member.setPasswordByEmail, (input) => {
        resets.push(input);
        return { account: 'player01' };
      }),
      on(api.session.login, (input) => {
        logins.push(input);
        return signedIn;
      }),
      on(api.member.info, () => member),
    );
    const user = userEvent.setup();
    const { onClose, onLoggedIn, dialog } = renderResetStep();
    expect(within(dialog).queryByRole('button', { name: 'Back' })).not.toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('New password'), 'short');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'other');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));
    expect(
      await within(dialog).findByText('Please fill in 8 - 20 characters: both letters and digits'),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(resets).toEqual([]);

    await user.clear(within(dialog).getByLabelText('New password'));
    await user.type(within(dialog).getByLabelText('New password'), 'Renewed123');
    await user.clear(within(dialog).getByLabelText('Confirm new password'));
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Renewed123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(signedIn, 'Renewed123'));
    expect(resets).toEqual([{ resetCode: 'code-123', newPassword: 'Renewed123' }]);
    expect(logins).toEqual([{ username: 'player01', password: 'Renewed123', type: 'USERNAME' }]);
    expect(onClose).toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBe('tok-mail');
  });

  it('says when the link has expired or was used, and leads to a new mail', async () => {
    let sent: unknown;
    server.use(
      on(api.member.setPasswordByEmail, () => failWith('RESET_CODE_INVALID')),
      on(api.member.forgotPasswordEmail, (input) => {
        sent = input;
        return null;
      }),
    );
    const user = userEvent.setup();
    const { dialog } = renderResetStep();
    await user.type(within(dialog).getByLabelText('New password'), 'Renewed123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Renewed123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This reset link has expired or has already been used.',
    );
    const newMail = within(dialog).getByRole('button', { name: 'Send me a new reset email' });
    expect(newMail).toHaveFocus();
    await user.click(newMail);
    const email = screen.getByRole('dialog', { name: 'Forgot password?' });
    await user.type(within(email).getByLabelText('Username'), 'player01');
    await user.type(within(email).getByLabelText('Email'), 'player01@example.com');
    await user.click(within(email).getByRole('button', { name: 'Send reset email' }));
    expect(await screen.findByRole('dialog', { name: 'Prompt' })).toHaveTextContent(
      'We have sent a password reset link to your email',
    );
    expect(sent).toEqual({ username: 'player01', email: 'player01@example.com' });
  });

  it('sends the player to log in by hand when the automatic login does not go through', async () => {
    server.use(
      on(api.member.setPasswordByEmail, () => ({ account: 'player01' })),
      on(api.session.login, () => failWith('TOO_MANY_ATTEMPTS', undefined, 429)),
    );
    const user = userEvent.setup();
    const { onClose, onLoggedIn, dialog } = renderResetStep();
    await user.type(within(dialog).getByLabelText('New password'), 'Renewed123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Renewed123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Your password has been changed. Please log in with your new password.',
    );
    const logIn = within(dialog).getByRole('button', { name: 'Log in' });
    expect(logIn).toHaveFocus();
    await user.click(logIn);
    expect(onClose).toHaveBeenCalled();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });
});
