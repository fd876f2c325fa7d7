import type { VendorLanesResponse } from '@marquee/api-client';

/** The one owner of the session-storage copy of the vendor lanes (cached in session storage). */
const keyOf = (merchantCode: string) => `gameVendor:${merchantCode}`;

interface CachedLanes {
  savedAt: number;
  response: VendorLanesResponse;
}

function isCachedLanes(value: unknown): value is CachedLanes {
  if (typeof value !== 'object' || value === null) return false;
  const { savedAt, response } = value as Partial<CachedLanes>;
  return typeof savedAt === 'number' && Array.isArray(response?.data?.lanes);
}

/** The lanes saved earlier in this tab's session, or undefined (none, unreadable or storage blocked). */
export function readCachedLanes(merchantCode: string): CachedLanes | undefined {
  try {
    const raw = sessionStorage.getItem(keyOf(merchantCode));
    const parsed: unknown = raw ? JSON.parse(raw) : undefined;
    return isCachedLanes(parsed) ? parsed : undefined;
  } catch {
    return undefined;
  }
}

export function saveCachedLanes(
  merchantCode: string,
  response: VendorLanesResponse,
  savedAt = Date.now(),
): void {
  try {
    sessionStorage.setItem(keyOf(merchantCode), JSON.stringify({ savedAt, response }));
  } catch {
    // storage full or blocked: the lanes stay in memory for this page only
  }
}
