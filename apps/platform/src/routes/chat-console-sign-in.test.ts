import { CHAT_CONSOLE_SIGN_IN_PATH, type ChatConsoleSignInRefusal } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { addOperator } from '../services/chat/operators';
import { uniqueName } from '../test-support/accounts';
import { manualClock, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
const PASSWORD = 'console-pass-2026';

async function signIn(app: Hono<AppEnv>, name: string, password: string, ip: string) {
  const res = await app.request(
    CHAT_CONSOLE_SIGN_IN_PATH,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name, password }),
    },
    { incoming: { socket: { remoteAddress: ip } } } as never,
  );
  return {
    status: res.status,
    retryAfter: res.headers.get('retry-after'),
    body: (await res.json()) as ChatConsoleSignInRefusal & { token?: string },
  };
}

async function newOperator() {
  const name = uniqueName('op').slice(0, 32);
  await addOperator(database.db, name, PASSWORD, new Date());
  return name;
}

describe('operator console sign-in throttle', () => {
  it('checks at most 5 of 200 parallel wrong guesses on one name from one IP; the right password in the burst is no way around it', async () => {
    const app = testApp(database.db);
    const name = await newOperator();
    const ip = '198.51.100.221';
    const results = await Promise.all([
      ...Array.from({ length: 200 }, () => signIn(app, name, 'wrong-password', ip)),
      signIn(app, name, PASSWORD, ip),
    ]);
    const checked = results.filter((result) => result.status === 401).length;
    const signedIn = results.filter((result) => result.status === 200).length;
    expect(checked + signedIn).toBeLessThanOrEqual(5);
    const refused = results.filter((result) => result.status === 429);
    expect(refused.length).toBeGreaterThanOrEqual(196);
    for (const result of refused) {
      expect(Number(result.retryAfter)).toBeGreaterThan(0);
      expect(result.body.retryAfterSeconds).toBe(Number(result.retryAfter));
      expect(result.body.retryAfterSeconds).toBeLessThanOrEqual(300);
    }
    if (signedIn === 0) {
      const after = await signIn(app, name, PASSWORD, ip);
      expect(after.status).toBe(429);
    }
  });

  it('checks at most 5 of 200 parallel guesses from one IP spread over many names', async () => {
    const app = testApp(database.db);
    const ip = '198.51.100.222';
    const results = await Promise.all(
      Array.from({ length: 200 }, () => signIn(app, uniqueName('ghost'), 'wrong-password', ip)),
    );
    expect(results.filter((result) => result.status === 401).length).toBeLessThanOrEqual(5);
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(195);
  });

  it('never locks the name as a whole: wrong passwords from many addresses leave the operator signing in from their own', async () => {
    const app = testApp(database.db);
    const name = await newOperator();
    const results = await Promise.all(
      Array.from({ length: 40 }, (_, index) =>
        signIn(app, name, 'wrong-password', `10.1.${Math.floor(index / 2)}.${index % 2}`),
      ),
    );
    expect(results.every((result) => result.status === 401)).toBe(true);
    expect((await signIn(app, name, PASSWORD, '192.0.2.77')).status).toBe(200);
  });

  it('lifts the lock 5 minutes after the latest failure, and a right password clears the pair', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const name = await newOperator();
    const ip = '198.51.100.223';
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await signIn(app, name, 'wrong-password', ip)).status).toBe(401);
    const locked = await signIn(app, name, PASSWORD, ip);
    expect(locked).toMatchObject({ status: 429, retryAfter: '300', body: { retryAfterSeconds: 300 } });
    // another operator's sign-in from another address is not held up
    const other = await newOperator();
    expect((await signIn(app, other, PASSWORD, '192.0.2.78')).status).toBe(200);
    clock.advance(4 * 60_000);
    expect((await signIn(app, name, PASSWORD, ip)).body.retryAfterSeconds).toBe(60);
    clock.advance(60_000);
    const signedIn = await signIn(app, name, PASSWORD, ip);
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    // the pair starts afresh: one wrong password is a plain refusal again
    expect((await signIn(app, name, 'wrong-password', ip)).status).toBe(401);
  });
});
