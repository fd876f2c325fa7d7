import { expect } from '@playwright/test';
import { expectSignedIn, registerNewMember, signIn, signOut } from './accounts';
import { expectNoViolation } from './axe';
import { showFooter } from './footer';
import { test as newVisitorTest } from './new-visitor';
import { operatorCli } from './operator-cli';
import { clockOffset, latestSmsCode, setClockOffset } from './platform';
import { test } from './popups';

const DAY = 24 * 60 * 60_000;
// the demo brand's password policy (brand setting password_policy, seeded at 90 days)
const PASSWORD_MAX_AGE_DAYS = 90;

newVisitorTest(
  'register, sign out, sign in; months later the password has expired and must be changed',
  async ({ page, request }) => {
    // one journey through registration, two sign-ins and a forced change: more than the default budget
    test.setTimeout(90_000);
    const username = await registerNewMember(page, request, { prefix: 'e2e' });
    await expect(page.getByText('₱10,000.00')).toBeVisible();
    await signOut(page);
    await signIn(page, username, 'Secret123', { viaHeader: true });
    await expectSignedIn(page);
    await expect(page).toHaveURL(/\/$/);
    await signOut(page);

    const found = await clockOffset(request);
    try {
      await setClockOffset(request, found + (PASSWORD_MAX_AGE_DAYS + 1) * DAY);
      await signIn(page, username, 'Secret123', { viaHeader: true });
      const dialog = page.getByRole('dialog', { name: 'Please change your password' });
      await expect(dialog).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(dialog).toBeVisible();

      // the platform holds the session back, not only the modal: a reload or another page keeps it
      await page.goto('/');
      await expect(dialog).toBeVisible();
      await page.reload();
      await expect(dialog).toBeVisible();
      const refused = await page.evaluate(async () => {
        const token = sessionStorage.getItem('token') ?? '';
        const res = await fetch('/wps/games/favourites', { headers: { authorization: `Bearer ${token}` } });
        return res.status;
      });
      expect(refused).toBe(403);

      // after the reload the password typed at login is gone from memory, so it is asked again
      await dialog.getByLabel('Current password', { exact: true }).fill('Secret123');
      await dialog.getByLabel('New password', { exact: true }).fill('Renewed123');
      await dialog.getByLabel('Confirm new password', { exact: true }).fill('Renewed123');
      await dialog.getByRole('button', { name: 'Confirm' }).click();
      await expect(dialog).toHaveCount(0);
      await expectSignedIn(page);
      await expect(page).toHaveURL(/\/$/);
      await signOut(page);

      await signIn(page, username, 'Renewed123', { viaHeader: true });
      await expectSignedIn(page);
      await expect(page).toHaveURL(/\/$/);
      await expect(dialog).toHaveCount(0);
      // nothing dated in the moved time may outlive it: no session left open
      await signOut(page);
    } finally {
      // later journeys sign in with seeded passwords that are only "young" on the real calendar
      await setClockOffset(request, found);
    }
  },
);

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
  await signIn(page, 'expired', 'Renewed1234', { viaHeader: true });
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
  await signIn(page, 'downline2', 'Phone1234x', { viaHeader: true });
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

test('the session token lives only in sessionStorage, handed to a new tab of the site and ended in every tab at logout', async ({
  page,
}) => {
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
  // a new tab of the site (a game, a member page) is handed the session, still not via localStorage
  const second = await page.context().newPage();
  await second.goto('/member/securityCenter');
  await expectSignedIn(second);
  await expect(second).toHaveURL(/\/member\/securityCenter$/);
  expect(await second.evaluate(() => JSON.stringify({ ...localStorage }))).not.toContain(token as string);
  await signOut(page);
  // logging out in one tab logs out the others
  await expect(second.getByRole('banner').getByRole('link', { name: 'Log in', exact: true })).toBeVisible();
  expect(await second.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await second.close();
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Refresh balance' })).toHaveCount(0);
});

// The demo brand has no analytics tag, so no other journey meets the consent banner; this one gives
// the brand a tag with the operator's command and takes it away again.
test("a brand with analytics asks first: nothing reaches Google's hosts before Accept, the tag once after, and Decline from the footer stops it", async ({
  page,
}) => {
  const analyticsRequests: string[] = [];
  // the machine is offline and a test never reaches Google: the tag is answered here, and counted
  await page
    .context()
    .route(
      /^https:\/\/([a-z0-9-]+\.)*(googletagmanager\.com|google-analytics\.com|analytics\.google\.com)\//,
      (route) => {
        analyticsRequests.push(route.request().url());
        return route.fulfill({
          contentType: 'text/javascript',
          body: '/* the analytics tag, stood in for */',
        });
      },
    );
  await operatorCli('analytics', 'set', 'G-E2ETEST1');
  try {
    await page.goto('/');
    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    await expect(banner.getByRole('heading', { name: 'Cookies and analytics' })).toBeVisible();
    // a region, not a modal: the focus stays where it was and the page is usable under it
    expect(await banner.evaluate((element) => element.contains(document.activeElement))).toBe(false);
    await expectNoViolation(page, { include: '.app-consent', bothThemes: true, label: 'consent banner' });
    const footer = await showFooter(page);
    expect(analyticsRequests).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toHaveCount(0);
    await expect
      .poll(() => analyticsRequests)
      .toEqual(['https://www.googletagmanager.com/gtag/js?id=G-E2ETEST1']);
    expect(await page.evaluate(() => localStorage.getItem('mq-analytics-consent'))).toBe('granted');

    // remembered: the next visit asks nothing and loads the tag once more
    await page.reload();
    await expect.poll(() => analyticsRequests.length).toBe(2);
    await showFooter(page);
    await expect(banner).toHaveCount(0);

    // changed from the footer: the question takes the focus and gives it back
    const settings = footer.getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner).toBeFocused();
    await banner.getByRole('button', { name: 'Decline' }).click();
    await expect(banner).toHaveCount(0);
    await expect(settings).toBeFocused();
    await page.reload();
    await showFooter(page);
    await expect(footer.getByRole('button', { name: 'Cookie settings' })).toBeVisible();
    expect(analyticsRequests).toHaveLength(2);
  } finally {
    await operatorCli('analytics', 'off');
  }
});
