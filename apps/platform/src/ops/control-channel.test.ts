import { chmodSync, existsSync, lstatSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { api } from '@marquee/api-client/contract';
import type { RunningServer } from '../server';
import { registerMember } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import { startTestServer } from '../test-support/server';
import { CONTROL_PATH, ControlError, controlDirOf, controlRoutes, runThroughServer } from './control-channel';

const database = useSeededDatabase();

describe('the control route', () => {
  it('answers 404 without the token and runs the command with it', async () => {
    const app = testApp(database.db);
    controlRoutes(app, database.db, 'a'.repeat(64), () => new Date());
    const post = (token: string, body: unknown) =>
      app.request(`http://localhost${CONTROL_PATH}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-marquee-control': token },
        body: JSON.stringify(body),
      });
    expect((await post('b'.repeat(64), { command: 'affiliate', args: ['list'] })).status).toBe(404);
    expect((await post('', { command: 'affiliate', args: ['list'] })).status).toBe(404);
    const listed = await post('a'.repeat(64), { command: 'feedback', args: ['list'] });
    expect(listed.status).toBe(200);
    expect(await listed.json()).toMatchObject({ ok: true });
    const bad = await post('a'.repeat(64), { command: 'affiliate', args: ['approve', 'abc'] });
    expect(bad.status).toBe(400);
    expect((await post('a'.repeat(64), { command: 'status', args: ['1'] })).status).toBe(400);
  });
});

describe('operator commands while the server holds the embedded database', () => {
  let server: RunningServer | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-control-'));
  const dataDir = path.join(dir, 'data');
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('are run by the server, which makes the applicant an agent', async () => {
    // DATA_DIR places the control file; the database itself comes from the seeded snapshot
    server = await startTestServer({ DATA_DIR: dataDir });
    // a directory only this user enters, a token only it reads, a Unix socket: no address to forge
    const control = controlDirOf(dataDir);
    expect(lstatSync(control).isDirectory()).toBe(true);
    expect(lstatSync(control).mode & 0o777).toBe(0o700);
    expect(lstatSync(path.join(control, 'token')).mode & 0o777).toBe(0o600);
    expect(lstatSync(path.join(control, 'control.sock')).isSocket()).toBe(true);
    const onPublicPort = await fetch(`${server.url}/__control/command`, { method: 'POST', body: '{}' });
    expect(onPublicPort.status).toBe(404);
    // the contract helpers, over HTTP to the running server
    const app = {
      request: (input: string, init?: RequestInit) => {
        const { pathname, search } = new URL(input);
        return fetch(`${server!.url}${pathname}${search}`, init);
      },
    };
    const member = await registerMember(app as never, {}, '127.0.0.1');
    const applied = await call(app as never, api.agent.apply, {
      token: member.token,
      body: { name: 'Ana', contact: 'ana@example.test', channels: ['WEBSITE'], expectedPlayers: 3 },
    });
    expect(applied.status).toBe(200);
    const listed = await runThroughServer(dataDir, 'affiliate', ['list']);
    const line = listed?.find((entry) => entry.includes(member.username));
    expect(line).toBeDefined();
    const id = line!.split('\t')[0]!;
    expect(await runThroughServer(dataDir, 'affiliate', ['approve', id])).toEqual([
      `Application ${id} of ${member.username} approved: an agent from the next sign-in`,
    ]);
    await expect(runThroughServer(dataDir, 'affiliate', ['approve', id])).rejects.toThrow(ControlError);
    await server.close();
    expect(existsSync(controlDirOf(dataDir))).toBe(false);
    expect(await runThroughServer(dataDir, 'affiliate', ['list'])).toBeNull();
  }, 120_000);
});

describe('a control file the CLI must not trust', () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'marquee-forged-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('is refused when others can read it or it is no private directory, and nothing is sent', async () => {
    const received: string[] = [];
    const listener = createServer((req, res) => {
      received.push(`${req.method} ${req.url}`);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ ok: true, lines: ['forged'] }));
    });
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', () => resolve()));
    const url = `http://127.0.0.1:${(listener.address() as AddressInfo).port}`;
    try {
      // the old shape: a file with an address and a token, readable by everyone
      const asFile = path.join(dir, 'file-data');
      writeFileSync(`${asFile}.control`, JSON.stringify({ url, token: 'a'.repeat(64) }), { mode: 0o644 });
      chmodSync(`${asFile}.control`, 0o644);
      await expect(runThroughServer(asFile, 'operators', ['add', 'eve', 'new-password-1'])).rejects.toThrow(
        ControlError,
      );
      // a directory others may enter
      const open = path.join(dir, 'open-data');
      mkdirSync(`${open}.control`, { mode: 0o755 });
      chmodSync(`${open}.control`, 0o755);
      writeFileSync(path.join(`${open}.control`, 'token'), 'a'.repeat(64), { mode: 0o600 });
      await expect(runThroughServer(open, 'affiliate', ['list'])).rejects.toThrow(
        /refusing .*open-data\.control/,
      );
      // a token file others may read
      const leaky = path.join(dir, 'leaky-data');
      mkdirSync(`${leaky}.control`, { mode: 0o700 });
      writeFileSync(path.join(`${leaky}.control`, 'token'), 'a'.repeat(64), { mode: 0o644 });
      chmodSync(path.join(`${leaky}.control`, 'token'), 0o644);
      await expect(runThroughServer(leaky, 'affiliate', ['list'])).rejects.toThrow(/refusing .*token/);
      expect(received).toEqual([]);
    } finally {
      await new Promise((resolve) => listener.close(resolve));
    }
  });
});
