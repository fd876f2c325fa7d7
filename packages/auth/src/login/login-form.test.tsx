import { api, type LoginRequest, type LoginResponse } from '@marquee/api-client';
import { useSessionStore } from '@marquee/session';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ForcedPasswordChange } from '../change-password/forced-password-change';
import { member, trialMember } from '../test/fixtures';
import { fail, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { LoginForm } from './login-form';

const server = setupMswServer();

const ok = (token: string, extra: Partial<LoginResponse> = {}): LoginResponse => ({
  token,
  firstTimeLogin: false,
  passwordExpired: false,
  ...extra,
});

beforeEach(() => {
  server.use(
    on(api.session.socialProviders, () => []),
    on(api.member.info, () => member),
    on(api.captcha, () => ({ captchaId: 'c1', image: 'data:image/png;base64,AAAA' })),
  );
});

async function typeCredentials(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.type(screen.getByLabelText('Username'), username);
  await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

describe('LoginForm by username', () => {
  it('signs in: session keys set, token only in sessionStorage, then onAuthenticated', async () => {
    const sent: LoginRequest[] = [];
    server.use(
      on(api.session.login, (input) => {
        sent.push(input);
        return ok('tok-new');
      }),
    );
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onAuthenticated={onAuthenticated} />);

    await typeCredentials(user, ' player01 ', 'secret123');

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(sent).toEqual([{ username: 'player01', password: 'secret123', type: 'USERNAME' }]);
    expect(sessionStorage.getItem('token')).toBe('tok-new');
    expect(sessionStorage.getItem('account')).toBe('player01');
    expect(sessionStorage.getItem('isAgent')).toBe('0');
    expect(useSessionStore.getState().token).toBe('tok-new');
    expect(JSON.stringify({ ...localStorage })).not.toContain('tok-new');
    expect(window.location.href).not.toContain('tok-new');
  });

  it('shows the server message on a wrong password, keeps the username and asks for a captcha', async () => {
    server.use(on(api.session.login, () => fail('Incorrect account or password')));
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onAuthenticated={onAuthenticated} />);

    await typeCredentials(user, 'player01', 'wrong-pass');

    expect(await screen.findByRole('alert')).toHaveTextContent('Incorrect account or password');
    expect(screen.getByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Password')).toHaveValue('');
    expect(await screen.findByRole('img', { name: 'Captcha image' })).toBeInTheDocument();
    expect(onAuthenticated).not.toHaveBeenCalled();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it("clears a wrong password's message once the player answers again, so only the current error shows", async () => {
    server.use(on(api.session.login, () => fail('Incorrect account or password')));
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onAuthenticated={vi.fn()} />);
    await typeCredentials(user, 'player01', 'wrong-pass');
    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument();
    await screen.findByRole('img', { name: 'Captcha image' });

    await user.click(screen.getByRole('button', { name: 'New captcha' }));
    expect(screen.queryByText('Incorrect account or password')).not.toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'wrong-again');
    await user.type(screen.getByLabelText('Captcha'), 'abcd');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Incorrect account or password')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Password'), 'third-try');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter the captcha')).toBeInTheDocument();
    expect(screen.queryByText('Incorrect account or password')).not.toBeInTheDocument();
  });

  it('asks for both fields before calling the platform', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onAuthenticated={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Please enter your username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('toggles the password visibility', async () => {
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onAuthenticated={vi.fn()} />);
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });

  it('keeps a first login that the platform holds back here, under the forced change, then goes home', async () => {
    let pending = true;
    let changed = false;
    server.use(
      on(api.session.login, () => ok('tok-first', { firstTimeLogin: true })),
      on(api.member.info, () => ({ ...member, passwordChangePending: pending })),
      on(api.member.changePassword, (input) => {
        changed = input.oldPassword === 'secret123' && input.newPassword === 'Newpass123';
        pending = !changed;
        return null;
      }),
    );
    const onAuthenticated = vi.fn();
    const goneHome = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LoginForm features={{ PWDEXPFORCECHANGE3: true }} onAuthenticated={onAuthenticated} />
        <ForcedPasswordChange onDone={goneHome} />
      </>,
    );
    await typeCredentials(user, 'player01', 'secret123');

    const dialog = await screen.findByRole('dialog', { name: 'Please change your password' });
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
    // the password was typed a moment ago: not asked again
    expect(screen.queryByLabelText('Current password')).not.toBeInTheDocument();
    expect(onAuthenticated).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('New password'), 'Newpass123');
    await user.type(screen.getByLabelText('Confirm new password'), 'Newpass123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(goneHome).toHaveBeenCalledTimes(1));
    expect(changed).toBe(true);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onAuthenticated).not.toHaveBeenCalled();
  });

  it('goes home at once when the platform does not hold the session back', async () => {
    server.use(on(api.session.login, () => ok('tok-old', { passwordExpired: true })));
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <LoginForm onAuthenticated={onAuthenticated} />
        <ForcedPasswordChange onDone={vi.fn()} />
      </>,
    );
    await typeCredentials(user, 'player01', 'secret123');
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('finishes a login from an unregistered IP with the second factor', async () => {
    server.use(
      on(api.session.login, () =>
        ok('', { needSecondFactor: { challengeId: 'ch1', methods: ['SMS', 'EMAIL'] } }),
      ),
      on(api.verification.unregisteredIp, (input) =>
        input.challengeId === 'ch1' && input.method === 'EMAIL' && input.code === '123456'
          ? ok('tok-2fa')
          : fail('bad'),
      ),
    );
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm onAuthenticated={onAuthenticated} />);
    await typeCredentials(user, 'player01', 'secret123');

    await screen.findByRole('dialog', { name: 'Verify your identity' });
    expect(sessionStorage.getItem('token')).toBeNull();
    await user.click(screen.getByRole('radio', { name: 'Code sent to your bound email' }));
    await user.type(screen.getByLabelText('Verification code'), '123456');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(sessionStorage.getItem('token')).toBe('tok-2fa');
  });
});

