import { api, SessionExpiredError } from '@marquee/api-client';
import { act, screen } from '@testing-library/react';
import { useSessionStore } from '../store/session-store';
import { member } from '../test/fixtures';
import { on, status } from '../test/msw';
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
});
