import { writeFileSync } from 'node:fs';
import { expect } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { walletAudit } from './lobby';
import { accountMenu, memberCentre, requestWithdrawal, setUpWithdrawals } from './member-centre';
import { test } from './new-visitor';
import { operatorCli } from './operator-cli';
import { clockOffset, setClockOffset } from './platform';

const MINUTE = 60_000;
/** A 1×1 PNG: the platform checks the proof by its content, not its name. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

test('withdraw: refused input, operator approval, a payout reported not received, another received by the clock', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const username = await registerNewMember(page, request, { prefix: 'wd' });

  // what a withdrawal needs: real name, payment password, a bank account in that name
  await page.goto('/member/securityCenter');
  const dialog = memberCentre(page);
  await setUpWithdrawals(dialog);

  await dialog.getByRole('link', { name: 'Withdraw', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/withdraw$/);
  const form = dialog.getByRole('form', { name: 'Withdrawal form' });
  const amount = form.getByLabel('Amount', { exact: true });
  const password = form.getByLabel('Payment password');
  await expect(dialog.getByText('Withdrawable').locator('..')).toContainText('₱10,000.00');
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

  // over the balance, then a wrong payment password: each on its field, the form keeps the values
  await amount.fill('10000.01');
  await password.fill('123456');
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(form.getByText('The amount is above what you can withdraw')).toBeVisible();
  await expect(amount).toHaveValue('10000.01');
  await amount.fill('1000');
  await password.fill('654321');
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  await expect(password).toHaveAccessibleDescription('Incorrect payment password');
  await expect(amount).toHaveValue('1000');
  await expect(password).toHaveValue('654321');
  expect((await walletAudit(request, username)).balance).toBe(1_000_000);

  const first = await requestWithdrawal(page, '1000');
  const orders = dialog.getByRole('table', { name: 'Recent withdrawals' });
  // the table shows amounts, not order numbers; the two withdrawals differ in amount
  const firstRow = orders.getByRole('row').filter({ hasText: '₱1,000.00' });
  await expect(firstRow).toContainText('Under review');
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveText('₱9,000.00');

  await operatorCli('withdrawals', 'approve', first);
  // the member comes back to the page: the payout and its message are there
  await page.reload();
  await expect(firstRow).toContainText('Paid out');
  const messagesEntry = dialog.getByRole('link', { name: /^Platform information/ });
  await expect(messagesEntry).toContainText('1 unread');
  await expect(
    accountMenu(page).getByRole('button', { name: 'Member centre 1 unread messages' }),
  ).toBeVisible();

  await firstRow.getByRole('button', { name: `Not received ${first}` }).click();
  const report = dialog.getByRole('form', { name: 'Report a payout not received' });
  const proof = test.info().outputPath('proof.png');
  writeFileSync(proof, PNG);
  await report.getByLabel('Proof image (PNG or JPG, at most 5 MB)').setInputFiles(proof);
  await report.getByRole('button', { name: 'Send report' }).click();
  await expect(firstRow).toContainText('Not received');

  // a second payout left unconfirmed counts as received once the brand's 30 minutes are over
  const second = await requestWithdrawal(page, '500');
  await operatorCli('withdrawals', 'approve', second);
  await page.reload();
  const secondRow = orders.getByRole('row').filter({ hasText: '₱500.00' });
  await expect(secondRow).toContainText('Please confirm by');
  await expect(secondRow.getByRole('button', { name: `Received ${second}`, exact: true })).toBeVisible();
  const offset = await clockOffset(request);
  try {
    // two steps, with the page used in between, so the session does not idle out (30 minutes)
    await setClockOffset(request, offset + 20 * MINUTE);
    await page.reload();
    await expect(secondRow).toContainText('Paid out');
    await setClockOffset(request, offset + 31 * MINUTE);
    await page.reload();
    await expect(secondRow).toContainText('Received (not confirmed in time)');
    await expect(secondRow.getByRole('button')).toHaveCount(0);
  } finally {
    await setClockOffset(request, offset);
  }

  await expect(messagesEntry).toContainText('2 unread');
  await messagesEntry.click();
  await expect(page).toHaveURL(/\/member\/messageV2$/);
  const approved = dialog.getByRole('button', { name: /^(Unread)?\s*Withdrawal approved$/ });
  await expect(approved).toHaveCount(2);
  await approved.first().click();
  await expect(
    dialog.getByText(new RegExp(`\\(order ${second}\\) has been approved and paid out`)),
  ).toBeVisible();
  await dialog.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(messagesEntry).not.toContainText('unread');
  await expect(accountMenu(page).getByRole('button', { name: 'Member centre', exact: true })).toBeVisible();

  const audit = await walletAudit(request, username);
  expect(audit.balance).toBe(850_000);
  expect(audit.ledgerSum).toBe(audit.balance);
});
