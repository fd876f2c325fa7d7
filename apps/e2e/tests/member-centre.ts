import { expect, type Locator, type Page } from '@playwright/test';
import { english, type Texts } from './texts';

/** The member centre's dialog, named in the page's language (`t`, English by default). */
export const memberCentre = (page: Page, t: Texts = english) =>
  page.getByRole('dialog', { name: t('member_centre') });
export const accountMenu = (page: Page, t: Texts = english) =>
  page.getByRole('navigation', { name: t('account_menu') });

/** Sets the payment password 123456 on the member centre's account page, and waits for it to take. */
export async function setPaymentPassword(dialog: Locator): Promise<void> {
  const form = dialog.getByRole('form', { name: 'Set payment password' });
  await form.getByLabel('New payment password').fill('123456');
  await form.getByLabel('Confirm payment password').fill('123456');
  await form.getByRole('button', { name: 'Set payment password' }).click();
  await expect(dialog.getByRole('form', { name: 'Change payment password' })).toBeVisible();
}

/**
 * What a withdrawal needs, set on the member centre's open account page (`dialog`): the real name
 * Juan Dela Cruz, the payment password 123456 and a BDO account ending 7890 in that name.
 */
export async function setUpWithdrawals(dialog: Locator): Promise<void> {
  const realName = dialog.getByRole('form', { name: 'Set your real name' });
  await realName.getByLabel('Real name').fill('Juan Dela Cruz');
  await realName.getByRole('button', { name: 'Save real name' }).click();
  await expect(realName).toHaveCount(0);
  await setPaymentPassword(dialog);
  const addAccount = dialog.getByRole('form', { name: 'Add account' });
  await addAccount.getByLabel('Bank or e-wallet').selectOption({ label: 'BDO Unibank' });
  await addAccount.getByLabel('Account number').fill('1234567890');
  await addAccount.getByRole('button', { name: 'Add account' }).click();
  await expect(dialog.getByRole('list', { name: 'Bank accounts and e-wallets' })).toContainText('******7890');
}

/** Requests a withdrawal on the member centre's open withdraw page and returns its order number. */
export async function requestWithdrawal(page: Page, amount: string): Promise<string> {
  const form = memberCentre(page).getByRole('form', { name: 'Withdrawal form' });
  await form.getByLabel('Amount', { exact: true }).fill(amount);
  await form.getByLabel('Payment password').fill('123456');
  await form.getByRole('button', { name: 'Withdraw now' }).click();
  const made = form.getByText(/^Withdrawal W[\w-]+ requested/);
  await expect(made).toBeVisible();
  return /Withdrawal (W[\w-]+)/.exec((await made.textContent()) ?? '')?.[1] ?? '';
}

/**
 * Deposits `amount` by GCash from the member centre's open deposit page (`dialog`, in the page's
 * language `t`) and pays it on the demo payment provider's page, a popup of the provider's own.
 */
export async function payByGCash(
  page: Page,
  dialog: Locator,
  amount: string,
  t: Texts = english,
): Promise<void> {
  await dialog.getByRole('radio', { name: 'GCash' }).check();
  await dialog.getByLabel(t('mc_amount'), { exact: true }).fill(amount);
  const popupOpened = page.waitForEvent('popup');
  await dialog.getByRole('button', { name: t('mc_deposit_submit') }).click();
  const popup = await popupOpened;
  await popup.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await popup.close();
}
