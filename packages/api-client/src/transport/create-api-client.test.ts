import type { ForgotPasswordEmailRequest } from '../contract/account-types';
import type { LoginRequest } from '../contract/auth-types';
import { endpoint } from '../contract/endpoint';
import { codedFailEnvelope, failEnvelope, okEnvelope } from '../contract/envelope';
import type { VendorLanesResponse } from '../contract/game-types';
import { api } from '../contract/paths';
import { decryptPayload } from '../contract/payload-cipher';
import { ENCRYPTED_HEADER, MODULE_HEADER } from '../contract/protocol-headers';
import {
  AbortedError,
  EnvelopeError,
  HttpError,
  NetworkError,
  SessionExpiredError,
  TimeoutError,
} from './api-errors';
import { type ApiClientConfig, createApiClient, DEFAULT_TIMEOUT_MS } from './create-api-client';

const BASE = 'https://platform.test';
const KEY = 'test-payload-key';

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function fakeFetch(respond: () => Response | Promise<Response> = () => json(okEnvelope(null))) {
  return vi.fn<typeof fetch>(async () => respond());
}

type FetchMock = ReturnType<typeof fakeFetch>;

/**
 * A fetch that never answers but rejects when its signal aborts: with the signal's reason like
 * Node's fetch, or with a generic AbortError like older browsers.
 */
function hangingFetch(rejectWith: 'reason' | 'dom-abort-error' = 'reason') {
  return vi.fn<typeof fetch>(
    (_input, init) =>
      new Promise<Response>((_resolve, reject) => {
        init?.signal?.addEventListener('abort', () =>
          reject(rejectWith === 'reason' ? init.signal?.reason : new DOMException('aborted', 'AbortError')),
        );
      }),
  );
}

function client(fetchMock: typeof fetch, overrides: Partial<ApiClientConfig> = {}) {
  return createApiClient({
    baseUrl: BASE,
    getToken: () => 'tok-1',
    payloadKey: KEY,
    fetch: fetchMock,
    ...overrides,
  });
}

