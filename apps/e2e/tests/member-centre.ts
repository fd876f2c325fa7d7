import { expect, type Locator, type Page } from '@playwright/test';

export const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });
export const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });

/** Sets the payment password 123456 on the member centre's account page, and waits for it to take. */
export async function setPaymentPassword(dialog: Locator): Promise<void> {
  const form = dialog.getByRole('form', { name: 'Set payment password' });
  await form.getByLabel('New payment password').fill('123456');
  await form.getByLabel('Confirm payment password').fill('123456');
  await form.getByRole('button', { name: 'Set payment password' }).click();
  await expect(dialog.getByRole('form', { name: 'Change payment password' })).toBeVisible();
}
