import { expect, type Page, test } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { gameGrid } from './lobby';
import { memberCentre } from './member-centre';

const bottomBar = (page: Page) => page.getByRole('navigation', { name: 'Quick links' });

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
  const game = gameGrid(page).getByRole('button').first();
  const name = ((await game.textContent()) ?? '').trim();
  await game.click();
  await expect(page).toHaveURL(/\/game\?/);
  await expect(page.locator(`iframe[title="${name}"]`)).toBeVisible();

  await bottomBar(page).getByRole('link', { name: 'Deposit' }).click();
  const dialog = memberCentre(page);
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  await expect(dialog.getByLabel('Amount', { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Deposit now' })).toBeVisible();
  // a full-screen page on a phone: its back arrow leaves it for where the player came from
  await dialog.getByRole('button', { name: 'Back' }).click();
  await expect(dialog).toBeHidden();

  await bottomBar(page)
    .getByRole('link', { name: /^Account/ })
    .click();
  // the member centre's list of pages first on a phone, each page then alone
  await expect(page).toHaveURL(/\/member$/);
  await dialog.getByRole('link', { name: 'My account' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  await expect(dialog.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
});
