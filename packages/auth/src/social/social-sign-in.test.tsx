import { api, type SocialCompleteRequest } from '@marquee/api-client';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { fail, failWith, on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { SocialSignIn } from './social-sign-in';

const server = setupMswServer();
const signedIn = { token: 'tok-social', firstTimeLogin: false, passwordExpired: false };

function fakePopup() {
  const popup = { closed: false, close: vi.fn(), location: { href: '' } };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

function answerFromPopup(
  popup: ReturnType<typeof fakePopup>,
  idToken: string,
  origin = window.location.origin,
) {
  act(() => {
    window.dispatchEvent(
      new MessageEvent('message', {
        origin,
        source: popup as unknown as Window,
        data: { type: 'marquee:social-result', provider: 'DEMO', idToken },
      }),
    );
  });
}

/** Clicks the provider button and lets the popup answer with `idToken`. */
async function signInWithProvider(user: ReturnType<typeof userEvent.setup>, idToken = 'id-123') {
  const popup = fakePopup();
  await user.click(await screen.findByRole('button', { name: 'Continue with Demo ID' }));
  answerFromPopup(popup, idToken);
  return popup;
}

function newIdentity() {
  server.use(on(api.session.socialSignIn, () => ({ linked: false as const, email: 'fan@example.com' })));
}

beforeEach(() => {
  server.use(
    on(api.session.socialProviders, () => [{ provider: 'DEMO', label: 'Demo ID', clientId: 'demo-client' }]),
    on(api.member.info, () => member),
  );
});

describe('SocialSignIn', () => {
  it('signs a returning identity straight in, without asking to link or register again', async () => {
    const asked: unknown[] = [];
    server.use(
      on(api.session.socialSignIn, (input) => {
        asked.push(input);
        return { linked: true as const, login: signedIn };
      }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} />);
    await signInWithProvider(user, 'id-returning');

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(signedIn));
    expect(asked).toEqual([{ provider: 'DEMO', idToken: 'id-returning' }]);
    expect(sessionStorage.getItem('token')).toBe('tok-social');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks a new identity to choose, says the choice is final, and links with the account password', async () => {
    newIdentity();
    let sent: SocialCompleteRequest | undefined;
    server.use(
      on(api.session.socialComplete, (input) => {
        sent = input;
        return signedIn;
      }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} />);
    const popup = fakePopup();
    await user.click(await screen.findByRole('button', { name: 'Continue with Demo ID' }));
    expect(window.open).toHaveBeenCalledWith('about:blank', 'mq-social-DEMO', expect.any(String));
    expect(popup.location.href).toContain('/wps/session/social/DEMO/authorize');
    // a message from another origin is ignored
    answerFromPopup(popup, 'forged', 'https://evil.example');
    answerFromPopup(popup, 'id-123');

    const dialog = await screen.findByRole('dialog', { name: 'Finish signing in' });
    expect(dialog).toHaveTextContent('fan@example.com is not linked to an account yet.');
    const confirm = within(dialog).getByRole('button', { name: 'Link this account' });
    // the warning sits above the button and describes it
    expect(confirm).toHaveAccessibleDescription(
      'This choice cannot be undone. From now on, fan@example.com will always sign in to this account.',
    );
    await user.type(within(dialog).getByLabelText('Username'), ' player01 ');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(confirm);

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(signedIn, 'secret123'));
    expect(sent).toEqual({
      provider: 'DEMO',
      idToken: 'id-123',
      mode: 'LINK',
      username: 'player01',
      password: 'secret123',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-social');
  });

  it('keeps the username after a refused link, clears the password and asks for a captcha', async () => {
    newIdentity();
    const sent: SocialCompleteRequest[] = [];
    server.use(
      on(api.captcha, () => ({ captchaId: 'cap-1', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })),
      on(api.session.socialComplete, (input) => {
        sent.push(input);
        return sent.length === 1 ? fail('Incorrect username or password') : signedIn;
      }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} />);
    await signInWithProvider(user);
    const dialog = await screen.findByRole('dialog', { name: 'Finish signing in' });
    await user.type(within(dialog).getByLabelText('Username'), 'player01');
    await user.type(within(dialog).getByLabelText('Password'), 'wrong-one');
    await user.click(within(dialog).getByRole('button', { name: 'Link this account' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Incorrect username or password');
    expect(within(dialog).getByLabelText('Username')).toHaveValue('player01');
    expect(within(dialog).getByLabelText('Password')).toHaveValue('');
    await user.type(within(dialog).getByLabelText('Password'), 'secret123');
    await user.click(within(dialog).getByRole('button', { name: 'Link this account' }));
    expect(await within(dialog).findByText('Please enter the captcha')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Captcha'), 'AB12');
    await user.click(within(dialog).getByRole('button', { name: 'Link this account' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sent[1]).toMatchObject({ mode: 'LINK', captchaId: 'cap-1', captchaCode: 'AB12' });
  });

  it('registers only once the terms and the age statement are ticked', async () => {
    newIdentity();
    const sent: SocialCompleteRequest[] = [];
    server.use(
      on(api.session.socialComplete, (input) => {
        sent.push(input);
        return signedIn;
      }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} minimumAge={21} />);
    await signInWithProvider(user);
    const dialog = await screen.findByRole('dialog', { name: 'Finish signing in' });
    await user.click(within(dialog).getByRole('radio', { name: 'Register a new account' }));
    expect(within(dialog).queryByLabelText('Username')).not.toBeInTheDocument();
    const confirm = within(dialog).getByRole('button', { name: 'Create my account' });
    expect(confirm).toHaveAccessibleDescription(
      'This choice cannot be undone. A new account will be created, and fan@example.com will always sign in to it.',
    );
    await user.click(confirm);

    expect(await within(dialog).findByText('Please agree to the terms and conditions')).toBeInTheDocument();
    expect(within(dialog).getByText('You must be at least 21 years old to register')).toBeInTheDocument();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(
      within(dialog).getByRole('checkbox', { name: 'I confirm that I am at least 21 years old' }),
    );
    await user.click(confirm);

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(signedIn, undefined));
    expect(sent).toEqual([
      { provider: 'DEMO', idToken: 'id-123', mode: 'REGISTER', agreeTerms: true, ageConfirmed: true },
    ]);
  });

  it('asks for a captcha when registrations from this IP need one, and sends it with the retry', async () => {
    newIdentity();
    const sent: SocialCompleteRequest[] = [];
    server.use(
      on(api.captcha, () => ({ captchaId: 'cap-2', image: 'data:image/gif;base64,R0lGODlhAQABAAAAACw=' })),
      on(api.session.socialComplete, (input) => {
        sent.push(input);
        return input.captchaId ? signedIn : failWith('CAPTCHA_NEEDED');
      }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} />);
    await signInWithProvider(user);
    const dialog = await screen.findByRole('dialog', { name: 'Finish signing in' });
    await user.click(within(dialog).getByRole('radio', { name: 'Register a new account' }));
    await user.click(within(dialog).getByRole('checkbox', { name: /terms and conditions/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /at least 18 years old/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));

    const captcha = await within(dialog).findByLabelText('Captcha');
    // the ticked boxes stay ticked
    expect(within(dialog).getByRole('checkbox', { name: /terms and conditions/ })).toBeChecked();
    await user.type(captcha, 'XY34');
    await user.click(within(dialog).getByRole('button', { name: 'Create my account' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith(signedIn, undefined));
    expect(sent[1]).toMatchObject({ mode: 'REGISTER', captchaId: 'cap-2', captchaCode: 'XY34' });
  });

  it('offers only linking when the brand has no direct registration', async () => {
    newIdentity();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={vi.fn()} allowRegister={false} />);
    await signInWithProvider(user);
    const dialog = await screen.findByRole('dialog');
    const choices = within(dialog).getAllByRole('radio');
    expect(choices).toHaveLength(1);
    expect(choices[0]).toHaveAccessibleName('Link an existing account');
  });

  it('shows the refusal of an identity token the platform does not accept', async () => {
    server.use(on(api.session.socialSignIn, () => fail('Login failure. Please try again.')));
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} />);
    await signInWithProvider(user, 'used-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Login failure. Please try again.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(onLoggedIn).not.toHaveBeenCalled();
  });

  it('reports a login failure when the player closes the popup', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const popup = fakePopup();
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    renderWithProviders(<SocialSignIn onLoggedIn={vi.fn()} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Demo ID' }));
    popup.closed = true;
    await act(() => vi.advanceTimersByTimeAsync(600));
    expect(screen.getByRole('alert')).toHaveTextContent('Login failure. Please try again.');
    vi.useRealTimers();
  });
});
