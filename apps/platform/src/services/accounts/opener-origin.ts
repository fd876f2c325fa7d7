import type { Db } from '../../db/open';
import { listDomains } from '../system/catalogue';

const LOOPBACK = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin an id token may be posted to: the configured public origin (PUBLIC_ORIGIN, never the
 * request's Host, which its sender chooses), a loopback origin or a listed domain, so a token is
 * never posted to a stranger; null for any other.
 */
export async function allowedOpenerOrigin(
  db: Db,
  candidate: string,
  publicOrigin: string,
): Promise<string | null> {
  let origin: URL;
  try {
    origin = new URL(candidate);
  } catch {
    return null;
  }
  if (origin.protocol !== 'http:' && origin.protocol !== 'https:') return null;
  if (origin.origin === publicOrigin) return origin.origin;
  if (LOOPBACK.has(origin.hostname)) return origin.origin;
  const domains = await listDomains(db);
  return domains.some((entry) => entry.domain === origin.hostname) ? origin.origin : null;
}
