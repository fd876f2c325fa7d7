import { expect, test } from '@playwright/test';
import { expectNoViolation } from './axe';

test('home shows the header, the banner and the footer', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/');
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Marquee home' })).toBeVisible();
  await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expect(page.getByRole('contentinfo').getByText(/21\+/)).toBeVisible();
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
  const logIn = page.getByRole('banner').getByRole('link', { name: 'Log in' });
  await expect(logIn).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await logIn.click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
  // home's sections brought the lobby's and the error texts; the login page its own and the shared ones
  const sets = [...new Set(textRequests)].map((path) =>
    path.replace(/^\/assets\/texts-(.+)-[\w-]{8}\.js$/, '$1'),
  );
  expect(sets.sort()).toEqual(['auth-en', 'auth-loaders', 'errors-en', 'games-lobby-en', 'shared-en']);
});

test('the page shows the brand before any of its scripts has run', async ({ page }) => {
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/');
  await expect(page.getByRole('img', { name: 'Marquee' })).toBeVisible();
});

test('/index is home', async ({ page }) => {
  await page.goto('/index');
  await expect(page.locator('[aria-roledescription="carousel"]').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not available' })).toHaveCount(0);
});

test('a route a later feature owns says so honestly', async ({ page }) => {
  await page.goto('/vip');
  await expect(page.getByRole('heading', { name: 'Page not available' })).toBeVisible();
});

test('axe-core finds no serious or critical violation on home', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await expectNoViolation(page);
});
