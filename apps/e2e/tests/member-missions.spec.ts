import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { expectSignedIn, registerNewMember, signIn, signOut } from './accounts';
import { expectNoViolation } from './axe';
import { minorUnits, playDemoSpins, walletAudit } from './lobby';
import { accountMenu, memberCentre } from './member-centre';
import { test } from './new-visitor';
import { secondPlatformCli } from './operator-cli';
import { clockOffset, setClockOffset } from './platform';

/** A 1×1 PNG: the platform checks an application's images by their content. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const headerBalance = (page: Page) => page.getByRole('button', { name: 'Refresh balance' });
const roundsMission = (page: Page) =>
  memberCentre(page).getByRole('listitem', { name: 'Play 3 game rounds' });

/** Opens a promotion of the demo brand's Daily tab from the list; answers its page's address. */
async function openDailyPromotion(page: Page, title: string): Promise<string> {
  await page.goto('/promotions');
  await page.getByRole('group', { name: 'Promotion types' }).getByRole('button', { name: 'Daily' }).click();
  await page.getByRole('link', { name: new RegExp(title) }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  return page.url();
}

/** The clock offset that puts the platform a minute into its next brand day (Manila, UTC+8). */
async function nextBrandDay(request: APIRequestContext, offset: number): Promise<number> {
  const res = await request.get('/__dev/clock');
  const { now } = ((await res.json()) as { value: { now: string } }).value;
  const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(now));
  const next = Date.parse(`${day}T00:00:00Z`) - 8 * 3_600_000 + 24 * 3_600_000;
  return offset + (next + 60_000 - Date.parse(now));
}

/** The claim as a hand-made request would send it, past the page's disabled button. */
function claimByHand(page: Page, missionId: string) {
  return page.evaluate(async (id) => {
    const res = await fetch('/wps/member/missions/claim', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${sessionStorage.getItem('token')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({ missionId: id }),
    });
    return { status: res.status, body: (await res.json()) as { success: boolean; code?: string } };
  }, missionId);
}

test('a new member completes the daily rounds mission with demo rounds, claims it once and joins the leaderboard', async ({
  page,
  request,
}) => {
  // registration, three audited rounds and the missions page twice on two cores
  test.setTimeout(120_000);
  const username = await registerNewMember(page, request, { prefix: 'ms' });
  await expect(headerBalance(page)).toHaveText('₱10,000.00');

  await page.goto('/member/missionLeaderboard');
  const dialog = memberCentre(page);
  await expect(dialog.getByRole('heading', { level: 2, name: 'Missions' })).toBeVisible();
  // signing up signed the member in today: that mission is complete, hence the menu's badge
  await expect(
    dialog.getByRole('link', { name: /Missions/ }).getByText('Mission rewards to claim: 1'),
  ).toBeAttached();
  await expect(roundsMission(page).getByText('0 / 3')).toBeVisible();
  await expect(roundsMission(page).getByRole('button', { name: 'Claim' })).toBeDisabled();
  // the platform refuses the claim too, and credits nothing
  expect(await claimByHand(page, 'daily-rounds')).toEqual({
    status: 409,
    body: expect.objectContaining({ success: false, code: 'MISSION_NOT_COMPLETE' }),
  });
  expect((await walletAudit(request, username)).balance).toBe(1_000_000);
  await expect(dialog.getByText('Not ranked yet: claim a mission to join the leaderboard')).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });
  await page.keyboard.press('Escape');

  await playDemoSpins(page, request, username, { vendor: 2, spins: 3 });
  await page.getByRole('button', { name: 'Back' }).click();

  await page.goto('/member/missionLeaderboard');
  await expect(roundsMission(page).getByText('3 / 3')).toBeVisible();
  const played = (await walletAudit(request, username)).balance;
  await expect.poll(async () => minorUnits((await headerBalance(page).textContent()) ?? '')).toBe(played);
  await roundsMission(page).getByRole('button', { name: 'Claim' }).click();
  await expect(dialog.getByRole('status').filter({ hasText: 'credited' })).toHaveText(
    '₱5.00 credited to your balance, 10 points earned',
  );
  await expect(roundsMission(page).getByText('Claimed')).toBeVisible();
  // credited once, on the platform and in the header
  expect((await walletAudit(request, username)).balance).toBe(played + 500);
  await expect
    .poll(async () => minorUnits((await headerBalance(page).textContent()) ?? ''))
    .toBe(played + 500);
  expect(await claimByHand(page, 'daily-rounds')).toEqual({
    status: 409,
    body: expect.objectContaining({ success: false, code: 'REWARD_ALREADY_CLAIMED' }),
  });
  expect((await walletAudit(request, username)).balance).toBe(played + 500);

  await expect(dialog.getByText('My mission points this week: 10')).toBeVisible();
  const mine = dialog.getByRole('rowheader', { name: /\(you\)$/ });
  await expect(mine).toHaveText(new RegExp(`^${username.slice(0, 2)}\\*\\*\\*${username.slice(-1)}`));
  const rank = Number(await mine.locator('xpath=..').getByRole('cell').first().textContent());
  await expect(dialog.getByText(`My rank: ${rank} with 10 points`)).toBeVisible();
  await expect(mine.locator('xpath=..').getByRole('cell').last()).toHaveText('10');
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true });
});

