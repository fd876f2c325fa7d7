import { devices, expect, type Page, test } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { gameGrid } from './lobby';
import { memberCentre } from './member-centre';

// A phone's screen, touch and user agent, inside the first platform's one worker: a journey beside
// it may move that platform's clock by months (accounts), which would expire demo's password mid-way.
test.use({
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  userAgent: devices['Pixel 7'].userAgent,
});

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

/** The name of a game card wholly on the screen, clear of the sticky header and the bottom bar. */
const gameInView = (page: Page) =>
  page.evaluate(() => {
    const card = [...document.querySelectorAll<HTMLElement>('.mq-game-card__name')].find((name) => {
      const box = name.getBoundingClientRect();
      return box.top > 160 && box.bottom < window.innerHeight - 120;
    });
    return card?.textContent?.trim() ?? '';
  });

/**
 * The phone layout of the page shown: a header of one row at most 64 px high, the bottom bar, no
 * sideways scrolling of the page, and no text of the header or of a navigation cut by a box that
 * clips it (ellipsis aside) or running off the screen (a chip row that scrolls aside).
 */
async function expectPhoneLayout(page: Page): Promise<void> {
  // the app's own layout (the prerendered first screen has no bottom bar), so measured once in place
  await expect(bottomBar(page)).toBeVisible();
  const header = await page.getByRole('banner').boundingBox();
  expect(header?.height).toBeLessThanOrEqual(64);
  const layout = await page.evaluate(() => {
    const scrolls = (element: Element) => /auto|scroll/.test(getComputedStyle(element).overflowX);
    const cut: string[] = [];
    for (const element of document.querySelectorAll('header *, nav *')) {
      const ownText = [...element.childNodes].some((node) => node.nodeType === 3 && node.textContent?.trim());
      const rect = element.getBoundingClientRect();
      // visually hidden texts are 1 px boxes on purpose
      if (!ownText || rect.width <= 1 || !(element instanceof HTMLElement)) continue;
      const style = getComputedStyle(element);
      const clipped =
        !/visible/.test(style.overflowX) &&
        style.textOverflow !== 'ellipsis' &&
        element.scrollWidth > element.clientWidth + 1;
      let inScroller = false;
      for (let parent = element.parentElement; parent && !inScroller; parent = parent.parentElement)
        inScroller = scrolls(parent);
      const offScreen = !inScroller && (rect.left < -1 || rect.right > window.innerWidth + 1);
      if (clipped || offScreen) cut.push(element.textContent ?? '');
    }
    const scroller = document.scrollingElement as Element;
    return { sideways: scroller.scrollWidth - window.innerWidth, cut };
  });
  expect(layout.sideways).toBeLessThanOrEqual(0);
  expect(layout.cut).toEqual([]);
}

test('on a phone: the one-row header, the bottom bar and the menu; sign in, a game, the deposit form and the member centre', async ({
  page,
}) => {
  await page.goto('/');
  await expectPhoneLayout(page);
  await expect(bottomBar(page).getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

  const menuButton = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
  await menuButton.click();
  const sheet = page.getByRole('dialog', { name: 'Main menu' });
  await expect(sheet.getByRole('button', { name: 'Customer service' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(menuButton).toBeFocused();

  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await expectPhoneLayout(page);

  await bottomBar(page).getByRole('link', { name: 'Games' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect(gameGrid(page).getByRole('button').first()).toBeVisible();
  // a game chosen far down the list: its view starts at the top, and Back returns to the list there
  await page.evaluate(() => window.scrollTo(0, 2000));
  await expect.poll(() => gameInView(page)).not.toBe('');
  const name = await gameInView(page);
  const listPosition = await page.evaluate(() => window.scrollY);
  expect(listPosition).toBeGreaterThan(1500);
  await gameGrid(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?/);
  // the focused view: the game right under a slim bar, its Spin button on the first screen
  const frame = page.locator(`iframe[title="${name}"]`);
  await expect(frame).toBeVisible();
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
  expect((await frame.boundingBox())?.y).toBeLessThan(80);
  await expect(
    page.frameLocator(`iframe[title="${name}"]`).getByRole('button', { name: 'Spin' }),
  ).toBeInViewport();
  await expect(bottomBar(page)).toBeHidden();
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

  const view = page.getByRole('region', { name });
  await view.getByRole('button', { name: 'Deposit' }).click();
  const dialog = memberCentre(page);
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await expect(dialog.getByLabel('Amount', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deposit now' })).toBeVisible();
  // a full-screen page on a phone: its back arrow leaves it for where the player came from
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();
  await view.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/rng$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(listPosition);

  await bottomBar(page)
    .getByRole('link', { name: /^Account/ })
    .click();
  // the member centre's list of pages first on a phone, each page then alone
  await expect(page).toHaveURL(/\/member$/);
  await dialog.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  await expect(dialog.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
});
