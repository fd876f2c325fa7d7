import { expect } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { walletAudit } from './lobby';
import { memberCentre, setPaymentPassword } from './member-centre';
import { test } from './popups';

/** 25050 → "₱250.50", as the header shows a balance */
const peso = (minor: number) => `₱${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;

test('transfer to upline: a wrong payment password moves nothing, the right one moves the amount to the upline', async ({
  page,
  request,
}) => {
  // downline2 is seeded under the demo agent with transfers to the upline allowed; no journey on
  // this platform changes its password
  await signIn(page, 'downline2', 'Downline1234!');
  await expectSignedIn(page);

  await page.goto('/member/securityCenter');
  const dialog = memberCentre(page);
  const setPassword = dialog.getByRole('form', { name: 'Set payment password' });
  const changePassword = dialog.getByRole('form', { name: 'Change payment password' });
  // a cold load of the member centre's chunk and texts on a busy machine
  await expect(setPassword.or(changePassword)).toBeVisible({ timeout: 30_000 });
  // a retry of this journey finds the payment password of its first run already set
  if (await setPassword.isVisible()) await setPaymentPassword(dialog);

  await dialog
    .getByRole('navigation', { name: 'Member centre menu' })
    .getByRole('link', { name: 'Transfer to upline' })
    .click();
  await expect(page).toHaveURL(/\/member\/transferUpline$/);
  await expect(dialog.getByRole('heading', { level: 2, name: 'Transfer to upline' })).toBeVisible();
  await expect(dialog.getByText('Your upline').locator('..')).toContainText('Demo Agent (agent)');
  const header = page.getByRole('button', { name: 'Refresh balance' });
  const before = await walletAudit(request, 'downline2');
  const uplineBefore = await walletAudit(request, 'agent');
  await expect(header).toHaveText(peso(before.balance));
  const form = dialog.getByRole('form', { name: 'Transfer to your upline' });
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

  const amount = form.getByLabel('Amount', { exact: true });
  const password = form.getByLabel('Payment password');
  await amount.fill('250.50');
  await password.fill('654321');
  await form.getByRole('button', { name: 'Transfer now' }).click();
  await expect(password).toHaveAccessibleDescription('Incorrect payment password');
  await expect(amount).toHaveValue('250.50');
  await expect(password).toHaveValue('654321');
  expect((await walletAudit(request, 'downline2')).balance).toBe(before.balance);
  expect((await walletAudit(request, 'agent')).balance).toBe(uplineBefore.balance);

  await password.fill('123456');
  await form.getByRole('button', { name: 'Transfer now' }).click();
  await expect(form.getByRole('status')).toHaveText(
    /^₱250\.50 was transferred to your upline \(transfer [\w-]+\)\.$/,
  );
  await expect(amount).toHaveValue('');
  await expect(header).toHaveText(peso(before.balance - 25_050));
  const after = await walletAudit(request, 'downline2');
  const uplineAfter = await walletAudit(request, 'agent');
  expect(after.balance).toBe(before.balance - 25_050);
  expect(uplineAfter.balance).toBe(uplineBefore.balance + 25_050);
  expect(after.ledgerSum).toBe(after.balance);
  expect(uplineAfter.ledgerSum).toBe(uplineAfter.balance);
});
