/**
 * The platform hands out several CDN hosts (PermissionInfo.imageCDNs / launchGameCDNs) and expects
 * clients to spread load by picking one at random. `random` is injectable so tests are stable.
 */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string | null {
  if (list.length === 0) return null;
  // Clamped because a custom random may return 1 or garbage; Math.random never does.
  const index = Math.min(list.length - 1, Math.max(0, Math.floor(random() * list.length) || 0));
  return list[index] ?? null;
}

/** scheme URLs (https:, data:, blob:) and protocol-relative `//host` URLs are already absolute */
const ABSOLUTE_URL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/**
 * Prefixes a relative asset path with a random CDN. Absolute URLs pass through; with no CDN (or
 * an empty path) the value stays as is, so the asset is served from the current origin.
 */
export function resolveCdnUrl(
  pathOrUrl: string,
  cdns: readonly string[],
  random: () => number = Math.random,
): string {
  if (pathOrUrl === '' || ABSOLUTE_URL.test(pathOrUrl)) return pathOrUrl;
  const cdn = pickCdn(cdns, random);
  if (cdn === null) return pathOrUrl;
  return `${cdn.replace(/\/+$/, '')}/${pathOrUrl.replace(/^\/+/, '')}`;
}
