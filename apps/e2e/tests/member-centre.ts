import { expect, type Locator, type Page } from '@playwright/test';
import { english, type Texts } from './texts';

/** The member centre's dialog, named in the page's language (`t`, English by default). */
export const memberCentre = (page: Page, t: Texts = english) =>
  page.getByRole('dialog', { name: t('member_centre') });
export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

/** Sets the payment password 123456 on the member centre's account page, and waits for it to take. */
export async function setPaymentPassword(dialog: Locator): Promise<void> {
  const form = dialog.getByRole('form', { name: 'Set payment password' });
  await form.getByLabel('New payment password').fill('123456');
  await form.getByLabel('Confirm payment password').fill('123456');
  await form.getByRole('button', { name: 'Set payment password' }).click();
  await expect(dialog.getByRole('form', { name: 'Change payment password' })).toBeVisible();
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
