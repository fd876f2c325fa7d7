import { type APIRequestContext, type BrowserContext, test as base } from '@playwright/test';

/** The web app's memory of the popups hidden for the day (apps/web popup-memory). */
const HIDDEN_KEY = 'mq-popups-hidden';

/**
 * Marks the brand's popups (read from the journey's platform) "don't show again today" before each
 * page of `context` loads, as a player who hid them would have: for a journey's own second browser.
 */
export async function hidePopups(context: BrowserContext, request: APIRequestContext): Promise<void> {
  const res = await request.get('/wps/notice/announcements?types=PU&platform=W&execution=B');
  const { value } = (await res.json()) as { value: { popup: { id: number }[] } };
  const ids = value.popup.map((notice) => notice.id);
  await context.addInitScript(
    ({ key, ids: hidden }) => {
      // the brand's day in its own zone, as the app counts it
      const day = new Intl.DateTimeFormat('en-CA', {
        timeZone: 'Asia/Manila',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
      }).format(new Date());
      try {
        localStorage.setItem(key, JSON.stringify({ day, ids: hidden }));
      } catch {
        // a page without storage (about:blank, a sandboxed frame) shows no popup either
      }
    },
    { key: HIDDEN_KEY, ids },
  );
}

/**
 * Every journey's test. The demo brand shows its popup announcements after sign-in and to visitors
 * on home; a journey about something else meets none (hidePopups on its browser). A journey about
 * the popups themselves says `test.use({ popups: 'shown' })`.
 */
export const test = base.extend<{ popups: 'dismissed' | 'shown' }>({
  popups: ['dismissed', { option: true }],
  context: async ({ context, popups, request }, use) => {
    if (popups === 'dismissed') await hidePopups(context, request);
    await use(context);
  },
});