function sent(fetchMock: FetchMock, index = 0) {
  const call = fetchMock.mock.calls[index];
  if (!call) throw new Error(`fetch was not called ${index + 1} time(s)`);
  const [input, init] = call;
  return { url: String(input), init: init ?? {}, headers: new Headers(init?.headers) };
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('createApiClient: request', () => {
  it('serialises GET input as a query string and returns the envelope value', async () => {
    const lanes: VendorLanesResponse = { data: { lanes: [] } };
    const fetchMock = fakeFetch(() => json(okEnvelope(lanes)));
    const result = await client(fetchMock).call(api.games.vendors, { merchantCode: 'MQ 1' });
    expect(result).toEqual(lanes);
    const { url, init } = sent(fetchMock);
    expect(url).toBe(`${BASE}/wps/games/vendors?merchantCode=MQ+1`);
    expect(init.method).toBe('GET');
    expect(init.body).toBeUndefined();
    expect(init.signal).toBeInstanceOf(AbortSignal);
  });

  it('skips undefined and null and repeats arrays in the query', async () => {
    const fetchMock = fakeFetch();
    const search = endpoint<{ a?: string; b: null; types: string[]; n: number }, null>('GET', '/wps/search');
    await client(fetchMock).call(search, { a: undefined, b: null, types: ['B', 'PL'], n: 0 });
    expect(sent(fetchMock).url).toBe(`${BASE}/wps/search?types=B&types=PL&n=0`);
  });

  it('sends DELETE input as a query string too', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock).call(api.games.favouriteRemove, { nodeId: 7 });
    const { url, init } = sent(fetchMock);
    expect(url).toBe(`${BASE}/wps/games/favourites?nodeId=7`);
    expect(init.method).toBe('DELETE');
    expect(init.body).toBeUndefined();
  });

  it('calls the same origin with an empty baseUrl and never doubles the slash', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock, { baseUrl: '' }).call(api.system.status);
    await client(fetchMock, { baseUrl: `${BASE}/` }).call(api.system.status);
    expect(sent(fetchMock, 0).url).toBe('/wps/system/status');
    expect(sent(fetchMock, 1).url).toBe(`${BASE}/wps/system/status`);
  });

  it('sends a JSON body for plain POST and PUT', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock).call(api.session.freePlay, {
      os: 'Windows',
      platform: 'W',
      random: 'r',
      gatewayVersion: 3,
    });
    await client(fetchMock).call(api.member.language, { language: 'VI' });
    const post = sent(fetchMock, 0);
    expect(post.init.method).toBe('POST');
    expect(post.headers.get('content-type')).toBe('application/json');
    expect(post.init.body).toBe('{"os":"Windows","platform":"W","random":"r","gatewayVersion":3}');
    expect(post.headers.has(ENCRYPTED_HEADER)).toBe(false);
    const put = sent(fetchMock, 1);
    expect(put.init.method).toBe('PUT');
    expect(put.init.body).toBe('{"language":"VI"}');
  });

  it('sends an empty object when a body call has no input', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock).call(api.session.freePlay);
    expect(sent(fetchMock).init.body).toBe('{}');
  });

  it('sends a form body for form endpoints', async () => {
    const fetchMock = fakeFetch();
    // a field left undefined (here one the type does not even name) must not reach the wire
    const input: ForgotPasswordEmailRequest & { skip?: string } = {
      username: 'demo',
      email: 'a+b@example.test',
      skip: undefined,
    };
    await client(fetchMock).call(api.member.forgotPasswordEmail, input);
    const { init, headers } = sent(fetchMock);
    expect(headers.get('content-type')).toBe('application/x-www-form-urlencoded;charset=UTF-8');
    expect(init.body).toBe('username=demo&email=a%2Bb%40example.test');
  });

  it('encrypts the body of encrypted endpoints as { data } with the encrypted header', async () => {
    const fetchMock = fakeFetch();
    const credentials: LoginRequest = { username: 'demo', password: 'p@ss word', type: 'USERNAME' };
    await client(fetchMock).call(api.session.login, credentials);
    const { init, headers } = sent(fetchMock);
    expect(headers.get(ENCRYPTED_HEADER)).toBe('1');
    expect(headers.get('content-type')).toBe('application/json');
    const body = JSON.parse(String(init.body)) as { data: string };
    expect(Object.keys(body)).toEqual(['data']);
    expect(body.data).not.toContain('p@ss');
    expect(decryptPayload(body.data, KEY)).toEqual(credentials);
  });

  it('sends the module, accept and accept-language headers', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock, { getLanguage: () => 'vi-VN' }).call(api.lottery.currentDraw, {
      gameCode: 'VNF1',
    });
    await client(fetchMock).call(api.system.status);
    const lottery = sent(fetchMock, 0).headers;
    expect(lottery.get(MODULE_HEADER)).toBe('lotto');
    expect(lottery.get('accept')).toBe('application/json');
    expect(lottery.get('accept-language')).toBe('vi-VN');
    const system = sent(fetchMock, 1).headers;
    expect(system.get(MODULE_HEADER)).toBe('system');
    expect(system.has('accept-language')).toBe(false);
  });

  it('adds caller headers but keeps the protocol headers', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock).call(api.member.info, undefined, {
      headers: {
        'X-Trace': 'abc',
        'Accept-Language': 'th',
        Authorization: 'Bearer forged',
        [MODULE_HEADER]: 'x',
      },
    });
    const { headers } = sent(fetchMock);
    expect(headers.get('x-trace')).toBe('abc');
    expect(headers.get('accept-language')).toBe('th');
    expect(headers.get('authorization')).toBe('Bearer tok-1');
    expect(headers.get(MODULE_HEADER)).toBe('member');
  });

  it('uses globalThis.fetch when no fetch is configured', async () => {
    const fetchMock = fakeFetch();
    vi.stubGlobal('fetch', fetchMock);
    await createApiClient({ baseUrl: BASE, getToken: () => null, payloadKey: KEY }).call(api.system.status);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('exposes its config with the default timeout filled in', () => {
    const fetchMock = fakeFetch();
    const created = client(fetchMock);
    expect(created.config.baseUrl).toBe(BASE);
    expect(created.config.timeoutMs).toBe(DEFAULT_TIMEOUT_MS);
    expect(DEFAULT_TIMEOUT_MS).toBe(15_000);
    expect(client(fetchMock, { timeoutMs: 10 }).config.timeoutMs).toBe(10);
  });

  it('types input and result from the endpoint', () => {
    const created = client(fakeFetch());
    expectTypeOf(
      created.call(api.games.vendors, { merchantCode: 'MQ' }),
    ).resolves.toEqualTypeOf<VendorLanesResponse>();
    // @ts-expect-error merchantCode must be a string
    void created.call(api.games.vendors, { merchantCode: 1 }).catch(() => undefined);
  });
});

