import { expect } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { memberCentre, payByGCash } from './member-centre';
import { test } from './new-visitor';

test('play safe: a daily deposit limit refuses what is over it with what is left; a time-out closes deposits, withdraw and my activity stay open', async ({
  page,
  request,
}) => {
  // registration with an SMS code, two payment pages and a time-out on two busy cores
  test.setTimeout(150_000);
  await registerNewMember(page, request, { prefix: 'ps' });
  const dialog = memberCentre(page);

  await page.goto('/member/playSafeLimits');
  const form = dialog.getByRole('form', { name: 'Set a limit' });
  await form.getByLabel('Limit', { exact: true }).selectOption({ label: 'Deposit limit · daily' });
  await form.getByLabel('Amount', { exact: true }).fill('0');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(form.getByLabel('Amount', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Amount', { exact: true }).fill('1000');
  await form.getByRole('button', { name: 'Save limit' }).click();
  await expect(dialog.getByText('Your limit applies now')).toBeVisible();
  await expect(dialog.getByRole('region', { name: 'Your limits' })).toContainText('₱1,000.00');
  await expectNoViolation(page, { include: '[role="dialog"]' });

  await dialog.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
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

  // a 24-hour time-out, with the password and a confirmation that says what it does
  await page.goto('/member/playSafeBreak');
  const breakForm = dialog.getByRole('form', { name: 'Take a break' });
  await breakForm.getByLabel('How long').selectOption({ label: 'Time-out: 24 hours' });
  await breakForm.getByLabel('Your password').fill('Secret123');
  await breakForm.getByRole('button', { name: 'Continue' }).click();
  const confirm = page.getByRole('dialog', { name: 'Time-out: 24 hours' });
  await expect(confirm).toContainText('It cannot be undone.');
  await expectNoViolation(page);
  await confirm.getByRole('button', { name: 'Start now' }).click();
  await expect(dialog.getByText(/You are in a time-out until/)).toBeVisible();

  await page.goto('/member/depositv2');
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await dialog.getByLabel('Amount', { exact: true }).fill('100');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(/Your account is closed to play until/)).toBeVisible();
  // what is the member's own stays reachable: the withdraw page with the balance
  await page.goto('/member/withdraw');
  await expect(dialog.getByText('Withdrawable')).toBeVisible();
  // and the member's activity from the ledger: this month's deposit
  await page.goto('/member/playSafeActivity');
  await expect(dialog.getByRole('heading', { level: 2, name: 'My activity' })).toBeVisible();
  await expect(dialog.getByText('₱800.00').first()).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]' });
});
