import { readFileSync } from 'node:fs';
import { expect, type Locator } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { playDemoSpins, walletAudit } from './lobby';
import { memberCentre } from './member-centre';
import { test } from './new-visitor';
import { startOfSlot } from './platform';

// The records count days in the brand's zone (Asia/Manila); the player's device is on UTC, eight
// hours behind (on the day before from 16:00 UTC), and the pages must still ask for the brand's today
// and write every time as the brand's clock reads it.
test.use({ timezoneId: 'UTC' });

/** "-₱1,234.56" → -123456 minor units */
function minor(text: string): number {
  const value = Math.round(Number(text.replace(/[^\d.]/g, '')) * 100);
  return /[-−]/.test(text) ? -value : value;
}

/** The text of column `index` in every body row of a records table. */
async function column(table: Locator, index: number): Promise<string[]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows, at) => rows.map((row) => row.children[at]?.textContent?.trim() ?? ''), index);
}

/** The brand's today as the betting record writes a date in English ("Nov 29, 2026"). */
function brandDate(): string {
  return new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'Asia/Manila' }).format(new Date());
}

/** "YYYY-MM-DD" of the brand's today (Manila) shifted by `days`. */
function brandDay(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date());
  return new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

test('records: the rounds and a lottery bet in the betting record, the ledger in the account record and its CSV', async ({
  page,
  request,
}) => {
  const username = await registerNewMember(page, request, { prefix: 'rec' });

  // three demo rounds
  const { name } = await playDemoSpins(page, request, username, { vendor: 0, spins: 3 });

  // one lottery bet of ₱5 on 07, early in a fast draw's slot so betting is open
  await startOfSlot(request);
  await page.goto('/lottery?gameCode=VNF5&playType=LO2');
  await expect(page.getByRole('heading', { level: 1, name: 'Fast Lottery 5 Min' })).toBeVisible();
  await page.getByRole('group', { name: 'Number board' }).getByRole('button', { name: /^07/ }).click();
  await page
    .getByRole('group', { name: 'Stake chips' })
    .getByRole('button', { name: '5', exact: true })
    .click();
  await page.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(page.getByText(/bets? placed/)).toBeVisible();
  const audit = await walletAudit(request, username);
  const roundStakes = audit.bets.reduce((sum, bet) => sum + bet.stake, 0);
  const roundPayouts = audit.bets.reduce((sum, bet) => sum + bet.payout, 0);

  // betting record: today's three rounds and the bet, and totals that add up the rows shown
  await page.goto('/member/personalHistoryCopy');
  const dialog = memberCentre(page);
  await expect(dialog.getByRole('heading', { level: 2, name: 'Betting record' })).toBeVisible({
    timeout: 30_000,
  });
  const bets = dialog.getByRole('table', { name: 'Betting record' });
  await expect(bets.locator('tbody tr')).toHaveCount(4);
  await expect(bets).not.toHaveAttribute('aria-busy', 'true');
  const games = await bets.locator('.mq-mc-records__game').allTextContents();
  expect(games.filter((game) => game === name)).toHaveLength(3);
  expect(games).toContain('Fast Lottery 5 Min');
  // today's rows are the brand's today, so written, on a device whose own day may be the one before
  for (const time of await column(bets, 0)) expect(time.startsWith(`${brandDate()},`)).toBe(true);
  // every column fits a laptop's width: the table does not scroll sideways
  // the table's own scrolling box
  const region = bets.locator('xpath=ancestor::section[1]');
  expect(await region.evaluate((box) => box.scrollWidth <= box.clientWidth)).toBe(true);
  const stakes = (await column(bets, 2)).map(minor);
  const payouts = (await column(bets, 4)).map(minor);
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  expect(sum(stakes)).toBe(roundStakes + 500);
  expect(sum(payouts)).toBe(roundPayouts);
  const totals = bets.locator('tfoot tr');
  await expect(totals.getByRole('rowheader')).toHaveText('Total');
  const totalCells = await totals.locator('th, td').allTextContents();
  expect(minor(totalCells[2] ?? '')).toBe(sum(stakes));
  expect(minor(totalCells[4] ?? '')).toBe(sum(payouts));
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

  // the game opens its details, named by the game and its round: the lottery bet's numbers
  await bets.getByRole('button', { name: /^Fast Lottery 5 Min .* · Round / }).click();
  const details = page.getByRole('dialog', { name: /^Fast Lottery 5 Min, round / });
  await expect(details.getByText('Numbers').locator('xpath=following-sibling::dd[1]')).toHaveText('07');
  await expect(details.getByText('Stake').locator('xpath=following-sibling::dd[1]')).toHaveText('₱5.00');
  await details.getByRole('button', { name: 'Close' }).click();
  await expect(details).toHaveCount(0);

  // account record: the newest entry's balance after is the header's balance
  await dialog
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('link', { name: 'Account record' })
    .click();
  await expect(page).toHaveURL(/\/member\/transactionHistory$/);
  const entries = dialog.getByRole('table', { name: 'Account record' });
  // the table is busy while its rows are placeholders
  await expect(entries).toBeVisible();
  await expect(entries).not.toHaveAttribute('aria-busy', 'true');
  const newestAfter = (await column(entries, 3))[0] ?? '';
  expect(minor(newestAfter)).toBe(audit.balance);
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveText(newestAfter);
  const allTypes = await column(entries, 1);
  expect(allTypes).toEqual(expect.arrayContaining(['Bet', 'Bonus']));
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

  // the type filter narrows the rows to the four stakes
  const filters = dialog.getByRole('form', { name: 'Filters' });
  await filters.getByLabel('Type').selectOption({ label: 'Bet' });
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(entries.locator('tbody tr')).toHaveCount(4);
  await expect(entries).not.toHaveAttribute('aria-busy', 'true');
  expect(new Set(await column(entries, 1))).toEqual(new Set(['Bet']));
  const shownAmounts = (await column(entries, 2)).map(minor);
  const shownAfter = (await column(entries, 3)).map(minor);
  expect(sum(shownAmounts)).toBe(-(roundStakes + 500));

  // the CSV holds the filtered rows, in the same order
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^account-record-\d{4}-\d{2}-\d{2}-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = readFileSync(await download.path(), 'utf8').replace(/^\uFEFF/, '');
  const [heading, ...lines] = csv.trimEnd().split('\r\n');
  expect(heading).toBe('Time,Type,Type,Amount,Balance after,Reference');
  const cells = lines.map((line) => line.split(','));
  expect(cells.map((row) => row[1])).toEqual(['Bet', 'Bet', 'Bet', 'Bet']);
  expect(cells.map((row) => Math.round(Number(row[3]) * 100))).toEqual(shownAmounts);
  expect(cells.map((row) => Math.round(Number(row[4]) * 100))).toEqual(shownAfter);

  // a range reaching past 90 days back, then an end before the start: translated, nothing asked
  const from = filters.getByLabel('From');
  const to = filters.getByLabel('To');
  await from.fill(brandDay(-91));
  await expect(filters.getByRole('alert')).toHaveText('Records go back at most 90 days');
  await from.fill(brandDay(0));
  await to.fill(brandDay(-1));
  await expect(filters.getByRole('alert')).toHaveText('The end date is before the start date');
  await filters.getByRole('button', { name: 'Search' }).click();
  await expect(filters.getByRole('alert')).toHaveText('The end date is before the start date');
  await expect(entries.locator('tbody tr')).toHaveCount(4);
});
