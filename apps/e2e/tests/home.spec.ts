import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { showFooter } from './footer';
import { test } from './popups';

/**
 * Holds back the app's entry script until the returned function is called, so the page shows its
 * prerendered first screen for as long as a test needs.
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('home shows the header, the banner and the footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marquee home' })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  const footer = await showFooter(page);
  await expect(footer.getByText(/21\+/)).toBeVisible();
  expect(errors).toEqual([]);
});

test('the banner carousel loads its engine on first use and moves', async ({ page }) => {
  const engineRequests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('carousel-engine')) engineRequests.push(request.url());
  });
  // No autoplay, whose first slide change would load the engine after five seconds.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Promotions' });
  await expect(banner.getByRole('group').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  // Not part of the first screen: nobody has touched the page yet.
  expect(engineRequests).toEqual([]);
  const dots = banner.getByRole('button', { name: /^Slide \d+ of \d+$/ });
  await expect(dots.first()).toHaveAttribute('aria-current', 'true');
  await banner.getByRole('button', { name: 'Next slide' }).click();
  await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  expect(engineRequests).toHaveLength(1);
});

test('the shell speaks before the feature texts arrive; a feature waits for its own texts', async ({
  page,
}) => {
  // the feature texts are held back: whatever shows meanwhile comes from the shell's own texts
  const textRequests: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/texts-/, async (route) => {
    textRequests.push(new URL(route.request().url()).pathname);
    await held;
    await route.continue();
  });
  await page.goto('/');
  // the app's own header, not the prerendered one, whose link would load /login as a new page
  await expect(page.locator('#app-prerendered')).toHaveCount(0);
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await logIn.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  // the footer's words are shared texts: it shows once they are in
  await showFooter(page);
  // home's sections brought the lobby's texts; the login page its own, the shared and the error ones
  const sets = [...new Set(textRequests)].map((path) =>
    path.replace(/^\/assets\/texts-(.+)-[\w-]{8}\.js$/, '$1'),
  );
  expect(sets.sort()).toEqual([
    'auth-en',
    'auth-loaders',
    'errors-en',
    'errors-loaders',
    'games-lobby-en',
    'shared-en',
    'shared-loaders',
  ]);
});

test('the page shows the brand before any of its scripts has run, home its whole first screen', async ({
  page,
}) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  // a page not prerendered (the lobbies are, see the slots lobby's test) shows the boot screen's brand
  await page.goto('/lottery');
  await expect(page.getByRole('img', { name: 'Marquee', exact: true })).toBeVisible();
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Marquee home' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Games' })).toBeVisible();
  const region = page.getByRole('region', { name: 'Promotions' });
  // the banner's words are text in the page (the platform fills them in), over word-less artwork
  await expect(region.getByText('Welcome bonus 100%').first()).toBeVisible();
  const banner = region.locator('img').first();
  await expect(banner).toHaveAttribute('fetchpriority', 'high');
  await expect(banner).toHaveJSProperty('complete', true);
  expect(await banner.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
});

/** Sums the page's layout shifts (none after input) into `window.layoutShift`, from its first paint on. */
async function recordLayoutShift(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const page = window as unknown as { layoutShift: number };
    page.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) page.layoutShift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/**
 * Where each of `selectors` is (top, left, width, and height but for `growing` ones, whose content
 * fills in later), measured as the browser first paints the prerendered screen (with its
 * stylesheets: a layout asked for earlier has none) and again once the app has taken over; the two
 * must match and the layout shift stay within 0.02. The app's entry is held until the first measure.
 */
async function expectTakeoverInPlace(
  page: Page,
  release: () => void,
  selectors: readonly string[],
  growing: readonly string[],
): Promise<void> {
  const boxes = () =>
    page.evaluate(
      ([selectors, growing]) =>
        selectors.map((selector) => {
          const box = document.querySelector(selector)?.getBoundingClientRect();
          if (!box) return selector;
          const place = [selector, Math.round(box.top), Math.round(box.left), Math.round(box.width)];
          return growing.includes(selector) ? place : [...place, Math.round(box.height)];
        }),
      [selectors, growing] as const,
    );
  await expect(page.locator('#app-prerendered .app-banner img').first()).toHaveJSProperty('complete', true);
  await page.waitForFunction(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].every((link) => link.sheet),
  );
  const prerendered = await boxes();
  release();
  await expect(page.locator('#app-prerendered')).toHaveCount(0);
  await expect(page.locator('#root .app-banner img').first()).toBeVisible();
  expect(await boxes()).toEqual(prerendered);
  expect(
    await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift),
  ).toBeLessThanOrEqual(0.02);
}

test('the app takes home over from its prerendered first screen without moving it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShift(page);
  const release = await holdAppEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  // the header, the banner and the main content (its top: its sections fill in later)
  await expectTakeoverInPlace(
    page,
    release,
    ['header', '.app-banner img', '.app-banner__title', 'main'],
    ['main'],
  );
});

test('the slots lobby shows its first screen before any script runs, and the lobby takes it over without moving it', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await recordLayoutShift(page);
  const release = await holdAppEntry(page);
  await page.goto('/rng', { waitUntil: 'commit' });
  const shell = page.locator('#app-prerendered');
  await expect(shell.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(shell.getByRole('group', { name: 'Jackpot' })).toBeVisible();
  await expect(shell.getByRole('region', { name: 'Recommended' })).toBeVisible();
  await expect(shell.locator('.app-banner img').first()).toHaveAttribute('fetchpriority', 'high');
  // the lobby's strip, filters and the recommended games' place, each where the lobby shows its own
  await expectTakeoverInPlace(
    page,
    release,
    [
      'header',
      '.app-banner img',
      '.mq-slot-header',
      'h1',
      '.mq-chips',
      '.mq-recommended',
      '.mq-category-page__games',
    ],
    ['.mq-category-page__games'],
  );
  await expect(page.getByRole('region', { name: 'Recommended' }).getByRole('button').first()).toBeVisible();
});

test('a button pressed on the prerendered first screen is pressed again once the app has taken over', async ({
  page,
}) => {
  const release = await holdAppEntry(page);
  await page.goto('/', { waitUntil: 'commit' });
  const shellTheme = page.locator('#app-prerendered').getByRole('button', { name: 'Dark theme' });
  await shellTheme.focus();
  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  release();
  await expect(page.locator('#app-prerendered')).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  await expect(
    page.getByRole('banner').getByRole('button', { name: 'Dark theme', pressed: true }),
  ).toBeFocused();
});

test("a signed-in player's reload never shows the prerendered visitor's Log in", async ({ page }) => {
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await page.goto('/');
  await expectSignedIn(page);
  const release = await holdAppEntry(page);
  await page.reload({ waitUntil: 'commit' });
  const shell = page.locator('#app-prerendered');
  await expect(shell.getByRole('banner')).toBeVisible();
  await expect(shell.locator('a[href="/login"]')).toBeHidden();
  release();
  await expect(shell).toHaveCount(0);
  await expectSignedIn(page);
});

test('/index is home', async ({ page }) => {
  await page.goto('/index');
  await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not available' })).toHaveCount(0);
});

test('axe-core finds no serious or critical violation on home', async ({ page }) => {
  await page.goto('/');
  await showFooter(page);
  // back at the top, as a visitor arrives: scrolled, the sticky bars cover the header's own targets
  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoViolation(page);
});
