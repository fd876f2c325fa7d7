/** A line that has not answered in this time counts as unreachable. */
const LINE_TIMEOUT_MS = 5000;

/** What the app measured of one of the brand's domains. */
export interface LineSpeed {
  domain: string;
  /** round trip in ms; null when the domain did not answer in time */
  ms: number | null;
}

/**
 * Times one round trip to a domain of the brand: its status call, fetched without credentials and
 * without reading the answer (another domain's CORS rules do not matter for a timing), never from
 * the cache.
 */
export async function measureLine(
  domain: string,
  {
    protocol = window.location.protocol,
    timeoutMs = LINE_TIMEOUT_MS,
    now = () => performance.now(),
  }: { protocol?: string; timeoutMs?: number; now?: () => number } = {},
): Promise<LineSpeed> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  const started = now();
  try {
    await fetch(`${protocol}//${domain}/wps/system/status`, {
      mode: 'no-cors',
      cache: 'no-store',
      credentials: 'omit',
      signal: controller.signal,
    });
    return { domain, ms: Math.round(now() - started) };
  } catch {
    return { domain, ms: null };
  } finally {
    clearTimeout(timer);
  }
}

/** Reachable lines first, fastest first; unreachable ones keep the platform's order after them. */
export function byLineSpeed(lines: readonly LineSpeed[]): LineSpeed[] {
  return [...lines].sort((a, b) => (a.ms ?? Number.POSITIVE_INFINITY) - (b.ms ?? Number.POSITIVE_INFINITY));
}
