/** A socket path on the platform that serves the API, ws: or wss: like its origin. */
export function socketUrl(path: string, apiOrigin: string): string {
  const url = new URL(path, apiOrigin);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.href;
}
