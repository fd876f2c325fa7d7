import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestSmsCode } from './platform';

/**
 * Signs in through the login page. `viaHeader`: reach it by the header's Log in link of the page
 * shown (as after a sign-out), a client-side step, instead of loading /login afresh.
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  { viaHeader = false }: { viaHeader?: boolean } = {},
): Promise<void> {
  if (viaHeader) {
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  } else {
    await page.goto('/login');
  }
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

export async function expectSignedIn(page: Page): Promise<void> {
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toBeVisible();
}

export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('dialog', { name: 'Prompt' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
}

/** A Philippine mobile number no other journey of this run has (the demo brand's country). */
export function uniqueMobile(): string {
  return `9${String(Date.now()).slice(-7)}${String(Math.floor(Math.random() * 100)).padStart(2, '0')}`;
}

/**
 * Registers a fresh member by username with the mobile the demo brand asks for (and an email when
 * given), and leaves it signed in. Run it from a `new-visitor` test so the IP has attempts left.
 */
export async function registerNewMember(
  page: Page,
  request: APIRequestContext,
  {
    prefix,
    email,
    path = '/register',
    mobile = uniqueMobile(),
  }: { prefix: string; email?: string; path?: string; mobile?: string },
): Promise<string> {
  const stamp = Date.now().toString(36);
  const username = `${prefix}${stamp}`;
  await page.goto(path);
  // the register page stands alone, without the site header
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('Secret123');
  await page.getByLabel('Confirm password', { exact: true }).fill('Secret123');
  if (email) await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Mobile number', { exact: true }).fill(mobile);
  await page.getByRole('button', { name: 'Send code' }).click();
  // the countdown starts once the platform has sent the code: only then is it in the outbox
  await expect(page.getByRole('button', { name: /^Resend in/ })).toBeVisible();
  await page.getByLabel('Verification code', { exact: true }).fill(await latestSmsCode(request, mobile));
  await page.getByRole('checkbox', { name: /terms and conditions/ }).check();
  await page.getByRole('checkbox', { name: /years old/ }).check();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectSignedIn(page);
  return username;
}
