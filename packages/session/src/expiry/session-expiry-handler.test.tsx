import { api, SessionExpiredError } from '@marquee/api-client';
import { act, screen } from '@testing-library/react';
import { useSessionStore } from '../store/session-store';
import { member } from '../test/fixtures';
import { failWith, on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { renderWithProviders, testClient } from '../test/render';
import { SessionExpiryHandler } from './session-expiry-handler';

const server = setupMswServer();

describe('SessionExpiryHandler', () => {
  it('says the session expired and goes to the login page when the platform rejects the token', async () => {
    useSessionStore.getState().startSession('tok-old', member);
    server.use(on(api.wallet.balance, () => status(401)));
    const client = testClient();
    renderWithProviders(<SessionExpiryHandler />, { route: '/vip', client });

    await act(() => expect(client.call(api.wallet.balance)).rejects.toBeInstanceOf(SessionExpiredError));

    expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });

  it('says a break signed the device out, with its end, when the platform says so', async () => {
    useSessionStore.getState().startSession('tok-other-device', member);
    server.use(
      on(api.wallet.balance, () =>
        failWith('SIGNED_OUT_FOR_BREAK', { until: '2026-12-01 10:00 GMT+8' }, 401),
      ),
    );
    const client = testClient();
    renderWithProviders(<SessionExpiryHandler />, { route: '/vip', client });

    await act(() => expect(client.call(api.wallet.balance)).rejects.toBeInstanceOf(SessionExpiredError));

    expect(
      await screen.findByText(
        'You were signed out because a time-out or self-exclusion started; it ends 2026-12-01 10:00 GMT+8',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();
    expect(screen.getByLabelText('location')).toHaveTextContent('/login');
  });
});
