import { randomBytes, timingSafeEqual } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readFileSync, rmSync, type Stats, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import path from 'node:path';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/mount';
import { isOperatorCommand, runOperatorCommand } from './operator-commands';

/**
 * The embedded database belongs to one process, so while the server runs the CLI's operator
 * commands are run by the server. It listens on a Unix socket in `<DATA_DIR>.control/`, a
 * directory only its user can enter (0700), beside a random token only its user can read (0600);
 * the CLI checks that the directory, the token and the socket are its own user's and private
 * before it sends anything (a new operator's password among it), and presents the token. Nothing
 * of this is on the public port.
 */
export const CONTROL_PATH = '/command';
const TOKEN_HEADER = 'x-marquee-control';
const SOCKET_FILE = 'control.sock';
const TOKEN_FILE = 'token';
/** A Unix socket path longer than this cannot be bound (sun_path is 108 bytes on Linux). */
const SOCKET_PATH_MAX = 103;

export const controlDirOf = (dataDir: string) => `${dataDir}.control`;

function newControlToken(): string {
  return randomBytes(32).toString('hex');
}

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(token);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The command route, answering 404 to anyone without the token. */
export function controlRoutes(app: Hono<AppEnv>, db: Db, token: string, now: () => Date): void {
  app.post(CONTROL_PATH, async (c) => {
    if (!sameToken(c.req.header(TOKEN_HEADER), token)) return c.text('Not found', 404);
    const body = await readJsonObject(c);
    const { command, args } = body;
    if (
      typeof command !== 'string' ||
      !isOperatorCommand(command) ||
      !Array.isArray(args) ||
      !args.every((arg) => typeof arg === 'string')
    )
      return c.json({ ok: false, lines: ['unknown command'] }, 400);
    try {
      return c.json({ ok: true, lines: await runOperatorCommand(db, command, args, now()) });
    } catch (error) {
      if (error instanceof HttpError) return c.json({ ok: false, lines: [error.message] }, error.status);
      throw error;
    }
  });
}

/**
 * The server's side: the control directory, its token and the socket, listening once this returns;
 * the returned function closes the socket and removes the directory (at shutdown). Null, with a
 * warning, when the data directory's path is too long for a Unix socket.
 */
export async function openControlChannel(
  dataDir: string,
  db: Db,
  now: () => Date,
): Promise<(() => Promise<void>) | null> {
  const dir = controlDirOf(dataDir);
  const socketPath = path.join(dir, SOCKET_FILE);
  if (Buffer.byteLength(socketPath) > SOCKET_PATH_MAX) {
    console.warn(
      `[platform] ${socketPath} is too long for a Unix socket: operator commands need the server stopped`,
    );
    return null;
  }
  // a dead server's directory (the data directory's lock says no other server holds it)
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { mode: 0o700 });
  chmodSync(dir, 0o700);
  const token = newControlToken();
  writeFileSync(path.join(dir, TOKEN_FILE), token, { mode: 0o600, flag: 'wx' });
  const app = new Hono<AppEnv>();
  controlRoutes(app, db, token, now);
  const server = createServer(getRequestListener(app.fetch));
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  chmodSync(socketPath, 0o600);
  return async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(dir, { recursive: true, force: true });
  };
}

export class ControlError extends Error {
  override name = 'ControlError';
}

/** The entry checked as the CLI's own user's and private, or a ControlError saying what is wrong. */
function privateEntry(file: string, kind: 'directory' | 'file' | 'socket'): Stats {
  const stats = lstatSync(file);
  const isKind =
    kind === 'directory' ? stats.isDirectory() : kind === 'file' ? stats.isFile() : stats.isSocket();
  const mine = stats.uid === process.getuid?.();
  // a socket's own mode is not what guards it on every system: its directory is
  if (!isKind || !mine || (kind !== 'socket' && (stats.mode & 0o077) !== 0))
    throw new ControlError(
      `refusing ${file}: it must be a ${kind} owned by you that no one else can read (mode ${kind === 'directory' ? '0700' : '0600'}); remove it if no server of yours runs`,
    );
  return stats;
}

/**
 * The CLI's side: the command run by the server that holds `dataDir`, or null when no server
 * holds it (the CLI then opens the database itself).
 */
export async function runThroughServer(
  dataDir: string,
  command: string,
  args: string[],
): Promise<string[] | null> {
  const dir = controlDirOf(dataDir);
  try {
    lstatSync(dir);
  } catch {
    return null;
  }
  privateEntry(dir, 'directory');
  const tokenFile = path.join(dir, TOKEN_FILE);
  const socketPath = path.join(dir, SOCKET_FILE);
  privateEntry(tokenFile, 'file');
  privateEntry(socketPath, 'socket');
  const token = readFileSync(tokenFile, 'utf8').trim();
  const body = JSON.stringify({ command, args });
  let answer: { status: number; text: string };
  try {
    answer = await new Promise((resolve, reject) => {
      const sent = request(
        {
          socketPath,
          path: CONTROL_PATH,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            [TOKEN_HEADER]: token,
          },
        },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () =>
            resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
          );
          response.on('error', reject);
        },
      );
      sent.on('error', reject);
      sent.end(body);
    });
  } catch (error) {
    // a socket left by a server that died: the data directory is free
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ECONNREFUSED' || code === 'ENOENT') return null;
    throw error;
  }
  let parsed: { ok?: boolean; lines?: string[] } | null = null;
  try {
    parsed = JSON.parse(answer.text) as { ok?: boolean; lines?: string[] };
  } catch {
    parsed = null;
  }
  if (!parsed?.lines) throw new ControlError(`the server answered ${answer.status}`);
  if (!parsed.ok) throw new ControlError(parsed.lines.join('\n'));
  return parsed.lines;
}
