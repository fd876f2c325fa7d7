import { expect, test } from '@playwright/test';
import { expectSignedIn, signIn, signOut } from './accounts';
import { latestSmsCode } from './platform';

test('register, sign out and sign in again with the new account', async ({ page, request }) => {
  const username = `e2e${Date.now().toString(36)}`;
  const mobile = `917${String(Date.now()).slice(-7)}`;
  await page.goto('/register');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  await page.getByLabel('Verification code', { exact: true }).fill(await latestSmsCode(request, mobile));
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /years old/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectSignedIn(page);
  await expect(page.getByText('₱10,000.00')).toBeVisible();
  await signOut(page);
  await signIn(page, username, 'Secret123');
  await expectSignedIn(page);
  await expect(page).toHaveURL(/\/$/);
});

test('an expired password must be changed before going on', async ({ page }) => {
  await signIn(page, 'expired', 'Expired1234!');
  const dialog = page.getByRole('dialog', { name: 'Please change your password' });
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('New password', { exact: true }).fill('Renewed1234');
  await dialog.getByLabel('Confirm new password', { exact: true }).fill('Renewed1234');
  await dialog.getByRole('button', { name: 'Confirm' }).click();
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
  await signOut(page);
  await signIn(page, 'expired', 'Renewed1234');
  await expectSignedIn(page);
});

test('a wrong password shows the translated error and keeps the username', async ({ page }) => {
  await signIn(page, 'demo', 'not-the-password1');
  await expect(page.getByText('Incorrect username or password')).toBeVisible();
  await expect(page.getByLabel('Username', { exact: true })).toHaveValue('demo');
});

test('forgot password by phone: code from the SMS outbox, then signed in with the new password', async ({
  page,
  request,
}) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog', { name: 'Forgot password?' });
  await dialog.getByRole('button', { name: 'Reset by mobile number' }).click();
  await dialog.getByLabel('Mobile number', { exact: true }).fill('9170000004');
  await dialog.getByRole('button', { name: 'Send code' }).click();
  await expect(dialog.getByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
  const code = await latestSmsCode(request, '9170000004');
  await dialog.getByLabel('Verification code', { exact: true }).fill(code);
  await dialog.getByLabel('New password', { exact: true }).fill('Phone1234x');
  await dialog.getByRole('button', { name: 'Reset password' }).click();
  await expect(dialog).toHaveCount(0);
  await expectSignedIn(page);
  await signOut(page);
  await signIn(page, 'downline2', 'Phone1234x');
  await expectSignedIn(page);
});

test('free play gives a trial account that is kept out of the member centre', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expectSignedIn(page);
  await expect(page.getByRole('button', { name: 'Member centre', exact: true })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Member centre', exact: true })).toHaveCount(0);
  await page.goto('/member');
  await expect(page.getByText('Please Register An Account First')).toBeVisible();
});

test('the session token lives only in sessionStorage', async ({ page }) => {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  const urls: string[] = [];
  page.on('request', (req) => urls.push(req.url()));
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  const token = await page.evaluate(() => sessionStorage.getItem('token'));
  expect(token).toBeTruthy();
  const local = await page.evaluate(() => JSON.stringify({ ...localStorage }));
  expect(local).not.toContain(token as string);
  expect(urls.filter((u) => u.includes(token as string))).toEqual([]);
  expect(logs.filter((l) => l.includes(token as string))).toEqual([]);
  await signOut(page);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveCount(0);
});
