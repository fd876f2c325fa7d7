import { api } from '@marquee/api-client';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRules } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { AuthScreen } from './auth-screen';

const server = setupMswServer();

beforeEach(() => {
  server.use(
    on(api.session.socialProviders, () => []),
    on(api.system.registerSettings, () => registerRules),
  );
});

describe('AuthScreen', () => {
  it('offers only the login tab without DIRECTREG3, even on /register', () => {
    renderWithProviders(<AuthScreen mode="register" onAuthenticated={vi.fn()} registerPath="/register" />, {
      route: '/register',
    });
    expect(screen.getByRole('tab', { name: 'Log in' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByRole('tab', { name: 'Register' })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
  });

  it('switches between login and register routes with DIRECTREG3', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <AuthScreen
        mode="login"
        features={{ DIRECTREG3: true }}
        onAuthenticated={vi.fn()}
        registerPath="/register"
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Register' }));
    expect(screen.getByLabelText('location')).toHaveTextContent('/register');
  });

  it('shows the registration form in register mode', async () => {
    renderWithProviders(
      <AuthScreen
        mode="register"
        features={{ DIRECTREG3: true }}
        onAuthenticated={vi.fn()}
        registerPath="/register"
      />,
      {
        route: '/register',
      },
    );
    expect(screen.getByRole('tab', { name: 'Register' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByLabelText('Confirm password')).toBeInTheDocument();
  });
});
