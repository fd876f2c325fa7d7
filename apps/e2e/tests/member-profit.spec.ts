import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { playDemoSpins } from './lobby';
import { test } from './popups';

/** "-₱1,234.50" → -123450 minor units */
const signedMinor = (text: string) => Math.round(Number(text.replace(/[^\d.-]/g, '')) * 100);

async function openProfit(page: Page) {
  await page
    .getByRole('navigation', { name: 'Account menu' })
    .getByRole('button', { name: /^Member centre/ })
    .click();
  await page
    .getByRole('dialog', { name: 'Member centre' })
    .getByRole('link', { name: 'Personal P&L' })
    .click();
  await expect(page).toHaveURL(/\/member\/personalProfit$/);
}

/** The P&L's totals over its default range (the last 7 days) as shown now: bets and net result. */
async function shownTotals(page: Page) {
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  const totals = dialog
    .getByRole('table', { name: 'Net result per day' })
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: 'Total' }) });
  // a member with no bets in the range sees the empty state instead of the tables
  const empty = dialog.getByRole('heading', { name: 'No bets in this range' });
  await expect(totals.or(empty)).toBeVisible();
  if (await empty.isVisible()) return { count: 0, net: 0 };
  const cells = totals.getByRole('cell');
  return {
    count: Number(await cells.nth(0).textContent()),
    net: signedMinor((await cells.nth(4).textContent()) ?? ''),
  };
}

test('a member plays demo rounds and finds them in the personal P&L totals', async ({ page, request }) => {
  // sign-in, the P&L twice and three audited round trips: more than the default budget on two cores
  test.setTimeout(90_000);
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await openProfit(page);
  const before = await shownTotals(page);
  await page.keyboard.press('Escape');

  const { rounds } = await playDemoSpins(page, request, 'demo', { vendor: 2, spins: 3 });
  const net = rounds.reduce((sum, round) => sum + round.payout - round.stake, 0);
  await page.getByRole('button', { name: 'Back' }).click();

  await openProfit(page);
  // the figures shown first may be the cached ones while the page asks again
  await expect.poll(() => shownTotals(page)).toEqual({ count: before.count + 3, net: before.net + net });
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  await expect(dialog.getByRole('img', { name: /^Chart of the net result per day/ })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Net result per category' })).toBeVisible();

  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });
});
