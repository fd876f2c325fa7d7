import { api, type SocialCompleteRequest } from '@marquee/api-client';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { member } from '../test/fixtures';
import { on } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders } from '../test/render';
import { SocialSignIn } from './social-sign-in';

const server = setupMswServer();

function fakePopup() {
  const popup = { closed: false, close: vi.fn(), location: { href: '' } };
  vi.spyOn(window, 'open').mockReturnValue(popup as unknown as Window);
  return popup;
}

beforeEach(() => {
  server.use(
    on(api.session.socialProviders, () => [{ provider: 'DEMO', label: 'Demo ID', clientId: 'demo-client' }]),
    on(api.member.info, () => member),
  );
});

describe('SocialSignIn', () => {
  it('opens the provider in a popup and links an existing account with the returned identity', async () => {
    const popup = fakePopup();
    let sent: SocialCompleteRequest | undefined;
    server.use(
      on(api.session.socialComplete, (input) => {
        sent = input;
        return { token: 'tok-social', firstTimeLogin: false, passwordExpired: false };
      }),
    );
    const onLoggedIn = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<SocialSignIn onLoggedIn={onLoggedIn} />);
    await user.click(await screen.findByRole('button', { name: 'Continue with Demo ID' }));
    expect(window.open).toHaveBeenCalledWith('about:blank', 'mq-social-DEMO', expect.any(String));
    expect(popup.location.href).toContain('/wps/session/social/DEMO/authorize');

    // a message from another origin is ignored
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: 'https://evil.example',
          source: popup as unknown as Window,
          data: { type: 'marquee:social-result', provider: 'DEMO', idToken: 'forged' },
        }),
      );
    });
    act(() => {
      window.dispatchEvent(
        new MessageEvent('message', {
          origin: window.location.origin,
          source: popup as unknown as Window,
          data: { type: 'marquee:social-result', provider: 'DEMO', idToken: 'id-123' },
        }),
      );
    });

    await screen.findByRole('dialog', { name: 'Finish signing in' });
    expect(screen.getByText('This choice cannot be undone.')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Username'), 'player01');
    await user.type(screen.getByLabelText('Password'), 'secret123');
    await user.click(screen.getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(onLoggedIn).toHaveBeenCalled());
    expect(sent).toEqual({
      provider: 'DEMO',
      idToken: 'id-123',
      mode: 'LINK',
      username: 'player01',
      password: 'secret123',
    });
    expect(sessionStorage.getItem('token')).toBe('tok-social');
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