describe('createApiClient: session', () => {
  it('attaches the bearer token to token endpoints only', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock).call(api.member.info);
    await client(fetchMock).call(api.system.status);
    expect(sent(fetchMock, 0).headers.get('authorization')).toBe('Bearer tok-1');
    expect(sent(fetchMock, 1).headers.has('authorization')).toBe(false);
  });

  it('attaches the token to an optional-token endpoint when there is one, and calls it without', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock).call(api.member.language, { language: 'EN' });
    await client(fetchMock, { getToken: () => null }).call(api.member.language, { language: 'EN' });
    expect(sent(fetchMock, 0).headers.get('authorization')).toBe('Bearer tok-1');
    expect(sent(fetchMock, 1).headers.has('authorization')).toBe(false);
  });

  it.each([null, ''])(
    'throws SessionExpiredError without calling fetchMock when the token is %j',
    async (token) => {
      const fetchMock = fakeFetch();
      const onUnauthorized = vi.fn();
      const call = client(fetchMock, { getToken: () => token, onUnauthorized }).call(api.member.info);
      await expect(call).rejects.toBeInstanceOf(SessionExpiredError);
      expect(fetchMock).not.toHaveBeenCalled();
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      expect(onUnauthorized.mock.calls[0]?.[0]).toBeInstanceOf(SessionExpiredError);
    },
  );

  it('still calls public endpoints without a token', async () => {
    const fetchMock = fakeFetch();
    await client(fetchMock, { getToken: () => null }).call(api.system.status);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('on 401 tells onUnauthorized once and throws SessionExpiredError', async () => {
    const fetchMock = fakeFetch(() => json(failEnvelope('token expired'), 401));
    const onUnauthorized = vi.fn();
    const error = await client(fetchMock, { onUnauthorized })
      .call(api.member.info)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized).toHaveBeenCalledWith(error);
  });

  it('on 401 carries why the platform signed the caller out, and nothing for a plain expiry', async () => {
    const forBreak = fakeFetch(() =>
      json(codedFailEnvelope('SIGNED_OUT_FOR_BREAK', { until: '2026-12-01 10:00 GMT+8' }), 401),
    );
    const error = await client(forBreak)
      .call(api.member.info)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionExpiredError);
    expect(error).toMatchObject({
      code: 'SIGNED_OUT_FOR_BREAK',
      params: { until: '2026-12-01 10:00 GMT+8' },
    });
    const plain = await client(fakeFetch(() => json(codedFailEnvelope('NOT_LOGGED_IN'), 401)))
      .call(api.member.info)
      .catch((e: unknown) => e);
    expect(plain).toMatchObject({ kind: 'session-expired', code: undefined, params: {} });
    const notOurs = await client(fakeFetch(() => new Response('<html>', { status: 401 })))
      .call(api.member.info)
      .catch((e: unknown) => e);
    expect(notOurs).toMatchObject({ kind: 'session-expired', code: undefined });
  });

  it('throws SessionExpiredError on 401 with no hook configured', async () => {
    const fetchMock = fakeFetch(() => new Response(null, { status: 401 }));
    await expect(client(fetchMock).call(api.member.info)).rejects.toMatchObject({ kind: 'session-expired' });
  });
});

