import { expect, test } from '@playwright/test';

test('the theme persists across a reload and is applied before the app paints', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'light');
  await page.getByRole('button', { name: /dark theme/i }).click();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  const themeAtFirstParse: string[] = [];
  await page.exposeFunction('reportTheme', (theme: string) => themeAtFirstParse.push(theme));
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      (window as unknown as { reportTheme: (t: string) => void }).reportTheme(
        document.documentElement.dataset.theme ?? 'none',
      );
    });
  });
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('data-theme', 'dark');
  expect(themeAtFirstParse).toEqual(['dark']);
});

test('the language switch cycles the supported languages and the texts change', async ({ page }) => {
  await page.goto('/');
  const login = page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true });
  await expect(login).toBeVisible();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /Language:/ })
    .click();
  await expect(page.locator('html')).toHaveAttribute('lang', /^(tl|fil)/);
  await expect(login).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('TY');
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', /^(tl|fil)/);
  await page.getByRole('banner').getByRole('button', { name: /Wika:/ }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
});
