import { api } from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { LoginForm } from './login-form';

const server = setupMswServer();

function SearchProbe() {
  return <output aria-label="search">{useLocation().search}</output>;
}

function renderAt(route: string, onAuthenticated = vi.fn()) {
  renderWithProviders(
    <>
      <LoginForm onAuthenticated={onAuthenticated} />
      <SearchProbe />
    </>,
    { route },
  );
  return onAuthenticated;
}

beforeEach(() => {
  server.use(
    on(api.session.socialProviders, () => []),
    on(api.member.info, () => member),
  );
});

describe('LoginForm opened by a mailed reset link', () => {
  it('opens on the new-password step, takes the code out of the address, and signs in', async () => {
    server.use(
      on(api.member.setPasswordByEmail, (input) =>
        input.resetCode === 'mailed-code' ? { account: 'player01' } : { account: 'someone-else' },
      ),
      on(api.session.login, (input) => ({
        token: input.username === 'player01' ? 'tok-link' : '',
        firstTimeLogin: false,
        passwordExpired: false,
      })),
    );
    const user = userEvent.setup();
    const onAuthenticated = renderAt('/login?resetCode=mailed-code&lang=en');

    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await waitFor(() => expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('?lang=en'));
    await user.type(within(dialog).getByLabelText('New password'), 'Renewed123');
    await user.type(within(dialog).getByLabelText('Confirm new password'), 'Renewed123');
    await user.click(within(dialog).getByRole('button', { name: 'Reset password' }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(sessionStorage.getItem('token')).toBe('tok-link');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('stays closed once the player closes it', async () => {
    const user = userEvent.setup();
    renderAt('/login?resetCode=mailed-code');
    const dialog = await screen.findByRole('dialog', { name: 'Set a new password' });
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'search' })).toHaveTextContent('');
    // the ordinary forgot-password entry starts from the beginning again
    await user.click(screen.getByRole('button', { name: 'Forgot password?' }));
    expect(screen.getByRole('dialog', { name: 'Forgot password?' })).toBeInTheDocument();
  });
});
