import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { latestSmsCode } from './platform';
import { english, type Texts, textPattern } from './texts';

/**
 * Signs in through the login page. `viaHeader`: reach it by the header's Log in link of the page
 * shown (as after a sign-out), a client-side step, instead of loading /login afresh; `onLoginPage`:
 * the app shows it already (as after the platform ended the session).
 */
export async function signIn(
  page: Page,
  username: string,
  password: string,
  { viaHeader = false, onLoginPage = false }: { viaHeader?: boolean; onLoginPage?: boolean } = {},
): Promise<void> {
  if (onLoginPage) {
    await expect(page).toHaveURL(/\/login/);
  } else if (viaHeader) {
    await page.getByRole('banner').getByRole('link', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
  } else {
    await page.goto('/login');
  }
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** Signed in: the header shows the balance (in the language of `t`). */
export async function expectSignedIn(page: Page, t: Texts = english): Promise<void> {
  await expect(page.getByRole('button', { name: t('refresh_balance') })).toBeVisible();
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
 * `viaHeader`: reach the form by the header's Register link of the page shown instead of loading
 * `path`; `t`: the page's language (English by default); `dailyDepositLimit`: the amount of the
 * registration's optional daily deposit limit, `monthlyWagerLimit` of a monthly wager limit beside it
 * (the step takes several limits, each a row of its own).
 */
export async function registerNewMember(
  page: Page,
  request: APIRequestContext,
  {
    prefix,
    email,
    path = '/register',
    mobile = uniqueMobile(),
    viaHeader = false,
    t = english,
    dailyDepositLimit,
    monthlyWagerLimit,
  }: {
    prefix: string;
    email?: string;
    path?: string;
    mobile?: string;
    viaHeader?: boolean;
    t?: Texts;
    dailyDepositLimit?: string;
    monthlyWagerLimit?: string;
  },
): Promise<string> {
  const stamp = Date.now().toString(36);
  const username = `${prefix}${stamp}`;
  if (viaHeader) {
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('register'), exact: true })
      .click();
    await expect(page).toHaveURL(/\/register$/);
  } else {
    await page.goto(path);
  }
  // the register page stands alone, without the site header
  await expect(page.getByRole('banner')).toHaveCount(0);
  await page.getByLabel(t('username'), { exact: true }).fill(username);
  await page.getByLabel(t('password'), { exact: true }).fill('Secret123');
  await page.getByLabel(t('confirm_password'), { exact: true }).fill('Secret123');
  if (email) await page.getByLabel(t('email'), { exact: true }).fill(email);
  await page.getByLabel(t('mobile_number'), { exact: true }).fill(mobile);
  await page.getByRole('button', { name: t('send_code') }).click();
  // the countdown starts once the platform has sent the code: only then is it in the outbox
  await expect(page.getByRole('button', { name: textPattern(t('resend_in_seconds')) })).toBeVisible();
  await page.getByLabel(t('verification_code'), { exact: true }).fill(await latestSmsCode(request, mobile));
  await page.getByRole('checkbox', { name: t('agree_terms') }).check();
  await page.getByRole('checkbox', { name: textPattern(t('age_statement')) }).check();
  if (dailyDepositLimit) {
    await page.getByRole('checkbox', { name: t('reg_limit_offer') }).check();
    const first = page.getByRole('group', { name: t('reg_limit_row', { number: 1 }) });
    await first
      .getByLabel(t('reg_limit_kind'), { exact: true })
      .selectOption({ label: `${t('reg_limit_kind_deposit')} · ${t('reg_limit_day')}` });
    await first.getByLabel(t('reg_limit_amount'), { exact: true }).fill(dailyDepositLimit);
    if (monthlyWagerLimit) {
      await page.getByRole('button', { name: t('reg_limit_add') }).click();
      const second = page.getByRole('group', { name: t('reg_limit_row', { number: 2 }) });
      await second
        .getByLabel(t('reg_limit_kind'), { exact: true })
        .selectOption({ label: `${t('reg_limit_kind_wager')} · ${t('reg_limit_month')}` });
      await second.getByLabel(t('reg_limit_amount_wager'), { exact: true }).fill(monthlyWagerLimit);
    }
  }
  await page.getByRole('button', { name: t('register'), exact: true }).click();
  await expectSignedIn(page, t);
  return username;
}
