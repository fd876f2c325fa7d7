import { expect } from '@playwright/test';
import { visit } from './accessibility-sweep';
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
import { memberCentre, payByGCash, requestWithdrawal, setUpWithdrawals } from './member-centre';
import { test } from './new-visitor';
import { clockOffset, setClockOffset, startOfSlot } from './platform';

const DAY = 24 * 60 * 60_000;

test('play safe: a deposit limit set at registration refuses what is over it, a raise waits a day; a time-out closes play, deposits and the lottery with its end while a withdrawal goes through and my activity shows it, and play opens again after it', async ({
  page,
  request,
}) => {
  // registration with an SMS code, two payment pages, a day on the test clock, a game and its own window
  test.setTimeout(270_000);
  // the registration's optional step, two limits in one call: a daily deposit limit of 1,000 and a
  // monthly wager limit far above what this journey stakes
  const username = await registerNewMember(page, request, {
    prefix: 'ps',
    dailyDepositLimit: '1000',
    monthlyWagerLimit: '100000',
  });
  const dialog = memberCentre(page);
  const link = (name: string) => dialog.getByRole('link', { name, exact: true });
  // what the withdrawal during the time-out needs, set while the account is open
  await visit(page, '/member/securityCenter');
  await setUpWithdrawals(dialog);

  await link('Limits').click();
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

  // a raise waits a day, shown with its date; the day of the time-out below on the test clock is
  // also its wait, and the deposits after it show the limit in force until the raise is confirmed
  await form.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit · daily' });
  await form.getByLabel('Amount', { exact: true }).fill('2000');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(dialog.getByText('A higher limit waits before you can confirm it')).toBeVisible();
  await expect(deposit).toContainText(/Raise to ₱2,000\.00 waiting: you can confirm it from \w+ \d+, \d{4}/);
  await expect(deposit.getByRole('button', { name: 'Confirm change' })).toHaveCount(0);

  // the reality check's page, as the game frame offers it
  await link('Reality check').click();
  await expect(dialog.getByRole('heading', { level: 2, name: 'Reality check' })).toBeVisible();
  await expectNoViolation(page, {
    include: '[role="dialog"]',
    bothThemes: true,
    label: 'reality check page',
  });

  // a 24-hour time-out, with the password and a confirmation that says what it does
  await link('Time-out and self-exclusion').click();
  const breakForm = dialog.getByRole('form', { name: 'Take a break' });
  await breakForm.getByLabel('How long').selectOption({ label: 'Time-out: 24 hours' });
  await breakForm.getByLabel('Your password').fill('Secret123');
  await breakForm.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Time-out: 24 hours' });
  await expect(confirm).toContainText('It cannot be undone.');
  await expectNoViolation(page, {
    include: '[role="dialog"]',
    bothThemes: true,
    label: 'time-out confirmation',
  });
  await confirm.getByRole('button', { name: 'Start now' }).click();
  // every session ends with it, this one too: the player is told until when and lands on the login
  // page, and signs in again to an account that shows balance and records and withdraws
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    /Your time-out has started and lasts until .+\. You have been signed out on every device\./,
  );
  await signIn(page, username, 'Secret123', { onLoginPage: true });
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible();

  const closed = /Your account is closed to play until \d{4}-\d\d-\d\d \d\d:\d\d/;
  // a game
  await openSlotVendor(page);
  const grid = gameGrid(page);
  const name = (await grid.locator('.mq-game-card__name').first().textContent()) ?? '';
  await grid.getByRole('button', { name, exact: true }).click();
  const refused = page.getByRole('dialog', { name: 'The game could not be started' });
  await expect(refused).toContainText(closed);
  // focus inside shows the dialog's effects have run, its Escape listener among them: a dialog is
  // painted before they run
  await expect.poll(() => refused.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(refused).toHaveCount(0);
  // the lottery, at the start of a draw's slot so only the time-out can refuse the bet
  await startOfSlot(request);
  await visit(page, '/lottery?gameCode=VNF5&playType=LO2');
  await fillTwoBetSlip(page, '₱10.00');
  await page.getByRole('button', { name: 'Confirm bet' }).click();
  await expect(page.getByText(closed).first()).toBeVisible();
  // and a deposit
  await visit(page, '/member/playSafeBreak');
  await expect(dialog.getByText(/You are in a time-out until/)).toBeVisible();
  await link('Deposit').click();
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await dialog.getByLabel('Amount', { exact: true }).fill('100');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(closed)).toBeVisible();

  // what is the member's own stays theirs: a withdrawal goes through, its record shows, and the
  // balance and the ledger are less by exactly its amount (of a new member's 10,000: no deposit yet,
  // which would first have to be wagered once)
  await link('Withdraw').click();
  await expect(dialog.getByText('Withdrawable')).toBeVisible();
  const funded = await walletAudit(request, username);
  expect(funded.balance).toBe(1_000_000);
  await requestWithdrawal(page, '500');
  await expect(
    dialog.getByRole('table', { name: 'Recent withdrawals' }).getByRole('row').filter({ hasText: '₱500.00' }),
  ).toContainText('Under review');
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveText('₱9,500.00');
  const withdrawn = await walletAudit(request, username);
  expect(withdrawn.balance).toBe(funded.balance - 50_000);
  expect(withdrawn.ledgerSum).toBe(withdrawn.balance);
  // and the member's activity from the ledger: the day's withdrawal, no deposit beside it
  await link('My activity').click();
  await expect(dialog.getByRole('heading', { level: 2, name: 'My activity' })).toBeVisible();
  await dialog.getByLabel('Show per').selectOption({ label: 'Day' });
  await expect(
    dialog
      .getByRole('row')
      .filter({ hasText: /₱0\.00\s*₱500\.00/ })
      .first(),
  ).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true, label: 'my activity' });

  // a day later the time-out is over (the idle session with it) and the raise may be confirmed:
  // until it is, the limit in force is the old one
  await setClockOffset(request, (await clockOffset(request)) + DAY + 60_000);
  await signIn(page, username, 'Secret123');
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
  await visit(page, '/member/depositv2');
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

  await link('Limits').click();
  await deposit.getByRole('button', { name: 'Confirm change' }).click();
  await expect(deposit).toContainText('₱2,000.00');
  await expect(deposit).not.toContainText('waiting');
  // the same deposit now goes through: ₱1,100.00 in the day, over the old limit
  await link('Deposit').click();
  await payByGCash(page, dialog, '300');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Deposit credited: ₱300.00 is in your balance',
  );
  // and play works again: a round of the demo slot is played and in the ledger
  await visit(page, '/');
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
