import { brandToday } from '@marquee/api-client';

/** The popups shown in this sign-in, in the tab's session storage (a new tab or sign-in shows them again). */
const SHOWN_KEY = 'mq-popups-shown';
/** The popups the player asked not to see again today (the brand's day), on this device. */
const HIDDEN_KEY = 'mq-popups-hidden';

interface Shown {
  /** the sign-in they were shown in: the end of its token, so a new sign-in starts over */
  session: string;
  ids: number[];
}

interface Hidden {
  day: string;
  ids: number[];
}

function read<T>(storage: Storage, key: string): T | null {
  try {
    const raw = storage.getItem(key);
    return raw ? (JSON.parse(raw) as T) : null;
  } catch {
    // storage off (a private window) or a value of another version: nothing remembered
    return null;
  }
}

function write(storage: Storage, key: string, value: unknown): void {
  try {
    storage.setItem(key, JSON.stringify(value));
  } catch {
    // storage full or off: the popup may show again, which is harmless
  }
}

const sessionOf = (token: string) => token.slice(-16);

/** Whether a popup is still to show in this sign-in: not shown yet, not hidden for today. */
export function popupPending(id: number, token: string, now = new Date()): boolean {
  const shown = read<Shown>(sessionStorage, SHOWN_KEY);
  if (shown?.session === sessionOf(token) && shown.ids.includes(id)) return false;
  const hidden = read<Hidden>(localStorage, HIDDEN_KEY);
  return !(hidden?.day === brandToday(now) && hidden.ids.includes(id));
}

/** Remembers a popup as shown in this sign-in, and with `hideToday` as hidden until the brand's next day. */
export function rememberPopup(id: number, token: string, hideToday: boolean, now = new Date()): void {
  const shown = read<Shown>(sessionStorage, SHOWN_KEY);
  const session = sessionOf(token);
  const ids = shown?.session === session ? shown.ids : [];
  write(sessionStorage, SHOWN_KEY, { session, ids: [...ids, id] });
  if (!hideToday) return;
  const day = brandToday(now);
  const hidden = read<Hidden>(localStorage, HIDDEN_KEY);
  write(localStorage, HIDDEN_KEY, { day, ids: [...(hidden?.day === day ? hidden.ids : []), id] });
}
