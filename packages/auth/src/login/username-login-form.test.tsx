import { api } from '@marquee/api-client';
import { TRANSLATIONS } from '@marquee/i18n/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { UsernameLoginForm } from './username-login-form';

const server = setupMswServer();
const VI = TRANSLATIONS.VI;

describe('UsernameLoginForm', () => {
  it("shows a wrong login in the player's language, without saying which of the two was wrong", async () => {
    server.use(
      on(api.session.login, () => failWith('WRONG_CREDENTIALS')),
      on(api.captcha, () => ({ captchaId: 'c1', image: 'data:image/png;base64,AAAA' })),
    );
    const user = userEvent.setup();
    renderWithProviders(<UsernameLoginForm onLoggedIn={vi.fn()} />, { language: 'VI' });

    await user.type(screen.getByRole('textbox', { name: VI.username }), 'player01');
    await user.type(screen.getByLabelText(VI.password), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: VI.login }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tên đăng nhập hoặc mật khẩu không đúng');
    expect(alert).not.toHaveTextContent('Incorrect username or password');
    expect(screen.getByRole('textbox', { name: VI.username })).toHaveValue('player01');
  });
});
