import { setupServer } from 'msw/node';
import { api } from '../contract/paths';
import { playSafeApi } from '../contract/play-safe-paths';
import { createApiClient } from '../transport/create-api-client';
import { contractHandlers, fail, failWith, status } from './contract-handlers';

const baseUrl = 'http://platform.test';
const payloadKey = 'handlers-test-key';
const server = setupServer();
const { on } = contractHandlers({ baseUrl, payloadKey });
const client = createApiClient({ baseUrl, payloadKey, getToken: () => 'tok', getLanguage: () => 'EN' });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('contractHandlers', () => {
  it('decodes an enciphered body as the platform does and envelopes the answer', async () => {
    let seen: unknown;
    server.use(
      on(api.session.login, (input) => {
        seen = input;
        return { token: 'abc', firstTimeLogin: false, passwordExpired: false };
      }),
    );
    const answer = await client.call(api.session.login, {
      username: 'demo',
      password: 'pw',
      type: 'USERNAME',
    });
    expect(seen).toEqual({ username: 'demo', password: 'pw', type: 'USERNAME' });
    expect(answer.token).toBe('abc');
  });

  it('reads query input and answers refusals and bare statuses', async () => {
    server.use(
      on(api.games.hot, (input) => (input.vassalage === 'PG' ? fail('Vendor closed') : status(503))),
    );
    const query = { merchantCode: 'M', isPlatform: 2, platform: 'W', language: 'EN' };
    await expect(client.call(api.games.hot, { ...query, vassalage: 'PG' })).rejects.toMatchObject({
      serverMessage: 'Vendor closed',
    });
    await expect(client.call(api.games.hot, query)).rejects.toMatchObject({ status: 503 });
  });

  it('answers a coded refusal as the platform does', async () => {
    server.use(on(api.session.login, () => failWith('WRONG_CREDENTIALS')));
    await expect(
      client.call(api.session.login, { username: 'demo', password: 'pw', type: 'USERNAME' }),
    ).rejects.toMatchObject({
      status: 400,
      code: 'WRONG_CREDENTIALS',
      serverMessage: 'Incorrect username or password',
    });
  });

  it('sends the value a coded refusal carries, as the error details', async () => {
    server.use(
      on(playSafeApi.setLimits, () =>
        failWith('PLAY_LIMIT_MAX_MINUTES', { max: 1440 }, 400, { kind: 'SESSION', period: 'SESSION' }),
      ),
    );
    await expect(
      client.call(playSafeApi.setLimits, { limits: [{ kind: 'SESSION', period: 'SESSION', amount: 2000 }] }),
    ).rejects.toMatchObject({
      code: 'PLAY_LIMIT_MAX_MINUTES',
      details: { kind: 'SESSION', period: 'SESSION' },
    });
  });
});
