import { connect } from 'node:net';
import { api, ENCRYPTED_HEADER, encryptPayload } from '@marquee/api-client/contract';
import { DEV_PAYLOAD_KEY } from '../config';
import type { RunningServer } from '../server';
import { call, envelopeOf, request, testApp, useSeededDatabase } from '../test-support/harness';
import { startTestServer } from '../test-support/server';
import { API_BODY_LIMIT, bodyLimitOf } from './body-limit';

const database = useSeededDatabase();

const MB = 1024 * 1024;
const tenMegabytes = () => JSON.stringify({ data: 'A'.repeat(10 * MB) });
const nested = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;

/** A body that arrives in pieces, with no Content-Length to trust. */
function streamed(text: string, chunk = 64 * 1024): ReadableStream<Uint8Array> {
  const bytes = new TextEncoder().encode(text);
  let offset = 0;
  return new ReadableStream({
    pull(controller) {
      if (offset >= bytes.length) return controller.close();
      controller.enqueue(bytes.subarray(offset, offset + chunk));
      offset += chunk;
    },
  });
}

describe('request body limits', () => {
  it('answers 413 with the envelope for a body over the limit by its Content-Length', async () => {
    const body = tenMegabytes();
    const res = await request(testApp(database.db), api.session.login.path, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [ENCRYPTED_HEADER]: '1',
        'content-length': `${body.length}`,
      },
      body,
    });
    expect(res.status).toBe(413);
    expect(await envelopeOf(res)).toEqual({
      success: false,
      message: `Request body must be at most ${API_BODY_LIMIT} bytes`,
      value: null,
    });
  });

  it('answers 413 for a streamed body once it passes the limit', async () => {
    const res = await request(testApp(database.db), api.session.login.path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1' },
      body: streamed(tenMegabytes()),
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('holds every path to a limit, also those outside the path table', async () => {
    const app = testApp(database.db);
    for (const path of ['/wps/not-a-call', '/demo-game/api/round', '/oauth/demo/token', '/__dev/notices']) {
      const res = await request(app, path, {
        method: 'POST',
        body: streamed(tenMegabytes()),
        duplex: 'half',
      } as RequestInit);
      expect(res.status, path).toBe(413);
    }
  });

  it('takes the largest legitimate body of each endpoint', async () => {
    const app = testApp(database.db);
    // every field at its longest, in characters of 3 bytes where a person's text may be
    const wide = (length: number) => '字'.repeat(length);
    const profile = Object.fromEntries(
      ['paymentPassword', 'payeeName', 'fullName', 'nickname', 'email', 'qqNum', 'whatsapp', 'facebook']
        .concat(['telegram', 'idNumber', 'line', 'zalo', 'wechat', 'birthday', 'recommenderId', 'address'])
        .concat(['nationality', 'occupation', 'sourceOfIncome'])
        .map((field) => [field, wide(200)]),
    );
    const context = {
      registerUrl: `https://${'a'.repeat(2030)}.com/`,
      domain: 'a'.repeat(255),
      affiliateCode: 'a'.repeat(32),
      referralCode: 'a'.repeat(32),
      agreeTerms: true,
      ageConfirmed: true,
      captchaId: 'a'.repeat(64),
      captchaCode: 'a'.repeat(16),
    };
    const password = { password: wide(128), verifyPwd: wide(128) };
    const mobile = {
      mobileNum: '9'.repeat(32),
      countryDialingCode: '9'.repeat(8),
      verificationCode: '9'.repeat(16),
    };
    const idToken = 'a'.repeat(4096);
    const largest = [
      [api.member.register, { ...profile, ...context, ...password, ...mobile, username: wide(64) }],
      [api.member.registerMobile, { ...profile, ...context, ...password, ...mobile }],
      [api.session.socialSignIn, { provider: 'a'.repeat(32), idToken }],
      [
        api.session.socialComplete,
        { provider: 'a'.repeat(32), idToken, mode: 'a'.repeat(10), username: wide(64), password: wide(128) },
      ],
      [
        api.session.login,
        {
          type: 'a'.repeat(10),
          username: wide(64),
          password: wide(128),
          platform: 'aaaa',
          os: wide(64),
          random: 'a'.repeat(512),
          captchaId: 'a'.repeat(64),
          captchaCode: 'a'.repeat(16),
        },
      ],
    ] as const;
    for (const [endpoint, body] of largest) {
      const wire = JSON.stringify({ data: encryptPayload(body, DEV_PAYLOAD_KEY) });
      expect(new TextEncoder().encode(wire).length, endpoint.path).toBeLessThanOrEqual(bodyLimitOf(endpoint));
      const { status } = await call(app, endpoint, { body, ip: '203.0.113.9' });
      expect(status, endpoint.path).not.toBe(413);
    }
  });
});

describe('request body shape', () => {
  it('answers 400, not 500, for JSON nested 10,000 deep', async () => {
    const res = await request(testApp(database.db), '/__dev/system-status', {
      method: 'PUT',
      body: nested(10_000),
    });
    expect(res.status).toBe(400);
    expect((await envelopeOf(res)).message).toBe('Request body must not nest deeper than 8');
  });

  it('refuses deep nesting in API bodies, enciphered ones too', async () => {
    const app = testApp(database.db);
    const plain = await call(app, api.member.language, { body: nested(300) });
    expect(plain.status).toBe(400);
    expect(plain.body.message).toBe('Request body must not nest deeper than 8');
    const deep = JSON.parse(nested(300)) as Record<string, unknown>;
    const enciphered = await call(app, api.session.login, { body: { username: 'a', password: 'b', deep } });
    expect(enciphered.status).toBe(400);
    expect(enciphered.body.message).toBe('Request body must not nest deeper than 8');
  });

  it('answers 400, not 500, for a malformed multipart body', async () => {
    const res = await request(testApp(database.db), api.member.forgotPasswordEmail.path, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=XX' },
      body: '--XX\r\nContent-Disposition: form-data; name="email"\r\n\r\nbroken',
    });
    expect(res.status).toBe(400);
    expect((await envelopeOf(res)).message).toBe('Request body must be a valid form');
  });
});

describe('body limits over HTTP', () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers 413 on the headers alone, without waiting for the body', async () => {
    const { hostname, port } = new URL(server.url);
    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => {
        // declares 10 MB and sends a few bytes: only a server that refuses before reading answers
        socket.write(
          `POST ${api.session.login.path} HTTP/1.1\r\nHost: ${hostname}\r\ncontent-type: application/json\r\n${ENCRYPTED_HEADER}: 1\r\ncontent-length: ${10 * MB}\r\n\r\n{"data":"`,
        );
      });
      let received = '';
      socket.on('data', (data) => {
        received += data.toString();
        if (received.includes('\r\n\r\n')) {
          socket.destroy();
          resolve(received);
        }
      });
      socket.on('error', reject);
    });
    expect(answer).toMatch(/^HTTP\/1\.1 413 /);
  });

  it('keeps answering others while a 10 MB body is refused', async () => {
    const big = fetch(`${server.url}${api.session.login.path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [ENCRYPTED_HEADER]: '1' },
      body: tenMegabytes(),
    }).then(
      (res) => res.status,
      // the server may close the connection before the client has sent the whole body
      () => 'closed',
    );
    const status = await fetch(`${server.url}${api.system.status.path}`);
    expect(status.status).toBe(200);
    expect([413, 'closed']).toContain(await big);
  });
});
