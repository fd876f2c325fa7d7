import { randomBytes, timingSafeEqual } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Hono } from 'hono';
import type { Db } from '../db/open';
import type { AppEnv } from '../http/app-env';
import { HttpError } from '../http/http-error';
import { readJsonObject } from '../http/mount';
import { isOperatorCommand, runOperatorCommand } from './operator-commands';

/**
 * The embedded database belongs to one process, so while the server runs the CLI's operator
 * commands are run by the server: it writes its address and a random token next to the data
 * directory (readable by its own user only), and the CLI posts the command there with the token.
 */
export const CONTROL_PATH = '/__control/command';
const TOKEN_HEADER = 'x-marquee-control';

interface ControlFile {
  url: string;
  token: string;
}

const controlFileOf = (dataDir: string) => `${dataDir}.control`;

export function newControlToken(): string {
  return randomBytes(32).toString('hex');
}

/** Written once the server listens; the returned function removes it at shutdown. */
export function writeControlFile(dataDir: string, url: string, token: string): () => void {
  const file = controlFileOf(dataDir);
  writeFileSync(file, JSON.stringify({ url, token } satisfies ControlFile), { mode: 0o600 });
  return () => rmSync(file, { force: true });
}

function readControlFile(dataDir: string): ControlFile | null {
  try {
    const parsed = JSON.parse(readFileSync(controlFileOf(dataDir), 'utf8')) as Partial<ControlFile>;
    return typeof parsed.url === 'string' && typeof parsed.token === 'string'
      ? { url: parsed.url, token: parsed.token }
      : null;
  } catch {
    return null;
  }
}

function sameToken(given: string | undefined, token: string): boolean {
  if (!given) return false;
  const left = Buffer.from(given);
  const right = Buffer.from(token);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** The server's side: the command route, answering 404 to anyone without the token. */
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

export class ControlError extends Error {
  override name = 'ControlError';
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
  const control = readControlFile(dataDir);
  if (!control) return null;
  let response: Response;
  try {
    response = await fetch(new URL(CONTROL_PATH, control.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', [TOKEN_HEADER]: control.token },
      body: JSON.stringify({ command, args }),
    });
  } catch {
    // a control file left by a server that died: the data directory is free
    return null;
  }
  const body = (await response.json().catch(() => null)) as { ok?: boolean; lines?: string[] } | null;
  if (!body?.lines) throw new ControlError(`the server answered ${response.status}`);
  if (!body.ok) throw new ControlError(body.lines.join('\n'));
  return body.lines;
}
