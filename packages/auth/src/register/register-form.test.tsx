import {
  api,
  type PlayLimitsResponse,
  playSafeApi,
  type RegisterRequest,
  type RegistrationFieldRule,
  referralCodeRule,
  type SetPlayLimitRequest,
  type SmsCodeRequest,
} from '@marquee/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member, registerRules } from '../test/fixtures';
import { fail, failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { RegisterForm } from './register-form';

const server = setupMswServer();

beforeEach(() => {
  server.use(
    on(api.system.registerSettings, () => registerRules),
    on(api.member.info, () => member),
  );
});

async function fillValid(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Username'), 'player01');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.type(screen.getByLabelText('Confirm password'), 'secret123');
  await user.click(screen.getByRole('checkbox', { name: /terms and conditions/ }));
  await user.click(screen.getByRole('checkbox', { name: /at least 18 years old/ }));
}

describe('RegisterForm', () => {
  it('builds its fields from the server rules', async () => {
    renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} />, { route: '/register' });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.getByLabelText('Password')).toBeInTheDocument();
    expect(screen.getByLabelText('Confirm password')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
  });

  it('fills the username with a free one the platform suggests, and says why when none comes', async () => {
    const names = ['luckytiger4821', 'goldenpanda1200'];
    server.use(on(api.member.suggestUsername, () => ({ username: names.shift() ?? '' })));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} />, { route: '/register' });
    const username = await screen.findByLabelText('Username');
    await user.click(screen.getByRole('button', { name: 'Suggest a username' }));
    await waitFor(() => expect(username).toHaveValue('luckytiger4821'));
    await user.click(screen.getByRole('button', { name: 'Suggest a username' }));
    await waitFor(() => expect(username).toHaveValue('goldenpanda1200'));

    server.use(on(api.member.suggestUsername, () => failWith('TOO_MANY_ATTEMPTS')));
    await user.click(screen.getByRole('button', { name: 'Suggest a username' }));
    expect(await screen.findByText('Too many attempts, please retry after 5 minutes')).toBeInTheDocument();
  });

  it('reports each rule with reg_pattern_{id} and its bounds, also when a required field is empty', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} />, { route: '/register' });
    await user.type(await screen.findByLabelText('Username'), '1abc');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Please fill in 6 - 16 characters: letters and digits, starting with a letter'),
    ).toBeInTheDocument();
    expect(screen.getByText('Please fill in 8 - 20 characters: both letters and digits')).toBeInTheDocument();
    // email is optional: empty passes
    expect(screen.queryByText(/a valid email address/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'nope');
    await user.tab();
    expect(
      await screen.findByText('Please fill in 6 - 64 characters: a valid email address'),
    ).toBeInTheDocument();
  });

  it('asks for a matching confirmation, the terms and the age statement', async () => {
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} />, { route: '/register' });
    await user.type(await screen.findByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.type(screen.getByLabelText('Confirm password'), 'secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByText('Incorrect confirmation input')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(screen.getByText('You must be at least 18 years old to register')).toBeInTheDocument();
  });

  it("refuses a birthday younger than the brand's minimum age, in the platform's words, and keeps it", async () => {
    const birthdayRule: RegistrationFieldRule = {
      field: 'birthday',
      patternId: 11,
      acceptedPattern: '',
      minLength: 10,
      maxLength: 10,
      required: false,
    };
    server.use(on(api.system.registerSettings, () => [...registerRules, birthdayRule]));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} minimumAge={21} />, { route: '/register' });
    const twenty = `${new Date().getFullYear() - 20}-01-01`;
    const field = await screen.findByLabelText('Date of birth');
    await user.type(field, twenty);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(
      await screen.findByText('Please enter a valid date of birth (at least 21 years old)'),
    ).toBeInTheDocument();
    expect(field).toHaveValue(twenty);
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });

  it('registers, signs the new account in and calls onAuthenticated', async () => {
    let sent: RegisterRequest | undefined;
    server.use(
      on(api.member.register, (input) => {
        sent = input;
        return { token: 'tok-reg', firstTimeLogin: false, passwordExpired: false };
      }),
    );
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} affiliateCode="AFF1" />, {
      route: '/register',
    });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(sent).toMatchObject({
      username: 'player01',
      password: 'secret123',
      verifyPwd: 'secret123',
      registerMethod: 'WEB',
      affiliateCode: 'AFF1',
      agreeTerms: true,
      ageConfirmed: true,
    });
    expect(sent).not.toHaveProperty('email');
    expect(sessionStorage.getItem('token')).toBe('tok-reg');
  });

  describe('the optional play limit', () => {
    const limits = (amount: number): PlayLimitsResponse => ({
      limits: [{ kind: 'DEPOSIT', period: 'DAY', amount, used: 0, resetsAt: null, pending: null }],
      waitDays: 1,
      maxAmount: 1_000_000,
      maxMinutes: 1440,
      history: [],
    });
    const registered = () => ({ token: 'tok-reg', firstTimeLogin: false, passwordExpired: false });

    it('adds nothing to fill for whoever skips it: one unticked box, no limit call', async () => {
      server.use(on(api.member.register, registered));
      const onAuthenticated = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
      await fillValid(user);
      expect(screen.getByRole('checkbox', { name: 'Set a play limit now (optional)' })).not.toBeChecked();
      expect(screen.queryByLabelText('Deposit limit')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Register' }));
      // an unhandled limit call would fail the test (msw's unhandled requests are errors)
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    });

    it("checks the amount with the platform's money rule before registering", async () => {
      const registerCall = vi.fn(registered);
      server.use(on(api.member.register, registerCall));
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} />, { route: '/register' });
      await fillValid(user);
      await user.click(screen.getByRole('checkbox', { name: 'Set a play limit now (optional)' }));
      await user.type(screen.getByLabelText('Deposit limit'), '0');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByLabelText('Deposit limit')).toHaveAttribute('aria-invalid', 'true');
      expect(registerCall).not.toHaveBeenCalled();
    });

    it('sets the chosen limit with the new account right after registering, then goes on', async () => {
      const order: string[] = [];
      let set: SetPlayLimitRequest | undefined;
      server.use(
        on(api.member.register, () => {
          order.push('register');
          return registered();
        }),
        on(playSafeApi.setLimit, (input) => {
          order.push('limit');
          set = input;
          return limits(input.amount ?? 0);
        }),
      );
      const onAuthenticated = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
      await fillValid(user);
      await user.click(screen.getByRole('checkbox', { name: 'Set a play limit now (optional)' }));
      await user.selectOptions(screen.getByLabelText('Limit period'), 'Per week (from Monday)');
      await user.type(screen.getByLabelText('Deposit limit'), '1000');
      await user.click(screen.getByRole('button', { name: 'Register' }));

      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      expect(order).toEqual(['register', 'limit']);
      expect(set).toEqual({ kind: 'DEPOSIT', period: 'WEEK', amount: 100_000 });
    });

    /** Answers registration and the limit call, keeping what the limit call was sent. */
    function answerLimit() {
      const sent: { register: number; limit: SetPlayLimitRequest | undefined } = {
        register: 0,
        limit: undefined,
      };
      server.use(
        on(api.member.register, () => {
          sent.register += 1;
          return registered();
        }),
        on(playSafeApi.setLimit, (input) => {
          sent.limit = input;
          return limits(input.amount ?? 0);
        }),
      );
      return sent;
    }

    /** A valid registration with the limits step open. */
    async function openLimitStep() {
      const onAuthenticated = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
      await fillValid(user);
      await user.click(screen.getByRole('checkbox', { name: 'Set a play limit now (optional)' }));
      return { onAuthenticated, user };
    }

    it('offers every limit: deposit, loss and wager per period, and the session time', async () => {
      await openLimitStep();
      const kinds = within(screen.getByLabelText('Limit')).getAllByRole('option');
      expect(kinds.map((option) => option.textContent)).toEqual([
        'Deposit limit',
        'Loss limit (net loss)',
        'Wager limit (total stakes)',
        'Session time limit',
      ]);
    });

    it('sets a loss limit for the chosen period', async () => {
      const sent = answerLimit();
      const { onAuthenticated, user } = await openLimitStep();
      await user.selectOptions(screen.getByLabelText('Limit'), 'Loss limit (net loss)');
      await user.selectOptions(screen.getByLabelText('Limit period'), 'Per calendar month');
      await user.type(screen.getByLabelText('Loss limit'), '250.50');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      expect(sent.limit).toEqual({ kind: 'LOSS', period: 'MONTH', amount: 25_050 });
    });

    it('takes the session time in whole minutes, refusing a fraction before registering', async () => {
      const sent = answerLimit();
      const { onAuthenticated, user } = await openLimitStep();
      await user.selectOptions(screen.getByLabelText('Limit'), 'Session time limit');
      expect(screen.queryByLabelText('Limit period')).not.toBeInTheDocument();
      const minutes = screen.getByLabelText('Minutes per session');
      await user.type(minutes, '1.5');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByText('Enter a whole number of minutes, at least 1')).toBeInTheDocument();
      expect(minutes).toHaveAttribute('aria-invalid', 'true');
      expect(sent.register).toBe(0);

      await user.clear(minutes);
      await user.type(minutes, '90');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      expect(sent.limit).toEqual({ kind: 'SESSION', period: 'SESSION', amount: 90 });
    });

    it('keeps a refused session time limit as typed, to correct', async () => {
      server.use(
        on(api.member.register, registered),
        on(playSafeApi.setLimit, () => failWith('PLAY_LIMIT_MAX', { max: '1440' })),
      );
      const { user } = await openLimitStep();
      await user.selectOptions(screen.getByLabelText('Limit'), 'Session time limit');
      await user.type(screen.getByLabelText('Minutes per session'), '2000');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await screen.findByRole('heading', { name: 'Your account is ready' })).toHaveFocus();
      expect(screen.getByLabelText('Limit')).toHaveValue('SESSION');
      expect(screen.getByLabelText('Minutes per session')).toHaveValue('2000');
    });

    /** Registers with a limit of 20000 that the platform refuses (above its 10000 at most). */
    async function registerWithRefusedLimit() {
      server.use(
        on(api.member.register, registered),
        on(playSafeApi.setLimit, () => failWith('PLAY_LIMIT_MAX', { max: '10000.00' })),
      );
      const onAuthenticated = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
      await fillValid(user);
      await user.click(screen.getByRole('checkbox', { name: 'Set a play limit now (optional)' }));
      await user.type(screen.getByLabelText('Deposit limit'), '20000');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      return { onAuthenticated, user };
    }

    it('says so when the account was made but the limit was not, and offers it again or to go on', async () => {
      const { onAuthenticated, user } = await registerWithRefusedLimit();

      const heading = await screen.findByRole('heading', { name: 'Your account is ready' });
      expect(heading).toHaveFocus();
      expect(
        screen.getByText(/Your play limit was not set: A limit can be at most 10000\.00/),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Deposit limit')).toHaveValue('20000');
      expect(onAuthenticated).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('token')).toBe('tok-reg');

      let set: SetPlayLimitRequest | undefined;
      server.use(
        on(playSafeApi.setLimit, (input) => {
          set = input;
          return limits(input.amount ?? 0);
        }),
      );
      await user.clear(screen.getByLabelText('Deposit limit'));
      await user.type(screen.getByLabelText('Deposit limit'), '5000');
      await user.click(screen.getByRole('button', { name: 'Save play limit' }));
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      expect(set).toEqual({ kind: 'DEPOSIT', period: 'DAY', amount: 500_000 });
    });

    it('lets the player go on without the limit the platform refused', async () => {
      const { onAuthenticated, user } = await registerWithRefusedLimit();
      await user.click(await screen.findByRole('button', { name: 'Continue without a limit' }));
      expect(onAuthenticated).toHaveBeenCalled();
    });
  });

  describe('from an invite-friends link (?ref=)', () => {
    const withReferralField = [...registerRules, { ...referralCodeRule, required: false }];

    async function registerFrom(
      url: string,
      {
        rules = withReferralField,
        edit,
      }: { rules?: RegistrationFieldRule[]; edit?: (field: HTMLElement) => Promise<void> } = {},
    ) {
      window.history.pushState({}, '', url);
      let sent: RegisterRequest | undefined;
      server.use(
        on(api.system.registerSettings, () => rules),
        on(api.member.register, (input) => {
          sent = input;
          return { token: 'tok-reg', firstTimeLogin: false, passwordExpired: false };
        }),
      );
      const onAuthenticated = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
      await screen.findByLabelText('Username');
      const field = screen.queryByLabelText('Referral code');
      if (field) await edit?.(field);
      await fillValid(user);
      await user.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      window.history.pushState({}, '', '/');
      return { field, sent };
    }

    it('fills in the referral code and sends it', async () => {
      const { field, sent } = await registerFrom('/register?ref=ABCD2345');
      expect(field).toHaveValue('ABCD2345');
      expect(sent).toMatchObject({ referralCode: 'ABCD2345' });
    });

    it('sends what the player left in the field: nothing once cleared', async () => {
      const { sent } = await registerFrom('/register?ref=ABCD2345', {
        edit: (field) => userEvent.setup().clear(field),
      });
      expect(sent).not.toHaveProperty('referralCode');
    });

    it('still sends the code when the brand shows no field for it', async () => {
      const { field, sent } = await registerFrom('/register?ref=WXYZ6789', { rules: registerRules });
      expect(field).toBeNull();
      expect(sent).toMatchObject({ referralCode: 'WXYZ6789' });
    });
  });

  it('shows the server refusal and keeps what was typed', async () => {
    server.use(on(api.member.register, () => fail('Username already exists')));
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={vi.fn()} />, { route: '/register' });
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Username already exists');
    expect(screen.getByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
  });

  it('shows the captcha when the platform asks for one, keeps what was typed and sends the answer', async () => {
    const sent: RegisterRequest[] = [];
    server.use(
      on(api.captcha, () => ({ captchaId: 'c1', image: 'data:image/png;base64,AAAA' })),
      on(api.member.register, (input) => {
        sent.push(input);
        if (!input.captchaId) return failWith('CAPTCHA_NEEDED');
        return { token: 'tok-reg', firstTimeLogin: false, passwordExpired: false };
      }),
    );
    const onAuthenticated = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
    expect(await screen.findByLabelText('Username')).toBeInTheDocument();
    expect(screen.queryByLabelText('Captcha')).not.toBeInTheDocument();
    await fillValid(user);
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter the captcha');
    expect(await screen.findByLabelText('Captcha')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveValue('player01');
    expect(screen.getByLabelText('Password')).toHaveValue('secret123');
    expect(screen.getByLabelText('Confirm password')).toHaveValue('secret123');
    expect(screen.getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();

    // the captcha is now required
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(
      await screen.findByText('Please enter the captcha', { selector: ':not([role=alert])' }),
    ).toBeInTheDocument();
    expect(sent).toHaveLength(1);

    await user.type(screen.getByLabelText('Captcha'), ' ab12 ');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({
      username: 'player01',
      password: 'secret123',
      captchaId: 'c1',
      captchaCode: 'ab12',
    });
  });

  it('offers mobile registration with an SMS code when MOBILENUMREG3 and REGMOBVERF3 are on', async () => {
    server.use(on(api.system.countries, () => []));
    const user = userEvent.setup();
    renderWithProviders(
      <RegisterForm
        features={{ USERNAMEREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true }}
        onAuthenticated={vi.fn()}
      />,
      { route: '/register' },
    );
    await user.click(await screen.findByRole('tab', { name: 'By mobile number' }));
    expect(screen.getByLabelText('Mobile number')).toBeInTheDocument();
    expect(screen.getByLabelText('Verification code')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send code' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Username')).not.toBeInTheDocument();
    // no password without MOBILENUMPASSREG3
    expect(screen.queryByLabelText('Password')).not.toBeInTheDocument();
  });

  it('sends the captcha with the SMS code once the platform asks for one, and takes a new one after', async () => {
    const sent: SmsCodeRequest[] = [];
    let captchas = 0;
    server.use(
      on(api.system.countries, () => []),
      on(api.captcha, () => {
        captchas += 1;
        return { captchaId: `c${captchas}`, image: 'data:image/png;base64,AAAA' };
      }),
      on(api.verification.smsRegisterMobile, (input) => {
        sent.push(input);
        return input.captchaId ? { expiredMinutes: 5 } : failWith('CAPTCHA_NEEDED');
      }),
    );
    const user = userEvent.setup();
    renderWithProviders(
      <RegisterForm features={{ MOBILENUMREG3: true, REGMOBVERF3: true }} onAuthenticated={vi.fn()} />,
      { route: '/register' },
    );
    await user.type(await screen.findByLabelText('Mobile number'), '9171234567');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Please enter the captcha');
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await user.type(await screen.findByLabelText('Captcha'), 'ab12');
    await user.click(screen.getByRole('button', { name: 'Send code' }));

    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent[1]).toMatchObject({ mobileNum: '9171234567', captchaId: 'c1', captchaCode: 'ab12' });
    // the captcha is used up: a new one, and an empty answer for the registration
    await waitFor(() => expect(captchas).toBe(2));
    expect(screen.getByLabelText('Captcha')).toHaveValue('');
    expect(screen.getByLabelText('Mobile number')).toHaveValue('9171234567');
  });
});
