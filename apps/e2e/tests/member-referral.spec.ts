import { randomInt } from 'node:crypto';
import { expect } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { test } from './new-visitor';

test('a friend registers through the invite-friends link and is listed on the inviter’s page', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  // two registrations and the member centre on two cores
  test.setTimeout(90_000);
  await registerNewMember(page, request, { prefix: 'inv' });
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });

  // the navigation's first entry opens the invite-friends page
  await page
    .getByRole('navigation', { name: 'Games' })
    .getByRole('button', { name: 'Invite friends' })
    .click();
  await expect(page).toHaveURL(/\/member\/referral$/);
  const dialog = page.getByRole('dialog', { name: 'Member centre' });
  const share = dialog.getByRole('region', { name: 'My referral code' });
  const linkField = share.getByRole('textbox', { name: 'My referral link' });
  await expect(linkField).toHaveValue(/\/register\?ref=[A-Z2-9]{8}$/);
  const link = await linkField.inputValue();
  const code = new URL(link).searchParams.get('ref') ?? '';
  await expect(share.getByText(code, { exact: true })).toBeVisible();
  await expect(share.getByRole('img', { name: 'QR code of my referral link' })).toBeVisible();
  await share.getByRole('button', { name: 'Copy link' }).click();
  await expect(share.getByRole('status')).toHaveText('Link copied.');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
  await expect(
    dialog.getByRole('heading', { name: 'No friend has registered with your code yet' }),
  ).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

  // the friend opens the link in a browser of their own, from an address of their own
  const friendContext = await browser.newContext({
    ...(baseURL ? { baseURL } : {}),
    extraHTTPHeaders: { 'x-forwarded-for': `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}` },
  });
  try {
    const friendPage = await friendContext.newPage();
    await friendPage.goto(link);
    await expect(friendPage.getByLabel('Referral code', { exact: true })).toHaveValue(code);
    const friend = await registerNewMember(friendPage, friendContext.request, {
      prefix: 'frd',
      path: new URL(link).pathname + new URL(link).search,
    });

    // the inviter sees the friend: masked, registered, no deposit yet, the reward not earned yet
    await page.reload();
    const friends = dialog.getByRole('table', { name: 'Friends I invited (1)' });
    const row = friends.getByRole('row').nth(1);
    await expect(row.getByRole('cell').first()).toHaveText(`${friend.slice(0, 2)}***${friend.slice(-1)}`);
    await expect(row.getByRole('cell').nth(2)).toHaveText('No');
    await expect(row.getByRole('cell').nth(3)).toHaveText('Not yet earned');
    await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });
  } finally {
    await friendContext.close();
  }
});