describe('LoginForm by mobile code', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  it('blocks "send code" while the countdown runs and shows the seconds left', async () => {
    let smsCalls = 0;
    server.use(
      on(api.verification.smsNoLogin, () => {
        smsCalls++;
        return { expiredMinutes: 1 };
      }),
    );
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(
      <LoginForm
        features={{ MOBILEVERCODELOGIN3: true }}
        defaultCountryDialingCode="84"
        onAuthenticated={vi.fn()}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const waiting = await screen.findByRole('button', { name: /Resend in (59|60) s/ });
    expect(waiting).toBeDisabled();
    expect(smsCalls).toBe(1);

    await act(() => vi.advanceTimersByTimeAsync(60_000));
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('shows the server message in a warning dialog when the SMS request fails', async () => {
    server.use(on(api.verification.smsNoLogin, () => fail('Too many requests')));
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<LoginForm features={{ MOBILEVERCODELOGIN3: true }} onAuthenticated={vi.fn()} />);
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    const dialog = await screen.findByRole('dialog', { name: 'Prompt' });
    expect(dialog).toHaveTextContent('Too many requests');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeEnabled();
  });

  it('logs in with the mobile number and the code', async () => {
    server.use(
      on(api.session.loginByCode, (input) =>
        input.mobileNum === '0912345678' &&
        input.verificationCode === '1234' &&
        input.countryDialingCode === '84'
          ? ok('tok-sms')
          : fail('wrong code'),
      ),
    );
    const onAuthenticated = vi.fn();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(
      <LoginForm
        features={{ MOBILEVERCODELOGIN3: true }}
        defaultCountryDialingCode="84"
        onAuthenticated={onAuthenticated}
      />,
    );
    await user.click(screen.getByRole('tab', { name: 'Mobile code' }));
    await user.type(screen.getByLabelText('Mobile number'), '0912345678');
    await user.type(screen.getByLabelText('Verification code'), '1234');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(sessionStorage.getItem('token')).toBe('tok-sms');
  });
});

describe('FreePlayButton', () => {
  it('signs in a trial account with os, platform W, a random string and gateway version 3', async () => {
    let request: unknown;
    server.use(
      on(api.session.freePlay, (input) => {
        request = input;
        return ok('tok-guest');
      }),
      on(api.member.info, () => trialMember),
    );
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<LoginForm features={{ FREEPLAY3: true }} onAuthenticated={onAuthenticated} />);
    await user.click(screen.getByRole('button', { name: 'Free play' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(request).toMatchObject({
      platform: 'W',
      gatewayVersion: 3,
      os: expect.any(String),
      random: expect.any(String),
    });
    expect(sessionStorage.getItem('isAgent')).toBe('4');
  });

  it('is absent without FREEPLAY3', () => {
    renderWithProviders(<LoginForm onAuthenticated={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Free play' })).not.toBeInTheDocument();
  });
});
