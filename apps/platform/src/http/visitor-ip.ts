import type { Context } from 'hono';
import type { AppEnv } from './app-env';

function normalise(ip: string): string {
  const trimmed = ip.trim();
  return trimmed.startsWith('::ffff:') && trimmed.includes('.') ? trimmed.slice(7) : trimmed;
}

/**
 * The visitor's IP: the socket's remote address, or the first x-forwarded-for entry when the
 * platform sits behind a trusted proxy (TRUST_PROXY). Never trusts the header otherwise.
 */
export function visitorIp(c: Context<AppEnv>, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0];
    if (forwarded?.trim()) return normalise(forwarded);
  }
  const remote = c.env?.incoming?.socket?.remoteAddress;
  return remote ? normalise(remote) : '127.0.0.1';
}