describe('createApiClient: response', () => {
  it('throws HttpError with the envelope message on 500', async () => {
    const fetchMock = fakeFetch(() => json(failEnvelope('Service busy'), 500));
    const error = await client(fetchMock)
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 500, serverMessage: 'Service busy' });
  });

  it.each([
    ['no body', () => new Response(null, { status: 404 })],
    ['an HTML body', () => new Response('<h1>Bad gateway</h1>', { status: 502 })],
    ['an envelope without message', () => json({ success: false, message: '', value: null }, 503)],
  ])('throws a bare HttpError for an error status with %s', async (_label, respond) => {
    const response = respond();
    const error = await client(fakeFetch(() => response))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: response.status, serverMessage: undefined });
    expect((error as HttpError).message).toBe(`HTTP ${response.status}`);
  });

  it('throws EnvelopeError with the server message when success is false', async () => {
    const fetchMock = fakeFetch(() => json(failEnvelope('Wrong username or password')));
    const error = await client(fetchMock)
      .call(api.session.login, { username: 'a', password: 'b', type: 'USERNAME' })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(EnvelopeError);
    expect(error).toMatchObject({ kind: 'envelope', serverMessage: 'Wrong username or password' });
  });

  it('keeps the value sent with a failure as the error details', async () => {
    const recommended = { recommended: [{ nodeId: 7 }] };
    const asHttp = await client(fakeFetch(() => json(failEnvelope('Game maintenance', recommended), 409)))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(asHttp).toMatchObject({ kind: 'http', status: 409, details: recommended });
    const asEnvelope = await client(fakeFetch(() => json(failEnvelope('Game maintenance', recommended))))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(asEnvelope).toMatchObject({ kind: 'envelope', details: recommended });
    const bare = await client(fakeFetch(() => json(failEnvelope('Service busy'), 500)))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(bare).toMatchObject({ details: null });
  });

  it('carries the code and params of a coded failure, on an error status and on success false', async () => {
    const params = { field: 'password', patternId: 5, min: 8, max: 20 };
    const asHttp = await client(fakeFetch(() => json(codedFailEnvelope('FIELD_LENGTH', params), 400)))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(asHttp).toBeInstanceOf(HttpError);
    expect(asHttp).toMatchObject({
      status: 400,
      code: 'FIELD_LENGTH',
      params,
      serverMessage: 'Please fill in your password with 8 - 20 characters',
    });
    const asEnvelope = await client(fakeFetch(() => json(codedFailEnvelope('WRONG_CREDENTIALS'))))
      .call(api.session.login, { username: 'a', password: 'b', type: 'USERNAME' })
      .catch((e: unknown) => e);
    expect(asEnvelope).toBeInstanceOf(EnvelopeError);
    expect(asEnvelope).toMatchObject({
      code: 'WRONG_CREDENTIALS',
      params: {},
      serverMessage: 'Incorrect username or password',
    });
  });

  it('keeps a code of a newer platform (its message says what happened), drops a malformed one and params that are not strings or numbers', async () => {
    const body = {
      success: false,
      message: 'Something new',
      value: null,
      code: 'FROM_A_NEWER_PLATFORM',
      params: { min: 8, nested: { a: 1 }, flag: true, field: 'email', max: null },
    };
    const error = await client(fakeFetch(() => json(body, 400)))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(error).toMatchObject({
      code: 'FROM_A_NEWER_PLATFORM',
      params: { min: 8, field: 'email' },
      serverMessage: 'Something new',
    });
    for (const code of ['toString', 'lower_case', 'A'.repeat(65), 42]) {
      const malformed = await client(fakeFetch(() => json({ ...body, code }, 400)))
        .call(api.system.status)
        .catch((e: unknown) => e);
      expect(malformed).toMatchObject({ code: undefined, serverMessage: 'Something new' });
    }
    const uncoded = await client(fakeFetch(() => json(failEnvelope('Service busy'), 500)))
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(uncoded).toMatchObject({ code: undefined, params: {} });
  });

  it('reads a missing envelope message as empty', async () => {
    const fetchMock = fakeFetch(() => json({ success: false, value: null }));
    await expect(client(fetchMock).call(api.system.status)).rejects.toMatchObject({
      kind: 'envelope',
      serverMessage: '',
    });
  });

  it('throws HttpError when a 2xx body is not JSON', async () => {
    const fetchMock = fakeFetch(() => new Response('<!doctype html>', { status: 200 }));
    const error = await client(fetchMock)
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ kind: 'http', status: 200, serverMessage: undefined });
    expect((error as HttpError).message).toMatch(/not JSON/);
  });

  it('throws HttpError when a 2xx body is JSON but not an envelope', async () => {
    const fetchMock = fakeFetch(() => json({ status: 0 }));
    await expect(client(fetchMock).call(api.system.status)).rejects.toThrow(/not a platform envelope/);
  });

  it('throws NetworkError when fetch rejects', async () => {
    const cause = new TypeError('fetch failed');
    const fetchMock = vi.fn<typeof fetch>(async () => {
      throw cause;
    });
    const error = await client(fetchMock)
      .call(api.system.status)
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(NetworkError);
    expect(error).toMatchObject({ kind: 'network', message: 'fetch failed', cause });
  });

  it('throws NetworkError when fetch throws synchronously', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => {
      throw 'not an Error';
    });
    await expect(client(fetchMock).call(api.system.status)).rejects.toMatchObject({
      kind: 'network',
      message: 'network request failed',
    });
  });

  it('throws NetworkError when the body stream fails', async () => {
    const body = new ReadableStream({
      start(controller) {
        controller.error(new Error('connection reset'));
      },
    });
    const fetchMock = fakeFetch(() => new Response(body, { status: 200 }));
    await expect(client(fetchMock).call(api.system.status)).rejects.toBeInstanceOf(NetworkError);
  });
});

