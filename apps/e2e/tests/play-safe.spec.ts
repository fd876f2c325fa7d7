import { expect, type Page } from '@playwright/test';
import { registerNewMember, signIn } from './accounts';
import { expectNoViolation } from './axe';
import {
  gameGrid,
  minorUnits,
  openSlotVendor,
  playDemoSpins,
  roundsSince,
  signedMinorUnits,
  walletAudit,
} from './lobby';
import { fillTwoBetSlip } from './lottery';
import { memberCentre, payByGCash } from './member-centre';
import { test } from './new-visitor';
import { clockOffset, setClockOffset, startOfSlot } from './platform';

const DAY = 24 * 60 * 60_000;

/** A day and a minute on the platform's clock: past a raise's wait or a 24-hour time-out. The idle session ends with it. */
async function aDayLater(page: Page, request: Parameters<typeof setClockOffset>[0], username: string) {
  await setClockOffset(request, (await clockOffset(request)) + DAY + 60_000);
  await signIn(page, username, 'Secret123');
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
}

test('play safe: a deposit limit set at registration refuses what is over it, a raise waits a day; a time-out closes play, deposits and the lottery with its end, withdraw and my activity stay open, and play opens again after it', async ({
  page,
  request,
}) => {
  // registration with an SMS code, three payment pages, two days on the test clock, a game and its own window
  test.setTimeout(270_000);
  // the registration's optional step, two limits in one call: a daily deposit limit of 1,000 and a
  // monthly wager limit far above what this journey stakes
  const username = await registerNewMember(page, request, {
    prefix: 'ps',
    dailyDepositLimit: '1000',
    monthlyWagerLimit: '100000',
  });
  const dialog = memberCentre(page);

  await page.goto('/member/playSafeLimits');
  const limits = dialog.getByRole('region', { name: 'Your limits' });
  const deposit = limits.getByRole('listitem').filter({ hasText: 'Deposit limit · daily' });
  await expect(deposit).toContainText('₱1,000.00');
  await expect(limits.getByRole('listitem').filter({ hasText: 'Wager limit · monthly' })).toContainText(
    '₱100,000.00',
  );
  const form = dialog.getByRole('form', { name: 'Set a limit' });
  await form.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit · daily' });
  await form.getByLabel('Amount', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(form.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true, label: 'play safe limits' });

  await page.goto('/member/depositv2');
  await payByGCash(page, dialog, '800');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Deposit credited: ₱800.00 is in your balance',
  );
  // the second deposit would pass the limit: refused before any payment page, with what is left
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await dialog.getByLabel('Amount', { exact: true }).fill('300');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(/Your deposit limit leaves ₱200\.00 until/)).toBeVisible();
  await expect(dialog.getByLabel('Amount', { exact: true })).toHaveValue('300');

  // a raise waits a day, shown with its date, and is confirmed only then
  await page.goto('/member/playSafeLimits');
  await form.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit · daily' });
  await form.getByLabel('Amount', { exact: true }).fill('2000');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(dialog.getByText('A higher limit waits before you can confirm it')).toBeVisible();
  await expect(deposit).toContainText(/Raise to ₱2,000\.00 waiting: you can confirm it from \w+ \d+, \d{4}/);
  await expect(deposit.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);
  await aDayLater(page, request, username);
  await page.goto('/member/playSafeLimits');
  await deposit.getByRole('button', { name: 'Confirm change' }).click();
  await expect(deposit).toContainText('₱2,000.00');
  await expect(deposit).not.toContainText('waiting');
  // over the old limit in one deposit: the raised one is in force
  await page.goto('/member/depositv2');
  await payByGCash(page, dialog, '1100');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Deposit credited: ₱1,100.00 is in your balance',
  );

  // the reality check's page, as the game frame offers it
  await page.goto('/member/playSafeRealityCheck');
  await expect(dialog.getByRole('heading', { level: 2, name: 'Reality check' })).toBeVisible();
  await expectNoViolation(page, {
    include: '[role="dialog"]',
    bothThemes: true,
    label: 'reality check page',
  });

  // a 24-hour time-out, with the password and a confirmation that says what it does
  await page.goto('/member/playSafeBreak');
  const breakForm = dialog.getByRole('form', { name: 'Take a break' });
  await breakForm.getByLabel('How long').selectOption({ label: 'Time-out: 24 hours' });
  await breakForm.getByLabel('Your password').fill('Secret123');
  await breakForm.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Time-out: 24 hours' });
  await expect(confirm).toContainText('It cannot be undone.');
  await expectNoViolation(page, { bothThemes: true, label: 'time-out confirmation' });
  await confirm.getByRole('button', { name: 'Start now' }).click();
  // every session ends with it, this one too: the player is told until when and lands on the login
  // page, and signs in again to an account that shows balance and records and withdraws
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    /Your time-out has started and lasts until .+\. You have been signed out on every device\./,
  );
  await expect(page).toHaveURL(/\/login/);
  await signIn(page, username, 'Secret123');
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await page.goto('/member/playSafeBreak');
  await expect(dialog.getByText(/You are in a time-out until/)).toBeVisible();

  const closed = /Your account is closed to play until \d{4}-\d\d-\d\d \d\d:\d\d/;
  await page.goto('/member/depositv2');
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await dialog.getByLabel('Amount', { exact: true }).fill('100');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(closed)).toBeVisible();
  // a game
  await page.goto('/');
  await openSlotVendor(page);
  const grid = gameGrid(page);
  const name = (await grid.locator('.mq-game-card__name').first().textContent()) ?? '';
  await grid.getByRole('button', { name, exact: true }).click();
  const refused = page.getByRole('dialog', { name: 'The game could not be started' });
  await expect(refused).toContainText(closed);
  // and the lottery, at the start of a draw's slot so only the time-out can refuse the bet
  await startOfSlot(request);
  await page.goto('/lottery?gameCode=VNF5&playType=LO2');
  await fillTwoBetSlip(page, '₱10.00');
  await page.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(page.getByText(closed).first()).toBeVisible();
  // what is the member's own stays reachable: the withdraw page with the balance
  await page.goto('/member/withdraw');
  await expect(dialog.getByText('Withdrawable')).toBeVisible();
  // and the member's activity from the ledger: each day's deposits
  await page.goto('/member/playSafeActivity');
  await expect(dialog.getByRole('heading', { level: 2, name: 'My activity' })).toBeVisible();
  await dialog.getByLabel('Show per').selectOption({ label: 'Day' });
  await expect(dialog.getByRole('cell', { name: '₱1,100.00' })).toBeVisible();
  await expect(dialog.getByRole('cell', { name: '₱800.00' })).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true, label: 'my activity' });

  // a day later the time-out is over: a round of the demo slot is played and in the ledger
  await aDayLater(page, request, username);
  const spun = await playDemoSpins(page, request, username, { vendor: 0, spins: 1 });
  expect(spun.rounds).toHaveLength(1);

  // the game in its own window, as a POPUP game opens (`&window=1`): the session row with the net
  // position bar and the reality check that pauses play cover it there too
  const opened = page.waitForEvent('popup');
  await page.evaluate(() => window.open(`${location.pathname}${location.search}&window=1`, '_blank'));
  const popup = await opened;
  const bar = popup.getByRole('region', { name: 'This session' });
  const check = bar.getByRole('combobox', { name: 'Reality check' });
  await check.selectOption({ label: 'Every 10 min' });
  await expect(check).toBeEnabled();
  const game = popup.frameLocator(`iframe[title="${spun.name}"]`);
  await expect(game.getByRole('status', { name: 'Balance' })).toHaveText(/\d/);
  const before = await walletAudit(request, username);
  await setClockOffset(request, (await clockOffset(request)) + 10 * 60_000);
  await game.getByRole('button', { name: 'Spin' }).click();
  const reminder = popup.getByRole('dialog', { name: 'Reality check' });
  await expect(reminder).toBeVisible();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeDisabled();
  const played = roundsSince(before, await walletAudit(request, username));
  expect(played).toHaveLength(1);
  const net = played[0]!.payout - played[0]!.stake;
  const barNet = bar.getByText('Net since this game opened').locator('..');
  await expect.poll(async () => signedMinorUnits((await barNet.textContent()) ?? '')).toBe(net);
  // the reminder's figures are this sign-in session's, from the ledger: the spin before and this round
  const session = [...spun.rounds, ...played];
  const figure = (term: string) =>
    reminder.locator('dt', { hasText: term }).locator('xpath=following-sibling::dd[1]');
  await expect
    .poll(async () => minorUnits((await figure('Stakes').textContent()) ?? ''))
    .toBe(session.reduce((sum, round) => sum + round.stake, 0));
  await expect
    .poll(async () => signedMinorUnits((await figure('Net result').textContent()) ?? ''))
    .toBe(session.reduce((sum, round) => sum + round.payout - round.stake, 0));
  await expectNoViolation(popup, {
    include: '[role="dialog"]',
    bothThemes: true,
    label: 'reality check reminder',
  });
  // "stop playing" in the game's own window closes it: there is no page behind it to go back to
  const windowClosed = popup.waitForEvent('close');
  await reminder.getByRole('button', { name: 'Stop playing' }).click();
  await windowClosed;
});
