import { type APIRequestContext, expect } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { playDemoSpins } from './lobby';
import { accountMenu, memberCentre, setPaymentPassword } from './member-centre';
import { test } from './new-visitor';

/** VIP 2 asks for 1,000.00 of deposits and 2,000.00 of valid bets over the qualifying period. */
const ROUNDS_AT_100 = 20;

/** The platform's brand day (Manila), on its own clock, which another journey may have moved. */
async function platformToday(request: APIRequestContext): Promise<string> {
  const res = await request.get('/__dev/clock');
  expect(res.ok()).toBe(true);
  const { now } = ((await res.json()) as { value: { now: string } }).value;
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(now));
}

test('a new member deposits and plays enough for VIP 2: the evaluation raises them, the header, the inbox and the player rank page follow; a birthday set today earns no bonus at once; the rounds earned points that redeem a cash voucher and convert to balance', async ({
  page,
  request,
}) => {
  // registration, a matched deposit, twenty rounds, three member-centre pages and the point mall on two cores
  test.setTimeout(120_000);
  const username = await registerNewMember(page, request, { prefix: 'vip' });
  await expect(accountMenu(page).getByText('VIP 2', { exact: true })).toHaveCount(0);

  // a bank transfer of 1,000.00, matched as the operator would
  await accountMenu(page).getByRole('button', { name: 'Deposit' }).click();
  const dialog = memberCentre(page);
  await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
  await dialog.getByLabel('Amount', { exact: true }).fill('1000');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(/^Order D[\w-]+: Waiting for payment$/)).toBeVisible();
  const reference = (await dialog.locator('.mq-mc-details__reference').textContent()) ?? '';
  const match = await request.post('/__dev/deposits/match', {
    data: { orderNo: reference, amount: 100_000 },
  });
  expect(match.ok()).toBe(true);
  await expect(dialog.getByText(`Order ${reference}: Credited`)).toBeVisible();

  // the player rank page before: VIP 1, the deposits bar full, no valid bet yet
  await dialog.getByRole('link', { name: 'Player rank' }).click();
  await expect(page).toHaveURL(/\/member\/playerRank$/);
  await expect(dialog.getByText('Your level: VIP 1')).toBeVisible();
  const next = dialog.getByRole('region', { name: 'Progress to VIP 2' });
  await expect(next.getByRole('progressbar', { name: 'Deposits' })).toHaveAttribute(
    'aria-valuetext',
    '₱1,000.00 of ₱1,000.00',
  );
  await expect(next.getByRole('progressbar', { name: 'Valid bet' })).toHaveAttribute(
    'aria-valuetext',
    '₱0.00 of ₱2,000.00',
  );
  await expect(dialog.getByRole('heading', { name: 'No level change yet' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // twenty rounds at the demo slot's top stake, 100.00
  const { rounds } = await playDemoSpins(page, request, username, {
    vendor: 0,
    spins: ROUNDS_AT_100,
    topStake: true,
  });
  expect(rounds.filter((round) => round.stake === 10_000)).toHaveLength(ROUNDS_AT_100);
  await page.getByRole('button', { name: 'Back' }).click();

  // the day's evaluation (the running server's timer would get there within a minute)
  const evaluated = await request.post('/__dev/vip/evaluate', { data: {} });
  expect(evaluated.ok()).toBe(true);

  // the inbox tells of it, and the header's label follows
  await accountMenu(page)
    .getByRole('button', { name: /^Member centre/ })
    .click();
  await dialog.getByRole('link', { name: /^Platform information/ }).click();
  const message = dialog.getByRole('button', { name: /^(Unread)?\s*VIP level up$/ });
  await message.click();
  await expect(dialog.getByText(/you have reached VIP 2 \(evaluated on \d{4}-\d{2}-\d{2}\)/)).toBeVisible();
  await expect(accountMenu(page).getByText('VIP 2', { exact: true })).toBeVisible();

  await dialog.getByRole('link', { name: 'Player rank' }).click();
  await expect(dialog.getByText('Your level: VIP 2')).toBeVisible();
  await expect(
    dialog.getByRole('region', { name: 'Progress to VIP 3' }).getByRole('progressbar', { name: 'Valid bet' }),
  ).toHaveAttribute('aria-valuetext', '₱2,000.00 of ₱10,000.00');
  const history = dialog.getByRole('table', { name: 'Level history' });
  await expect(history.getByRole('cell', { name: 'VIP 1 to VIP 2' })).toBeVisible();
  await expect(
    dialog
      .getByRole('table', { name: 'Benefits of each level' })
      .getByRole('rowheader', { name: 'VIP 2 (your level)' }),
  ).toBeVisible();

  // the page tells a member without a birthday where to set it
  const note = dialog.getByRole('note').filter({ hasText: 'needs your date of birth' });
  await expect(note).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });

  // the birthday is today (32 years ago, a leap year too, should today be 29 February)
  const today = await platformToday(request);
  const birthday = `${Number(today.slice(0, 4)) - 32}${today.slice(4)}`;
  await note.getByRole('link', { name: 'Set your date of birth in My account' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  const birthdayForm = dialog.getByRole('form', { name: 'Set your date of birth' });
  await birthdayForm.getByLabel('Date of birth').fill(birthday);
  await birthdayForm.getByRole('button', { name: 'Save date of birth' }).click();
  await expect(birthdayForm).toHaveCount(0);
  await expect(dialog.getByRole('definition').filter({ hasText: birthday })).toBeVisible();
  // what the point mall's redemption will ask for
  await setPaymentPassword(dialog);

  // a birthday set today pays nothing this year: the bonus needs it on the profile for 30 days
  // first, so setting today as the birthday earns no bonus at once
  const run = await request.post('/__dev/birthday', { data: {} });
  expect(run.ok()).toBe(true);
  expect(((await run.json()) as { value: { day: string } }).value).toMatchObject({
    day: today,
  });
  await dialog.getByRole('link', { name: /^Reward centre/ }).click();
  const waiting = dialog.getByRole('table', { name: 'Rewards waiting to be claimed' });
  await expect(waiting.or(dialog.getByText('No rewards are waiting to be claimed.'))).toBeVisible();
  await expect(dialog.getByText(/^For your birthday on/)).toHaveCount(0);

  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // the point mall: 2,000.00 of valid bets at one point per 10.00 is 200 points
  await page.getByRole('banner').getByRole('link', { name: 'Point mall' }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  const mine = page.getByRole('region', { name: 'My points' });
  await expect(mine.getByText('200 points', { exact: true })).toBeVisible();
  const redemptions = page.getByRole('region', { name: 'Redemption history' });
  await expect(redemptions.getByText('You have not redeemed anything yet')).toBeVisible();
  await page.getByRole('button', { name: 'Redeem 10.00 cash voucher' }).click();
  const redeem = page.getByRole('dialog', { name: 'Redeem 10.00 cash voucher' });
  await expect(redeem.getByText('Total: 100 points (you have 200)')).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]' });
  await redeem.getByLabel('Payment password').fill('123456');
  await redeem.getByRole('button', { name: 'Confirm redemption' }).click();
  await expect(
    page.getByText('Redeemed 1 × 10.00 cash voucher for 100 points: ₱10.00 credited to your balance.'),
  ).toBeVisible();
  await expect(redeem).toHaveCount(0);
  await expect(mine.getByText('100 points', { exact: true })).toBeVisible();
  const row = redemptions.getByRole('listitem').filter({ hasText: '1 × 10.00 cash voucher' });
  await expect(row).toHaveCount(1);
  await expect(row.getByText('Approved')).toBeVisible();

  // the other 100 points convert to balance at 0.10 a point: the header's balance follows
  const balance = page.getByRole('button', { name: 'Refresh balance' });
  const before = Number((await balance.textContent())?.replace(/[^\d.]/g, ''));
  const convert = page.getByRole('form', { name: 'Point conversion' });
  await expect(page.getByRole('table', { name: 'Rate table' })).toBeVisible();
  await convert.getByLabel('Points to convert').fill('100.5');
  await convert.getByLabel('Payment password').fill('123456');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByText('Please enter a whole number of points')).toBeVisible();
  await convert.getByLabel('Points to convert').fill('100');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(page.getByText('Converted 100 points: ₱10.00 credited to your balance.')).toBeVisible();
  await expect(mine.getByText('0 points', { exact: true })).toBeVisible();
  await expect(balance).toHaveText(`₱${(before + 10).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  await expectNoViolation(page, { bothThemes: true });
});