describe('createApiClient: timeout and abort', () => {
  it('aborts and throws TimeoutError after the default 15 s', async () => {
    vi.useFakeTimers();
    const fetchMock = hangingFetch();
    const call = client(fetchMock).call(api.system.status);
    let settled = false;
    const assertion = call.then(
      () => undefined,
      (error: unknown) => {
        settled = true;
        return error;
      },
    );
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = await assertion;
    expect(error).toBeInstanceOf(TimeoutError);
    expect(error).toMatchObject({ kind: 'timeout', timeoutMs: DEFAULT_TIMEOUT_MS });
    expect(sent(fetchMock).init.signal?.aborted).toBe(true);
  });

  it('honours a per-call timeout over the configured one', async () => {
    const fetchMock = hangingFetch();
    const call = client(fetchMock, { timeoutMs: 60_000 }).call(api.system.status, undefined, {
      timeoutMs: 5,
    });
    await expect(call).rejects.toMatchObject({ kind: 'timeout', timeoutMs: 5 });
  });

  it('tells a timeout from a caller abort when fetch rejects with a generic AbortError', async () => {
    const timedOut = client(hangingFetch('dom-abort-error'), { timeoutMs: 5 }).call(api.system.status);
    await expect(timedOut).rejects.toBeInstanceOf(TimeoutError);
    const controller = new AbortController();
    const aborted = client(hangingFetch('dom-abort-error')).call(api.system.status, undefined, {
      signal: controller.signal,
    });
    controller.abort();
    await expect(aborted).rejects.toBeInstanceOf(AbortedError);
  });

  it('times out even when fetch ignores its signal', async () => {
    const fetchMock = vi.fn<typeof fetch>(() => new Promise<Response>(() => undefined));
    await expect(client(fetchMock, { timeoutMs: 5 }).call(api.system.status)).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it('times out while the body is still streaming', async () => {
    const fetchMock = fakeFetch(() => new Response(new ReadableStream({ start() {} }), { status: 200 }));
    await expect(client(fetchMock, { timeoutMs: 5 }).call(api.system.status)).rejects.toBeInstanceOf(
      TimeoutError,
    );
  });

  it('sets no timer when the timeout is disabled, and clears it after an answer', async () => {
    vi.useFakeTimers();
    const pending = client(hangingFetch(), { timeoutMs: 0 }).call(api.system.status);
    expect(vi.getTimerCount()).toBe(0);
    void pending.catch(() => undefined);
    await client(fakeFetch()).call(api.system.status);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("throws AbortedError when the caller's signal aborts mid-flight", async () => {
    const fetchMock = hangingFetch();
    const controller = new AbortController();
    const call = client(fetchMock).call(api.system.status, undefined, { signal: controller.signal });
    // Building the request is asynchronous (the cipher loads on demand): abort once fetch is in flight.
    for (let tick = 0; tick < 20 && fetchMock.mock.calls.length === 0; tick += 1) await Promise.resolve();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    controller.abort();
    const error = await call.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AbortedError);
    expect(error).toMatchObject({ kind: 'aborted' });
    expect(sent(fetchMock).init.signal?.aborted).toBe(true);
  });

  it('throws AbortedError without calling fetchMock when the signal is already aborted', async () => {
    const fetchMock = fakeFetch();
    const call = client(fetchMock).call(api.system.status, undefined, { signal: AbortSignal.abort() });
    await expect(call).rejects.toBeInstanceOf(AbortedError);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('stops listening to the caller signal once the call is over', async () => {
    const controller = new AbortController();
    const remove = vi.spyOn(controller.signal, 'removeEventListener');
    await client(fakeFetch()).call(api.system.status, undefined, { signal: controller.signal });
    expect(remove).toHaveBeenCalledWith('abort', expect.any(Function));
  });
});
