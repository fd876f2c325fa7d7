import { expect, type Page } from '@playwright/test';
import { expectSignedIn, registerNewMember, signIn, signOut } from './accounts';
import { resetLink } from './mail-outbox';
import { test } from './new-visitor';

test('forgot password by email: the mailed link sets a new password, signs in, and works once', async ({
  page,
  request,
}) => {
  const email = `mail${Date.now().toString(36)}@example.com`;
  const account = { username: await registerNewMember(page, request, { prefix: 'mail', email }), email };
  await signOut(page);
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Forgot password?' });
  await forgot.getByRole('button', { name: 'Reset by email' }).click();
  await forgot.getByLabel('Username', { exact: true }).fill(account.username);
  await forgot.getByLabel('Email', { exact: true }).fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset email' }).click();
  const sent = page.getByRole('dialog', { name: 'Prompt' });
  await expect(sent).toContainText('We have sent a password reset link to your email');
  await sent.getByRole('button', { name: 'Confirm' }).click();

  // the player opens the link of the mail
  const link = await resetLink(request, account.email);
  await page.goto(link);
  const reset = page.getByRole('dialog', { name: 'Set a new password' });
  await expect(reset).toBeVisible();
  await expect(page).not.toHaveURL(/resetCode/);
  await reset.getByLabel('New password', { exact: true }).fill('Mailed1234');
  await reset.getByLabel('Confirm new password', { exact: true }).fill('Mailed9999');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset.getByText('Incorrect confirmation input')).toBeVisible();
  await reset.getByLabel('Confirm new password', { exact: true }).fill('Mailed1234');
  await reset.getByRole('button', { name: 'Reset password' }).click();
  await expect(reset).toHaveCount(0);
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/$/);

  await signOut(page);
  await signIn(page, account.username, 'Mailed1234');
  await expectSignedIn(page);
  await signOut(page);

  // the same link again: used up, with the way to a new mail
  await page.goto(link);
  const again = page.getByRole('dialog', { name: 'Set a new password' });
  await again.getByLabel('New password', { exact: true }).fill('Another1234');
  await again.getByLabel('Confirm new password', { exact: true }).fill('Another1234');
  await again.getByRole('button', { name: 'Reset password' }).click();
  await expect(again.getByRole('alert')).toHaveText('This reset link has expired or has already been used.');
  await again.getByRole('button', { name: 'Send me a new reset email' }).click();
  await expect(
    page.getByRole('dialog', { name: 'Forgot password?' }).getByLabel('Email', { exact: true }),
  ).toBeVisible();
});

/** Signs in with Marquee ID, typing `email` in the provider's popup. */
async function continueWithMarqueeId(page: Page, email: string) {
  await page.goto('/login');
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Continue with Marquee ID' }).click();
  const popup = await popupOpened;
  await popup.getByLabel('Email').fill(email);
  // the popup posts the identity to this page and closes itself
  await popup.getByRole('button', { name: 'Continue' }).click();
}

test('social sign-in: a new Marquee ID registers once (final, with terms and age), then signs straight in', async ({
  page,
}) => {
  const email = `fan${Date.now().toString(36)}@example.com`;
  await continueWithMarqueeId(page, email);
  const choice = page.getByRole('dialog', { name: 'Finish signing in' });
  await expect(choice).toContainText(`${email} is not linked to an account yet.`);
  await choice.getByRole('radio', { name: 'Register a new account' }).check();
  const create = choice.getByRole('button', { name: 'Create my account' });
  await expect(create).toHaveAccessibleDescription(/This choice cannot be undone\./);
  await create.click();
  await expect(choice.getByText('Please agree to the terms and conditions')).toBeVisible();
  await choice.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await choice.getByRole('checkbox', { name: /years old/ }).check();
  await create.click();
  await expect(choice).toHaveCount(0);
  await expectSignedIn(page);
  await signOut(page);

  // the same identity again: no choice any more, straight in
  await continueWithMarqueeId(page, email);
  await expectSignedIn(page);
  await expect(page.getByRole('dialog', { name: 'Finish signing in' })).toHaveCount(0);
});
