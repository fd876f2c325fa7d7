import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectSignedIn, registerNewMember, signIn, signOut } from './accounts';
import { expectNoViolation } from './axe';
import { minorUnits, playDemoSpins } from './lobby';
import { test } from './new-visitor';
import { clockOffset, setClockOffset } from './platform';

const ROUNDS = 4;
/** The demo brand's level-1 rebate rate on slots, in basis points (reference/vip-levels.ts). */
const SLOTS_RATE_BPS = 30;
const MANILA_MS = 8 * 3_600_000;

const headerBalance = (page: Page) => page.getByRole('button', { name: 'Refresh balance' });
const money = (minor: number) =>
  `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** The platform's now (its clock may be moved) and the brand day (Manila, UTC+8 all year) it falls in. */
async function platformNow(request: APIRequestContext) {
  const res = await request.get('/__dev/clock');
  const now = Date.parse(((await res.json()) as { value: { now: string } }).value.now);
  return { now, day: new Date(now + MANILA_MS).toISOString().slice(0, 10) };
}

async function openMemberCentrePage(page: Page, link: RegExp | string) {
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  if (!(await dialog.isVisible()))
    await page
      .getByRole('navigation', { name: 'Account menu' })
      .getByRole('button', { name: /^Member centre/ })
      .click();
  await dialog
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('link', { name: link })
    .click();
  return dialog;
}

test('the daily rebate of a day played shows in the reward centre, is claimed and must be wagered', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  // registering, four audited rounds, a second sign-in and three pages checked in both themes
  test.setTimeout(120_000);
  const username = await registerNewMember(page, request, { prefix: 'rwd' });
  const offset = await clockOffset(request);
  try {
    const { day } = await platformNow(request);
    const { rounds } = await playDemoSpins(page, request, username, {
      vendor: 0,
      spins: ROUNDS,
      topStake: true,
    });
    const validBet = rounds.reduce((sum, round) => sum + round.stake, 0);
    const rebate = Math.floor((validBet * SLOTS_RATE_BPS) / 10_000);
    expect(rebate).toBeGreaterThanOrEqual(100);
    await page.getByRole('button', { name: 'Back' }).click();
    await signOut(page);

    // a minute into the next brand day; the session would not outlive the jump, so sign in again
    const { now } = await platformNow(request);
    const nextDay = Date.parse(`${day}T00:00:00Z`) - MANILA_MS + 24 * 3_600_000;
    await setClockOffset(request, offset + (nextDay + 60_000 - now));
    const run = await request.post('/__dev/rebate', { data: { day } });
    expect(run.ok()).toBe(true);
    // from the address it registered from: a sign-in from a new one asks for a second factor
    await page.context().setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    await signIn(page, username, 'Secret123');
    await expectSignedIn(page);
    // the header's balance is empty until its query answers
    await expect(headerBalance(page)).toHaveText(/\d/);
    const before = minorUnits((await headerBalance(page).textContent()) ?? '');

    // the navigation's Reward centre opens the page, its menu entry carrying the badge
    await page
      .getByRole('navigation', { name: 'Games' })
      .getByRole('button', { name: 'Reward centre' })
      .click();
    await expect(page).toHaveURL(/\/member\/rewardCenter$/);
    const dialog = page.getByRole('dialog', { name: 'Member centre' });
    // the rebate, and the reward of today's sign-in mission (completed by signing in again)
    await expect(dialog.getByRole('link', { name: /^Reward centre/ })).toContainText('2 to claim');
    const row = dialog
      .getByRole('table', { name: 'Rewards waiting to be claimed' })
      .getByRole('row')
      .filter({ hasText: 'Daily rebate' });
    await expect(row).toContainText(`Valid bets of ${day}`);
    await expect(row).toContainText(`Slots: ${money(validBet)} × 0.30%`);
    await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });
    await row.getByRole('button', { name: `Claim Daily rebate of ${money(rebate)}` }).click();
    await expect(dialog.getByText(`${money(rebate)} has been credited to your balance.`)).toBeVisible();
    await expect
      .poll(async () => minorUnits((await headerBalance(page).textContent()) ?? ''))
      .toBe(before + rebate);
    await expect(row).toHaveCount(0);
    await expect(dialog.getByRole('link', { name: /^Reward centre/ })).toContainText('1 to claim');

    await openMemberCentrePage(page, 'Bonus details');
    const bonus = dialog
      .getByRole('table', { name: 'Your bonuses' })
      .getByRole('row')
      .filter({ hasText: 'Daily rebate' });
    await expect(bonus).toContainText('Active');
    await expect(bonus).toContainText(`₱0.00 of ${money(rebate)}`);
    await expect(bonus.getByRole('progressbar')).toHaveAttribute('value', '0');
    await expect(dialog.getByText(`Wagering left before you can withdraw: ${money(rebate)}`)).toBeVisible();
    await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

    await openMemberCentrePage(page, 'Withdraw');
    const wagering = dialog.getByRole('definition').filter({ hasText: money(rebate) });
    await expect(dialog.getByRole('term').filter({ hasText: 'Wagering left' })).toBeVisible();
    await expect(wagering.first()).toBeVisible();
  } finally {
    await setClockOffset(request, offset);
  }
});
