import { expect, type Locator } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { accountMenu } from './member-centre';
import { test } from './popups';
import { textsOf } from './texts';

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

test('the language menu offers every language by its own name; the choice and a ?lang= link stick', async ({
  page,
}) => {
  await page.goto('/');
  const banner = page.getByRole('banner');
  await expect(banner.getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  await banner.getByRole('button', { name: /Language: English/ }).click();
  await banner.getByRole('menuitemradio', { name: 'Tiếng Việt' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi');
  await expect(banner.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('VI');
  await page.reload();
  await expect(banner.getByRole('link', { name: 'Đăng nhập', exact: true })).toBeVisible();
  await expect(banner.getByRole('button', { name: /Ngôn ngữ: Tiếng Việt/ })).toBeVisible();

  // a link into the site in Thai: applied, remembered, and the address loses the parameter
  await page.goto('/?lang=th');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(banner.getByRole('link', { name: 'เข้าสู่ระบบ', exact: true })).toBeVisible();
  expect(new URL(page.url()).search).toBe('');
  expect(await page.evaluate(() => [localStorage.getItem('lang'), localStorage.getItem('hisLang')])).toEqual([
    'TH',
    'VI',
  ]);
});

test("signed in on a wide screen, the account menu's row stays one line in Tagalog, the longest entries", async ({
  page,
}) => {
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await page.goto('/?lang=ty');
  const tagalog = textsOf('ty');
  const account = accountMenu(page, tagalog);
  const balance = account.getByRole('button', { name: new RegExp(tagalog('refresh_balance')) });
  const logOut = account.getByRole('button', { name: tagalog('logout'), exact: true });
  await expect(logOut).toBeVisible();
  expect(Math.abs((await middle(logOut)) - (await middle(balance)))).toBeLessThan(4);
});

/** The height on the page of an element's middle. */
async function middle(element: Locator): Promise<number> {
  const box = await element.boundingBox();
  if (!box) throw new Error('the element is not laid out');
  return box.y + box.height / 2;
}
