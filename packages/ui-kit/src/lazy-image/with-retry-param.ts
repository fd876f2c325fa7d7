/** Adds a cache-busting query parameter, keeping any existing query and #fragment. */
export function withRetryParam(src: string, attempt: number): string {
  const hashIndex = src.indexOf('#');
  const base = hashIndex === -1 ? src : src.slice(0, hashIndex);
  const hash = hashIndex === -1 ? '' : src.slice(hashIndex);
  const separator = base.includes('?') ? '&' : '?';
  return `${base}${separator}mq_retry=${attempt}${hash}`;
}
