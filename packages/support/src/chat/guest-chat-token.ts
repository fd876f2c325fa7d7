/**
 * A visitor's guest chat token, kept in this browser's storage so the conversation and its
 * history survive a reload (never in a URL, which logs and referrers keep).
 */
const KEY = 'marquee.chat-guest';

export const guestChatToken = {
  read(): string | null {
    try {
      return window.localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  save(token: string): void {
    try {
      window.localStorage.setItem(KEY, token);
    } catch {
      // storage refused (private mode): the chat still works until the page is closed
    }
  },
  forget(): void {
    try {
      window.localStorage.removeItem(KEY);
    } catch {
      // nothing stored
    }
  },
};
