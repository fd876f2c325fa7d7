import { expect, type Locator } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { expectNoViolation } from './axe';
import { showFooter } from './footer';
import { test } from './popups';

test.describe('help centre', () => {
  test('the footer opens each help article at its own address', async ({ page }) => {
    await page.goto('/');
    const help = (await showFooter(page)).getByRole('navigation', { name: 'Help' });
    await help.getByRole('link', { name: 'Responsible Gaming' }).click();
    await expect(page).toHaveURL(/\/help\/responsible-gaming$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Responsible gaming' })).toBeVisible();
    await expect(page.getByText('Set a budget and a time limit before you play.')).toBeVisible();
    await page.goBack();
    await (await showFooter(page)).getByRole('link', { name: 'Refund Policy' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Refund policy' })).toBeVisible();
  });

  test('the search finds a Vietnamese article, with or without accents', async ({ page }) => {
    await page.goto('/help');
    await page.getByRole('combobox', { name: 'Articles in' }).selectOption({ label: 'Tiếng Việt' });
    await expect(page.getByRole('region', { name: 'Nạp và rút tiền' })).toBeVisible();
    const search = page.getByRole('searchbox', { name: 'Search the help centre' });
    await search.fill('rut tien');
    const result = page.getByRole('link', { name: 'Cách rút tiền thắng' });
    await expect(result).toBeVisible();
    await search.fill('mật khẩu rút tiền');
    await result.click();
    await expect(page).toHaveURL(/\/help\/withdraw$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Cách rút tiền thắng' })).toBeVisible();
  });

  // The help centre's content is the same on /help and /helpmc; axe checks it on the bare page.
  test('/helpmc is the help centre without the layout', async ({ page }) => {
    await page.goto('/helpmc/contact');
    await expect(page.getByRole('heading', { level: 2, name: 'Contact us' })).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await page.getByRole('link', { name: 'How to register an account' }).click();
    await expect(page).toHaveURL(/\/helpmc\/register$/);
    await expectNoViolation(page, { include: '#main-content', bothThemes: true });
  });
});

/** Reads a QR code off the screen, as a phone camera would. */
async function decodeQr(locator: Locator): Promise<string | null> {
  const png = PNG.sync.read(await locator.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data ?? null;
}

test.describe('app download', () => {
  test('/down shows both apps with QR codes that decode to the brand links', async ({ page, request }) => {
    const { value } = (await (await request.get('/wps/system/appDownload')).json()) as {
      value: { releases: Array<{ platform: string; url: string; version: string }> };
    };
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'Android app' }).click();
    await expect(page).toHaveURL(/\/down#android-app$/);
    const android = page.getByRole('article', { name: 'Android app' });
    await expect(android).toBeFocused();
    for (const release of value.releases) {
      const card = page.getByRole('article', {
        name: release.platform === 'IOS' ? 'iOS app' : 'Android app',
      });
      await expect(card.getByText(release.version)).toBeVisible();
      await expect(card.getByRole('heading', { name: 'Installation guide' })).toBeVisible();
      expect(await decodeQr(card.getByRole('img', { name: /QR code/ }))).toBe(release.url);
    }
    await expectNoViolation(page, { include: '#main-content', bothThemes: true });
  });

  test('on a phone the download buttons link straight to the apps', async ({ browser, request }) => {
    const { value } = (await (await request.get('/wps/system/appDownload')).json()) as {
      value: { releases: Array<{ platform: string; url: string }> };
    };
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
    });
    const page = await context.newPage();
    await page.goto('/down');
    // a fresh context loads the page's chunks anew
    await expect(page.getByRole('article', { name: 'iOS app' })).toBeVisible({ timeout: 30_000 });
    const ios = value.releases.find((release) => release.platform === 'IOS');
    await expect(page.getByRole('link', { name: 'Download the iOS app' })).toHaveAttribute(
      'href',
      ios?.url ?? '',
    );
    await expect(page.getByRole('img', { name: /QR code/ })).toHaveCount(0);
    await context.close();
  });
});
