import { expect } from '@playwright/test';
import { signIn } from './accounts';
import { addNotice, addPromotion } from './platform';
import { test } from './popups';

test('a marquee title opens the announcement dialog at that notice', async ({ page }) => {
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Latest announcements' });
  const titles = ticker.getByRole('button');
  await expect(titles.first()).toBeVisible();
  // The ticker scrolls; like a player, point at it first so it pauses under the pointer.
  await ticker.hover();
  const third = (await titles.nth(2).textContent())?.trim() ?? '';
  await titles.nth(2).click();
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('heading', { name: third })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
});

test('a notice carrying script or an onerror attribute executes nothing', async ({ page, request }) => {
  const title = `Security drill ${Date.now()}`;
  await addNotice(request, {
    type: 'PL',
    title,
    content:
      '<p>Read me</p><script>window.__pwned = "script"</script>' +
      '<img src="/nope.png" onerror="window.__pwned = \'onerror\'" alt="x">' +
      '<a href="javascript:window.__pwned=\'href\'">link</a>',
  });
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await page.goto('/');
  const ticker = page.getByRole('region', { name: 'Latest announcements' });
  // The new notice may sit beyond the ticker's visible width, where a pointer never rests on it
  // and the scrolling track never holds still: a keyboard player focuses it (which pauses the
  // ticker) and presses Enter.
  await ticker.getByRole('button', { name: title }).first().focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Announcements' });
  await expect(dialog.getByText('Read me')).toBeVisible();
  await expect(dialog.getByText('link', { exact: true })).toBeVisible();
  expect(await dialog.locator('a[href^="javascript"]').count()).toBe(0);
  await expect(dialog.locator('img[src="/nope.png"]')).toHaveCount(1);
  expect(await dialog.locator('[onerror]').count()).toBe(0);
  expect(await dialog.locator('script').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();

  // a promotion's HTML goes through the same sanitiser, reached from the notice announcing it
  const drill = `Promotion drill ${Date.now()}`;
  const promotionId = await addPromotion(request, {
    title: drill,
    content:
      '<p>Claim me</p><script>window.__pwned = "promo script"</script>' +
      '<img src="/nope.png" onerror="window.__pwned = \'promo onerror\'" alt="y">',
  });
  await addNotice(request, { type: 'PR', title: `${drill} news`, content: '<p>New!</p>', promotionId });
  await page.goto('/noticePage');
  const news = page.getByRole('region', { name: 'Promotion news' });
  await news.getByRole('button', { name: new RegExp(`${drill} news`) }).click();
  await news.getByRole('link', { name: 'See the promotion' }).click();
  await expect(page.getByRole('heading', { level: 1, name: drill })).toBeVisible();
  await expect(page.getByText('Claim me')).toBeVisible();
  expect(await page.locator('main script').count()).toBe(0);
  expect(await page.locator('main [onerror]').count()).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: string }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
});

test.describe('popup announcements', () => {
  test.use({ popups: 'shown' });

  test('a member meets each popup once after sign-in: focus moves into it and back out when it closes', async ({
    page,
  }) => {
    await signIn(page, 'demo', 'Demo1234!');
    const seen: string[] = [];
    // the demo brand's two popups, one after the other
    for (let shown = 0; shown < 2; shown += 1) {
      const popup = page.getByRole('dialog');
      await expect(popup.getByRole('checkbox', { name: "Don't show again today" })).toBeVisible();
      await expect(popup.locator(':focus')).toHaveCount(1);
      const title = (await popup.getByRole('heading').first().textContent()) ?? '';
      seen.push(title);
      // the holiday popup announces the deposit raffle and links to it; the welcome announces none
      await expect(popup.getByRole('link', { name: 'See the promotion' })).toHaveCount(
        title === 'Holiday deposit bonus is live' ? 1 : 0,
      );
      await popup.getByRole('button', { name: 'Got it' }).click();
      await expect(page.getByRole('dialog', { name: title })).toHaveCount(0);
    }
    expect(seen.sort()).toEqual(['Holiday deposit bonus is live', 'Welcome to Marquee Demo']);
    // closed, the focus is back on the page, not left in a dialog that is gone
    expect(await page.evaluate(() => document.activeElement?.closest('[role="dialog"]') ?? null)).toBeNull();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Marquee' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // the promotion news: a notice without a running promotion has no link, one with it leads there
    await page.goto('/noticePage');
    const news = page.getByRole('region', { name: 'Promotion news' });
    await news.getByRole('button', { name: /Refer a friend and earn together/ }).click();
    await expect(news.getByRole('heading', { name: 'Refer a friend and earn together' })).toBeVisible();
    await expect(news.getByRole('link', { name: 'See the promotion' })).toHaveCount(0);
    await news.getByRole('button', { name: 'Back to list' }).click();
    await news.getByRole('button', { name: /Welcome bonus: 100% on your first deposit/ }).click();
    await news.getByRole('link', { name: 'See the promotion' }).click();
    await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'First deposit bonus' })).toBeVisible();
    await expect(page.getByText('Once per member.')).toBeVisible();
  });
});