test('a member opens a slots promotion, joins it, plays towards its target and claims its reward once; signs in daily and applies for the daily deposit reward over two days; draws a raffle prize after a deposit', async ({
  page,
  request,
  extraHTTPHeaders,
}) => {
  // registration, two audited rounds, the promotion's page twice, a second sign-in and a deposit on two cores
  test.setTimeout(240_000);
  const username = await registerNewMember(page, request, { prefix: 'pr' });

  // an application with a remark and two images; the operator approves it with the CLI; the member claims
  await page.goto('/promotions');
  await page
    .getByRole('group', { name: 'Promotion types' })
    .getByRole('button', { name: 'New members' })
    .click();
  await page.getByRole('link', { name: /First deposit bonus/ }).click();
  await expect(page.getByText('Once per member.')).toBeVisible();
  await page.getByLabel('Remark').fill('My first deposit, slip attached');
  await page.getByLabel('Images').setInputFiles([
    { name: 'slip.png', mimeType: 'image/png', buffer: PNG },
    { name: 'receipt.png', mimeType: 'image/png', buffer: PNG },
  ]);
  await expect(page.getByRole('img', { name: 'Image 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Apply', exact: true }).click();
  await expect(page.getByText(/^Applied on /)).toBeVisible();
  const [waiting] = (await secondPlatformCli('promotions')).filter((row) => row.split('\t')[1] === username);
  expect(waiting).toContain('2 images');
  expect(await secondPlatformCli('promotions', 'approve', waiting!.split('\t')[0]!)).toEqual([
    expect.stringMatching(/ approved: the reward waits for the member to claim$/),
  ]);
  await page.reload();
  const applied = (await walletAudit(request, username)).balance;
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(
    page.getByText(/^₱88\.00 credited\. Place valid bets of ₱[\d,.]+ before withdrawing it\.$/),
  ).toBeVisible();
  expect((await walletAudit(request, username)).balance).toBe(applied + 8_800);

  await page.goto('/promotions');
  await expect(page.getByRole('heading', { level: 1, name: 'Promotions' })).toBeVisible();
  await page.getByRole('group', { name: 'Promotion types' }).getByRole('button', { name: 'Slots' }).click();
  await page.getByRole('link', { name: /Slots weekly challenge/ }).click();
  await expect(page).toHaveURL(/\/promoDetail\?id=\d+$/);
  const detail = page.url();
  await expect(page.getByRole('heading', { level: 1, name: 'Slots weekly challenge' })).toBeVisible();
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByText('You have joined: your bets count from now on.')).toBeVisible();
  await expect(page.getByText('₱0.00 of ₱200.00')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim' })).toBeDisabled();
  await expectNoViolation(page, { include: 'main' });

  await playDemoSpins(page, request, username, { vendor: 2, spins: 2, topStake: true });
  await page.goto(detail);
  await expect(page.getByText('₱200.00 of ₱200.00')).toBeVisible();
  const played = (await walletAudit(request, username)).balance;
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(
    page.getByText('₱38.00 credited. Place valid bets of ₱190.00 before withdrawing it.'),
  ).toBeVisible();
  await expect(page.locator('.mq-promo-detail__facts').getByText('Claimed')).toBeVisible();
  expect((await walletAudit(request, username)).balance).toBe(played + 3_800);

  // the daily gift is once a day: the page says so and, claimed, when it comes back
  await openDailyPromotion(page, 'Daily gift');
  await expect(page.getByText('Once a day: claim again from the next day.')).toBeVisible();
  await page.getByRole('button', { name: 'Claim' }).click();
  await expect(page.getByText('Claimed today: come back tomorrow.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Claim' })).toHaveCount(0);

  // raffle: a matched deposit of 500.00 (the least) earns five tickets; a prize shows in the account record
  await accountMenu(page).getByRole('button', { name: 'Deposit' }).click();
  const dialog = memberCentre(page);
  await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
  await dialog.getByLabel('Amount', { exact: true }).fill('500');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(/^Order D[\w-]+: Waiting for payment$/)).toBeVisible();
  const reference = (await dialog.locator('.mq-mc-details__reference').textContent()) ?? '';
  const match = await request.post('/__dev/deposits/match', {
    data: { orderNo: reference, amount: 50_000 },
  });
  expect(match.ok()).toBe(true);
  await expect(dialog.getByText(`Order ${reference}: Credited`)).toBeVisible();
  await page.keyboard.press('Escape');
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openDailyPromotion(page, 'Deposit raffle');
  await expect(page.getByText('Tickets left: 5 of 5')).toBeVisible();
  await page.getByRole('button', { name: 'Draw', exact: true }).click();
  const won = page.getByText(/^You won ₱[\d.]+!/);
  await expect(won).toBeVisible();
  const prize = (await won.textContent())?.match(/₱[\d.]+/)?.[0] ?? '';
  await expect(page.getByText('Tickets left: 4 of 5')).toBeVisible();
  await expectNoViolation(page, { include: 'main' });
  await page.goto('/member/transactionHistory');
  // the application's reward was claimed a minute ahead on the test clock, so it may sort above the prize:
  // the prize's row is the newest of its amount (the type, then the amount, then the balance after it)
  const prizeRow = memberCentre(page)
    .getByRole('table', { name: 'Account record' })
    .locator('tbody tr')
    .filter({ hasText: `Bonus${prize}₱` })
    .first();
  await expect(prizeRow).toContainText('Promotion reward');
  // the deposit puts the member in this period's TOP 20 by deposits (the few journeys on this platform
  // deposit less than 20 members' worth), their own row in the list marked and their place said
  await page.goto('/deposit-rank');
  const mine = page.getByRole('list', { name: 'Deposit TOP 20' }).locator('li[aria-current="true"]');
  await expect(mine).toContainText(`${username.slice(0, 2)}***${username.slice(-1)} (you)`);
  await expect(mine).toContainText('₱500.00');
  await expect(page.getByText(/^Your rank: No\. ([1-9]|1\d|20) \(₱500\.00\)$/)).toBeVisible();

  // daily sign-in: today, then (the platform's clock a brand day on, signed in again) the second day's step
  const offset = await clockOffset(request);
  try {
    const signInPage = await openDailyPromotion(page, 'Daily sign-in');
    await page.getByRole('button', { name: 'Sign in today' }).click();
    await expect(page.getByText('Signed in for today.')).toBeVisible();
    await expect(page.getByText('You have signed in today')).toBeVisible();
    await expectNoViolation(page, { include: 'main' });
    // a daily application: today's is sent (demo mode's review approves it before the next day)
    const dailyApplyPage = await openDailyPromotion(page, 'Daily deposit reward');
    await expect(page.getByText('One application a day: apply again from the next day.')).toBeVisible();
    await page
      .getByLabel('Images')
      .setInputFiles([{ name: 'today.png', mimeType: 'image/png', buffer: PNG }]);
    await page.getByRole('button', { name: 'Apply', exact: true }).click();
    await expect(page.getByText('You have applied today: apply again tomorrow.')).toBeVisible();
    await signOut(page);
    await setClockOffset(request, await nextBrandDay(request, offset));
    await page.context().setExtraHTTPHeaders(extraHTTPHeaders ?? {});
    await signIn(page, username, 'Secret123');
    await expectSignedIn(page);
    await page.goto(signInPage);
    await page.getByRole('button', { name: 'Sign in today' }).click();
    await expect(
      page.getByText(
        'Signed in: 2 days in a row earns ₱5.00. Place valid bets of ₱25.00 before withdrawing it.',
      ),
    ).toBeVisible();
    await expect(page.getByText('Days in a row: 2', { exact: true })).toBeVisible();
    // the two signed days, in this month or across its start: the month before holds the rest
    const calendar = page.locator('.mq-signin__calendar');
    const month = page.locator('.mq-signin__month');
    const signedDays = () => calendar.locator('.mq-signin__day--signed').count();
    const thisMonth = (await month.textContent()) ?? '';
    const signedThisMonth = await signedDays();
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect(month).not.toHaveText(thisMonth);
    await expect(calendar).toHaveAttribute('aria-busy', 'false');
    expect(signedThisMonth + (await signedDays())).toBe(2);
    await page.getByRole('button', { name: 'Next month' }).press('Enter');
    await expect(month).toHaveText(thisMonth);
    expect(await signedDays()).toBe(signedThisMonth);
    await expectNoViolation(page, { include: 'main' });
    // the next day: yesterday's approved application is claimed, and today's may be made
    await page.goto(dailyApplyPage);
    await expect(page.getByRole('region', { name: 'Your earlier applications' })).toContainText('Issued');
    await page.getByRole('button', { name: 'Claim' }).click();
    await expect(
      page.getByText(/^₱10\.00 credited\. Place valid bets of ₱[\d,.]+ before withdrawing it\.$/),
    ).toBeVisible();
    await expect(page.getByRole('region', { name: 'Your earlier applications' })).toContainText('Claimed');
    await expect(page.getByRole('button', { name: 'Apply', exact: true })).toBeVisible();
    await expectNoViolation(page, { include: 'main' });
  } finally {
    await setClockOffset(request, offset);
  }
});
