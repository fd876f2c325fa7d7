import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { api } from '@marquee/api-client/contract';
import { SMTPServer } from 'smtp-server';
import { loadConfig } from '../../config';
import { call, PRODUCTION_ENV, testApp, testConfig, useSeededDatabase } from '../../test-support/harness';
import { send } from '../accounts/outbox';
import { Clock } from '../clock';
import { deliveryNotice } from './channels';

const database = useSeededDatabase();

interface GatewayCall {
  authorization: string | undefined;
  body: { to: string; text: string };
}

/** A stand-in SMS gateway on 127.0.0.1 answering `status` and keeping what it was sent. */
async function startGateway(status: number): Promise<{ url: string; calls: GatewayCall[]; server: Server }> {
  const calls: GatewayCall[] = [];
  const server = createServer((req: IncomingMessage, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      calls.push({ authorization: req.headers.authorization, body: JSON.parse(raw) });
      res.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`, calls, server };
}

const closeServer = (server: Server) => new Promise((resolve) => server.close(resolve));

describe('delivery outside demo mode', () => {
  it('hands an SMS code to the gateway with the international number and the token', async () => {
    const gateway = await startGateway(202);
    try {
      const app = testApp(database.db, {
        ...PRODUCTION_ENV,
        SMS_WEBHOOK_URL: gateway.url,
        SMS_WEBHOOK_TOKEN: 'gateway-token',
      });
      const sent = await call(app, api.verification.smsNoLogin, {
        body: { mobileNum: '9170000001', countryDialingCode: '63' },
      });
      expect(sent.status).toBe(200);
      expect(gateway.calls).toHaveLength(1);
      expect(gateway.calls[0]?.authorization).toBe('Bearer gateway-token');
      expect(gateway.calls[0]?.body.to).toBe('+639170000001');
      expect(gateway.calls[0]?.body.text).toMatch(/verification code for \+63 9170000001 is \d{6}\./);
    } finally {
      await closeServer(gateway.server);
    }
  });

  it('tells the member when the gateway refuses, instead of a code that never comes', async () => {
    const gateway = await startGateway(500);
    try {
      const app = testApp(database.db, { ...PRODUCTION_ENV, SMS_WEBHOOK_URL: gateway.url });
      const sent = await call(app, api.verification.smsNoLogin, {
        body: { mobileNum: '9170000002', countryDialingCode: '63' },
      });
      expect(sent.status).toBe(502);
      expect(sent.body).toMatchObject({ success: false, code: 'DELIVERY_FAILED' });
    } finally {
      await closeServer(gateway.server);
    }
  });

  it('mails through SMTP_URL from MAIL_FROM', async () => {
    const received: string[] = [];
    const smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      onData(stream, _session, done) {
        let raw = '';
        stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
        stream.on('end', () => {
          received.push(raw);
          done();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    try {
      const { port } = smtp.server.address() as AddressInfo;
      const config = testConfig({
        ...PRODUCTION_ENV,
        SMTP_URL: `smtp://127.0.0.1:${port}`,
        MAIL_FROM: 'Marquee <no-reply@marquee.example>',
      });
      await send(
        { db: database.db, config, clock: new Clock(config.now) },
        { kind: 'mail', to: 'lan@example.com', subject: 'Your code', body: 'Your code is 123456' },
      );
      expect(received).toHaveLength(1);
      expect(received[0]).toContain('From: Marquee <no-reply@marquee.example>');
      expect(received[0]).toContain('To: lan@example.com');
      expect(received[0]).toContain('Your code is 123456');
    } finally {
      await new Promise((resolve) => smtp.close(() => resolve(undefined)));
    }
  });

  it('without gateways: SMS features are off in the whitelabel and on the platform, and says so at start', async () => {
    const app = testApp(database.db, PRODUCTION_ENV);
    const info = await call(app, api.system.whitelabel, { query: { url: 'localhost' } });
    const flags = Object.fromEntries((info.body.value?.whitelabel ?? []).map((m) => [m.modId, m.enabled]));
    expect(flags).toMatchObject({
      REGMOBVERF3: 0,
      MOBILEVERCODELOGIN3: 0,
      CHNGPASSVERIF3: 0,
      USERNAMEREG3: 1,
    });
    // the email reset has no brand switch: the permission says nothing can be mailed
    expect(info.body.value?.mailDelivery).toBe(false);
    const sms = await call(app, api.verification.smsNoLogin, {
      body: { mobileNum: '9170000004', countryDialingCode: '63' },
    });
    expect(sms.status).toBe(503);
    expect(sms.body).toMatchObject({ success: false, code: 'DELIVERY_UNAVAILABLE' });
    expect(deliveryNotice(loadConfig(PRODUCTION_ENV))).toMatch(/mail is off .* SMS is off/);
    expect(deliveryNotice(testConfig())).toBeNull();
  });

  it('refuses a delivery configuration it cannot use', () => {
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMTP_URL: 'http://mail.example.com' })).toThrow(/smtp:\/\//);
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMTP_URL: 'smtps://mail.example.com' })).toThrow(
      /MAIL_FROM/,
    );
    expect(() => loadConfig({ ...PRODUCTION_ENV, SMS_WEBHOOK_URL: 'http://sms.example.com/send' })).toThrow(
      /https/,
    );
  });
});
