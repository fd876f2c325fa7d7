import {
  api,
  birthdayRule,
  type PlayLimitsResponse,
  playSafeApi,
  type RegisterRequest,
  type RegistrationFieldRule,
  referralCodeRule,
  type SetPlayLimitsRequest,
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

  describe('the optional play limits', () => {
    const OFFER = 'Set play limits now (optional)';
    const answered = (request: SetPlayLimitsRequest): PlayLimitsResponse => ({
      limits: request.limits.map((limit) => ({ ...limit, used: 0, resetsAt: null, pending: null })),
      waitDays: 1,
      maxAmount: 1_000_000,
      maxMinutes: 1440,
      history: [],
    });
    const registered = () => ({ token: 'tok-reg', firstTimeLogin: false, passwordExpired: false });
    /** The fieldset of the n-th limit (from 1). */
    const row = (number: number) => screen.getByRole('group', { name: `Limit ${number}` });

    it('adds nothing to fill for whoever skips it: one unticked box, no limit call', async () => {
      server.use(on(api.member.register, registered));
      const onAuthenticated = vi.fn();
      const user = userEvent.setup();
      renderWithProviders(<RegisterForm onAuthenticated={onAuthenticated} />, { route: '/register' });
      await fillValid(user);
      expect(screen.getByRole('checkbox', { name: OFFER })).not.toBeChecked();
      expect(screen.queryByLabelText('Deposit limit')).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Register' }));
      // an unhandled limit call would fail the test (msw's unhandled requests are errors)
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
    });

    /** Answers registration and the limits call, keeping what each was sent and in which order. */
    function answerLimits() {
      const sent: { order: string[]; limits: SetPlayLimitsRequest | undefined } = {
        order: [],
        limits: undefined,
      };
      server.use(
        on(api.member.register, () => {
          sent.order.push('register');
          return registered();
        }),
        on(playSafeApi.setLimits, (input) => {
          sent.order.push('limits');
          sent.limits = input;
          return answered(input);
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
      await user.click(screen.getByRole('checkbox', { name: OFFER }));
      return { onAuthenticated, user };
    }

    it("checks each amount with the platform's rule before registering", async () => {
      const sent = answerLimits();
      const { user } = await openLimitStep();
      await user.type(within(row(1)).getByLabelText('Deposit limit'), '0');
      await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      await user.selectOptions(within(row(2)).getByLabelText('Limit'), 'Session time limit');
      const minutes = within(row(2)).getByLabelText('Minutes per session');
      await user.type(minutes, '1.5');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      expect(await within(row(1)).findByLabelText('Deposit limit')).toHaveAttribute('aria-invalid', 'true');
      expect(minutes).toHaveAttribute('aria-invalid', 'true');
      expect(within(row(2)).getByText('Enter a whole number of minutes, at least 1')).toBeInTheDocument();
      expect(sent.order).toEqual([]);
    });

    it('offers every limit once: deposit, loss and wager per day, week and month, and the session time', async () => {
      const { user } = await openLimitStep();
      const options = () =>
        within(within(row(1)).getByLabelText('Limit'))
          .getAllByRole('option')
          .map((option) => option.textContent);
      expect(options()).toHaveLength(10);
      expect(options()).toContain('Loss limit (net loss) · Per calendar month');
      expect(options()).toContain('Session time limit');
      // a second row offers what the first has not taken, and the first no longer offers the second's
      await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      expect(within(row(2)).getByLabelText('Limit')).toHaveValue('DEPOSIT:WEEK');
      expect(options()).not.toContain('Deposit limit · Per week (from Monday)');
      for (let added = 2; added < 10; added += 1) {
        await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      }
      expect(screen.getAllByRole('group', { name: /^Limit \d+$/ })).toHaveLength(10);
      expect(screen.queryByRole('button', { name: 'Add another limit' })).not.toBeInTheDocument();
    });

    it('sets several limits in one call with the new account right after registering, then goes on', async () => {
      const sent = answerLimits();
      const { onAuthenticated, user } = await openLimitStep();
      await user.selectOptions(
        within(row(1)).getByLabelText('Limit'),
        'Deposit limit · Per week (from Monday)',
      );
      await user.type(within(row(1)).getByLabelText('Deposit limit'), '1000');
      await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      await user.selectOptions(
        within(row(2)).getByLabelText('Limit'),
        'Loss limit (net loss) · Per calendar month',
      );
      await user.type(within(row(2)).getByLabelText('Loss limit'), '250.50');
      await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      await user.selectOptions(within(row(3)).getByLabelText('Limit'), 'Session time limit');
      await user.type(within(row(3)).getByLabelText('Minutes per session'), '90');
      await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      await user.click(screen.getByRole('button', { name: 'Remove limit 4' }));
      expect(screen.getByRole('button', { name: 'Add another limit' })).toHaveFocus();
      await user.click(screen.getByRole('button', { name: 'Register' }));

      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      expect(sent.order).toEqual(['register', 'limits']);
      expect(sent.limits).toEqual({
        limits: [
          { kind: 'DEPOSIT', period: 'WEEK', amount: 100_000 },
          { kind: 'LOSS', period: 'MONTH', amount: 25_050 },
          { kind: 'SESSION', period: 'SESSION', amount: 90 },
        ],
      });
    });

    /** Registers with a daily deposit limit of 20000 that the platform refuses (above its 10000) and a session limit. */
    async function registerWithRefusedLimit() {
      server.use(
        on(api.member.register, registered),
        on(playSafeApi.setLimits, () =>
          failWith('PLAY_LIMIT_MAX', { max: '10000.00' }, 400, { kind: 'DEPOSIT', period: 'DAY' }),
        ),
      );
      const { onAuthenticated, user } = await openLimitStep();
      await user.click(screen.getByRole('button', { name: 'Add another limit' }));
      await user.selectOptions(within(row(2)).getByLabelText('Limit'), 'Session time limit');
      await user.type(within(row(2)).getByLabelText('Minutes per session'), '60');
      await user.type(within(row(1)).getByLabelText('Deposit limit'), '20000');
      await user.click(screen.getByRole('button', { name: 'Register' }));
      return { onAuthenticated, user };
    }

    it('says which limit was refused, keeps every limit as typed and offers them again or to go on', async () => {
      const { onAuthenticated, user } = await registerWithRefusedLimit();

      const heading = await screen.findByRole('heading', { name: 'Your account is ready' });
      expect(heading).toHaveFocus();
      expect(
        screen.getByText(
          /None of your play limits was set: Deposit limit · Per day was refused \(A limit can be at most 10000\.00\)/,
        ),
      ).toBeInTheDocument();
      const deposit = within(row(1)).getByLabelText('Deposit limit');
      expect(deposit).toHaveValue('20000');
      expect(deposit).toHaveAttribute('aria-invalid', 'true');
      expect(deposit).toHaveAccessibleDescription(/A limit can be at most 10000\.00/);
      expect(within(row(2)).getByLabelText('Minutes per session')).toHaveValue('60');
      expect(onAuthenticated).not.toHaveBeenCalled();
      expect(sessionStorage.getItem('token')).toBe('tok-reg');

      const sent = answerLimits();
      await user.clear(deposit);
      await user.type(deposit, '5000');
      await user.click(screen.getByRole('button', { name: 'Save play limits' }));
      await waitFor(() => expect(onAuthenticated).toHaveBeenCalled());
      expect(sent.limits).toEqual({
        limits: [
          { kind: 'DEPOSIT', period: 'DAY', amount: 500_000 },
          { kind: 'SESSION', period: 'SESSION', amount: 60 },
        ],
      });
    });

    it('marks the refused limit again when the retry is refused too', async () => {
      const { user } = await registerWithRefusedLimit();
      await screen.findByRole('heading', { name: 'Your account is ready' });
      server.use(
        on(playSafeApi.setLimits, () =>
          failWith('PLAY_LIMIT_MAX_MINUTES', { max: 1440 }, 400, { kind: 'SESSION', period: 'SESSION' }),
        ),
      );
      const deposit = within(row(1)).getByLabelText('Deposit limit');
      await user.clear(deposit);
      await user.type(deposit, '5000');
      await user.click(screen.getByRole('button', { name: 'Save play limits' }));
      const minutes = within(row(2)).getByLabelText('Minutes per session');
      await waitFor(() => expect(minutes).toHaveAttribute('aria-invalid', 'true'));
      expect(minutes).toHaveAccessibleDescription('A session limit can be at most 1440 minutes');
    });

    it('lets the player go on without the limits the platform refused', async () => {
      const { onAuthenticated, user } = await registerWithRefusedLimit();
      await user.click(await screen.findByRole('button', { name: 'Continue without limits' }));
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
