const STORAGE_KEY = 'mq-game-announcements-seen';

/**
 * The game announcements the player has closed in this browser session: each shows on one launch
 * only, not on every game opened after it. Kept in session storage so a reload does not bring it back.
 */
export function readDismissed(): Set<number> {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '[]');
    return new Set(Array.isArray(stored) ? stored.filter((id): id is number => typeof id === 'number') : []);
  } catch {
    // storage blocked or garbled: every announcement counts as unseen
    return new Set();
  }
}

export function rememberDismissed(ids: readonly number[]): void {
  const all = [...new Set([...readDismissed(), ...ids])];
  try {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(all));
  } catch {
    // storage blocked: the announcement may show again on the next launch, nothing worse
  }
}
