/** Fun rounds one visitor address may play per minute on one instance. */
const FUN_ROUNDS_PER_MINUTE = 120;
/** Addresses tracked at once; past it, expired windows are dropped, and a new address waits if none had. */
const MAX_VISITORS = 10_000;
const WINDOW_MS = 60_000;

/**
 * The fun rounds' rate, kept in this instance's memory: a fun round costs no shared resource (it
 * reads one game row and writes nothing), so each instance bounds its own work per address, and
 * the bound itself writes nothing either.
 */
export function funRoundLimiter(now: () => Date, limit = FUN_ROUNDS_PER_MINUTE) {
  const windows = new Map<string, { start: number; count: number }>();
  return (visitor: string): boolean => {
    const at = now().getTime();
    let window = windows.get(visitor);
    if (window && at - window.start >= WINDOW_MS) window = undefined;
    if (!window) {
      if (windows.size >= MAX_VISITORS) {
        for (const [key, old] of windows) if (at - old.start >= WINDOW_MS) windows.delete(key);
        if (windows.size >= MAX_VISITORS) return false;
      }
      window = { start: at, count: 0 };
      windows.set(visitor, window);
    }
    if (window.count >= limit) return false;
    window.count++;
    return true;
  };
}
