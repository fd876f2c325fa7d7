import { api, SessionExpiredError } from '@marquee/api-client';
import { onSessionExpired } from '../expiry/session-expiry-events';
import { useSessionStore } from '../store/session-store';
import { balance, member } from '../test/fixtures';
import { on, status } from '../test/msw';
import { setupMswServer } from '../test/msw-lifecycle';
import { testClient } from '../test/render';

const server = setupMswServer();

describe('createSessionApiClient', () => {
  it('sends the token from the session store', async () => {
    useSessionStore.getState().startSession('tok-9', member);
    let authorization: string | null = null;
    server.use(
      on(api.wallet.balance, (_input, request) => {
        authorization = request.headers.get('authorization');
        return balance;
      }),
    );
    await expect(testClient().call(api.wallet.balance)).resolves.toEqual(balance);
    expect(authorization).toBe('Bearer tok-9');
  });

  it('ends the session and reports it once for a burst of parallel 401s', async () => {
    useSessionStore.getState().startSession('tok-old', member);
    server.use(
      on(api.wallet.balance, () => status(401)),
      on(api.member.info, () => status(401)),
    );
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    const client = testClient();

    const results = await Promise.allSettled([
      client.call(api.wallet.balance),
      client.call(api.member.info),
      client.call(api.wallet.balance),
      client.call(api.member.info),
    ]);

    expect(results.every((r) => r.status === 'rejected' && r.reason instanceof SessionExpiredError)).toBe(
      true,
    );
    unsubscribe();
    expect(expired).toHaveBeenCalledTimes(1);
    expect(useSessionStore.getState().token).toBeNull();
    expect(sessionStorage.getItem('token')).toBeNull();
  });

  it('does not report an expiry for a visitor calling a token endpoint', async () => {
    const expired = vi.fn();
    const unsubscribe = onSessionExpired(expired);
    await expect(testClient().call(api.wallet.balance)).rejects.toBeInstanceOf(SessionExpiredError);
    unsubscribe();
    expect(expired).not.toHaveBeenCalled();
  });
});
