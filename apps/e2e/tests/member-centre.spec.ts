import { expect } from '@playwright/test';
import { expectSignedIn, registerNewMember, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { walletAudit } from './lobby';
import { accountMenu, memberCentre } from './member-centre';
import { test as newVisitorTest } from './new-visitor';
import { test } from './popups';

test('a visitor asking for a member-centre page signs in and lands on it', async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto('/member/messageV2');
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('Username', { exact: true }).fill('demo');
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/member\/messageV2$/);
  await expect(
    memberCentre(page).getByRole('heading', { level: 2, name: 'Platform information' }),
  ).toBeVisible();
});

test('the member centre opens over the page, has an address per page, and Back closes it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  await page.goto('/vip');
  const underneath = page.getByRole('heading', { level: 1, name: 'VIP levels' });
  await expect(underneath).toBeVisible();
  await accountMenu(page)
    .getByRole('button', { name: /^Member centre/ })
    .click();
  const dialog = memberCentre(page);
  await expect(dialog.getByRole('heading', { level: 2, name: 'My account' })).toBeVisible();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  // the page it was opened from stays underneath
  await expect(underneath).toBeAttached();
  await dialog.getByRole('link', { name: /^Platform information/ }).click();
  await expect(page).toHaveURL(/\/member\/messageV2$/);

  await expectNoViolation(page, { include: '[role="dialog"]' });

  await page.goBack();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/vip$/);
});

newVisitorTest(
  'deposit by e-wallet through the demo payment page: balance, message and badge follow',
  async ({ page, request }) => {
    test.setTimeout(90_000);
    const username = await registerNewMember(page, request, { prefix: 'mc' });
    await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveText('₱10,000.00');

    await accountMenu(page).getByRole('button', { name: 'Deposit' }).click();
    const dialog = memberCentre(page);
    await expect(page).toHaveURL(/\/member\/depositv2$/);
    await dialog.getByRole('radio', { name: 'GCash' }).check();

    // bad input stays on the field and nothing is sent
    const amount = dialog.getByLabel('Amount', { exact: true });
    await amount.fill('12.345');
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    await expect(dialog.getByText('At most two decimal places')).toBeVisible();
    await expect(amount).toHaveValue('12.345');

    await amount.fill('500');
    const popupOpened = page.waitForEvent('popup');
    await dialog.getByRole('button', { name: 'Deposit now' }).click();
    const popup = await popupOpened;
    await expect(popup.getByRole('heading', { name: /GCash/ })).toBeVisible();
    await expect(popup.getByText('500.00')).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Recent deposits' })).toContainText('Waiting for payment');
    await popup.getByRole('button', { name: 'Pay', exact: true }).click();
    await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
    await popup.close();

    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      'Deposit credited: ₱500.00 is in your balance',
    );
    await expect(amount).toHaveValue('');
    await expect(dialog.getByRole('table', { name: 'Recent deposits' })).toContainText('Credited');
    await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveText('₱10,500.00');
    const menuEntry = dialog.getByRole('link', { name: /^Platform information/ });
    await expect(menuEntry).toContainText('1 unread');
    await expect(
      accountMenu(page).getByRole('button', { name: 'Member centre 1 unread messages' }),
    ).toBeVisible();

    await menuEntry.click();
    const message = dialog.getByRole('button', { name: /^(Unread)?\s*Deposit credited$/ });
    await message.click();
    await expect(
      dialog.getByText(/Your deposit of ₱500\.00 \(order D[\w-]+\) has been credited/),
    ).toBeVisible();
    await expect(menuEntry).not.toContainText('unread');
    await expect(accountMenu(page).getByRole('button', { name: 'Member centre', exact: true })).toBeVisible();

    const audit = await walletAudit(request, username);
    expect(audit.balance).toBe(1_050_000);
    expect(audit.ledgerSum).toBe(audit.balance);
  },
);
