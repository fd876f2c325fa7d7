import { MEMBER_CENTRE_PAGES } from '@marquee/api-client/contract';
import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { showFooter } from './footer';
import { test } from './popups';

/**
 * Every route of the router and every member-centre page through axe-core (WCAG 2.2 A and AA, every
 * impact), light and dark, as a visitor and as a member, on a desktop and on a phone, and the main
 * dialogs while open. One browser context per viewport and role: the routes are reached inside the
 * app (as its links do), so each one costs its render and the two axe runs, not a page load.
 */

const VIEWPORTS = {
  desktop: { viewport: { width: 1366, height: 900 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const;

/** The routes both a visitor and a member reach, after home (a member is sent home from the login pages). */
const ROUTES = [
  '/noticePage',
  '/help',
  '/down',
  '/join',
  '/feedback',
  '/rng',
  '/live',
  '/fish',
  '/pvp',
  '/mini',
  '/sports',
  '/esports',
  '/elott',
  '/cockfight',
  '/lottery',
  '/vnlottery',
  '/game',
  '/seamless',
  '/vip',
  '/pointMall',
  '/winners',
  '/deposit-rank',
  '/bet-rank',
  '/promotions',
  '/promoDetail',
  '/agent',
  '/no-such-page',
];

/** The bare routes (no header): the help page inside the app and the live chat window. */
const BARE_ROUTES = ['/helpmc', '/livechat'];

/** A navigation inside the running app, as a link does it: no page load. */
export async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate(async (to) => {
    history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
    // a frame for the router to render the new screen (or its loading cover), so that the wait
    // below does not pass on the page being left
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
  }, path);
  await settled(page);
}

/**
 * Waits for the lazy screen and its data: no loading cover or spinner left. Checked on every frame
 * inside the page: an assertion's polling from outside overshoots by its back-off (100, 250, 500,
 * 1000 ms), paid on each of the sweep's hundred pages.
 */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => !document.querySelector('.mq-loading-cover, .mq-spinner'), undefined, {
    polling: 'raf',
    timeout: 15_000,
  });
}

/** The shell around every page (header, navigation, side bar, footer): checked whole on home. */
const SHELL = '.app-header, .app-lobby-nav, .app-side-bar, .app-footer';

/** Checks the page without the shell, or only the open dialog. */
export async function check(page: Page, label: string, scope: { include?: string } = {}): Promise<void> {
  await expectNoViolation(page, { bothThemes: true, label, exclude: SHELL, ...scope });
}

export const DIALOG = { include: '[role="dialog"]' };

async function sweepRoutes(page: Page, label: string): Promise<void> {
  await visit(page, '/');
  await showFooter(page);
  // back at the top, as a visitor arrives: scrolled, the sticky bars cover the header's own targets
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolation(page, { bothThemes: true, label: `${label} / with the shell` });
  for (const path of ROUTES) {
    await visit(page, path);
    await check(page, `${label} ${path}`);
  }
  await visit(page, '/help');
  const article = (await page.locator('main a[href^="/help/"]').first().getAttribute('href')) ?? '';
  expect(article).not.toBe('');
  await visit(page, article);
  await check(page, `${label} ${article}`);
  for (const path of [...BARE_ROUTES, article.replace('/help/', '/helpmc/')]) {
    await visit(page, path);
    await check(page, `${label} ${path}`);
  }
}

/**
 * On a phone, where the ticker gives way to the menu sheet: opens the sheet and checks it, then its
 * announcements entry and that dialog, and closes it. Focus goes back to the menu button.
 */
async function checkMenuSheetAnnouncements(page: Page, label: string): Promise<void> {
  await visit(page, '/');
  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const sheet = page.getByRole('dialog', { name: 'Main menu' });
  await expect(sheet).toBeVisible();
  await check(page, `${label} menu sheet`, DIALOG);
  await sheet.getByRole('button', { name: 'Announcements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await check(page, `${label} announcements`, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(menuButton).toBeFocused();
}

/** Opens the first announcement of the ticker, checks the dialog, and closes it. */
async function checkAnnouncements(page: Page, label: string, device: string): Promise<void> {
  if (device === 'phone') return checkMenuSheetAnnouncements(page, label);
  await visit(page, '/');
  const item = page.getByRole('region', { name: 'Latest announcements' }).getByRole('button').first();
  await item.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await check(page, `${label} announcements`, DIALOG);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  // closing gives focus back to the ticker item that opened it
  await expect(item).toBeFocused();
}

/**
 * The visitor's and the member's sweeps on one device. Each device has a spec file of its own, so
 * the two run on the two platforms side by side (they are the longest journeys).
 */
export function sweepOn(device: keyof typeof VIEWPORTS): void {
  test.describe(`on a ${device}`, () => {
    test.use(VIEWPORTS[device]);

    test(`a visitor: every route, the announcements, login, register, forgot-password and second-factor dialogs`, async ({
      page,
    }) => {
      // about forty pages, each checked twice: a minute on a quiet machine, much more on a busy one
      test.setTimeout(300_000);
      await page.goto('/');
      await settled(page);
      await sweepRoutes(page, `visitor ${device}`);
      await checkAnnouncements(page, `visitor ${device}`, device);

      await visit(page, '/register');
      await check(page, `visitor ${device} /register`);
      await visit(page, '/login');
      await check(page, `visitor ${device} /login`);
      await page.getByRole('button', { name: 'Forgot password?' }).click();
      const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
      await expect(forgot).toBeVisible();
      await check(page, `visitor ${device} forgot password`, DIALOG);
      await page.keyboard.press('Escape');
      await expect(forgot).toHaveCount(0);

      // the demo account from an address it never signed in from: the second factor is asked
      await page.context().setExtraHTTPHeaders({ 'x-forwarded-for': '10.26.0.1' });
      await page.getByLabel('Username', { exact: true }).fill('demo');
      await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      const challenge = page.getByRole('dialog', { name: 'Verify your identity' });
      await expect(challenge).toBeVisible();
      await check(page, `visitor ${device} second factor`, DIALOG);
    });

    test(`a member: every route, every member-centre page and the announcements`, async ({ page }) => {
      test.setTimeout(300_000);
      await signIn(page, 'demo', 'Demo1234!');
      await expectSignedIn(page);
      await settled(page);
      await sweepRoutes(page, `member ${device}`);
      for (const memberPage of MEMBER_CENTRE_PAGES) {
        await visit(page, `/member/${memberPage}`);
        await expect(page.getByRole('dialog', { name: 'Member centre' })).toBeVisible();
        await check(page, `member ${device} /member/${memberPage}`, DIALOG);
      }
      await checkAnnouncements(page, `member ${device}`, device);
    });
  });
}
