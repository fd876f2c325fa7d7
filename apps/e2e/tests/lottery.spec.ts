import { createHash } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { walletAudit } from './lobby';
import { fillTwoBetSlip } from './lottery';
import { FIVE_MINUTES, setClockOffset, startOfSlot } from './platform';
import { test } from './popups';

interface Bet {
  drawId: string;
  numbers: string[];
  status: 'PENDING' | 'WON' | 'LOST';
  stake: number;
  payout: number;
}

/** The member's lottery bets as the platform holds them, read with the page's own session. */
async function myBets(page: Page, drawId: string): Promise<Bet[]> {
  return page.evaluate(async (id) => {
    const token = sessionStorage.getItem('token') ?? '';
    const res = await fetch(`/lgw/lotto/bets?drawId=${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { value: { list: Bet[] } }).value.list;
  }, drawId);
}

test('a member favourites a fast game on /vnlottery, bets, and after the draw sees the result, the seed and the bet settled', async ({
  page,
  request,
}) => {
  // sign-in, a favourite, a bet and a draw settled on the moved clock: more than the default budget
  test.setTimeout(150_000);
  const offset = await startOfSlot(request);
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);

  await page.goto('/vnlottery');
  await expect(page.getByRole('heading', { level: 1, name: 'Lottery' })).toBeVisible();
  // a lottery page keeps the header balance in view
  const headerBalance = page.getByRole('banner').getByRole('button', { name: /Refresh balance/ });
  await expect(headerBalance).toBeVisible();
  await page.getByRole('tab', { name: 'Fast draws' }).click();
  const panel = page.getByRole('tabpanel');
  const star = panel.getByRole('button', { name: 'Favourite Fast Lottery 5 Min' });
  if ((await star.getAttribute('aria-pressed')) !== 'true') await star.click();
  await expect(star).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  const favourites = page.getByRole('region', { name: 'My favourites' });
  await expect(favourites.getByRole('article', { name: 'Fast Lottery 5 Min' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('LOTTFAV') ?? '{}').demo)).toContain(
    'VNF5',
  );
  await favourites.getByRole('link', { name: 'Bet on Fast Lottery 5 Min' }).click();
  await expect(page).toHaveURL(/\/lottery\?gameCode=VNF5&playType=LO2/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fast Lottery 5 Min' })).toBeVisible();
  const current = await request.get('/lgw/lotto/draws/current?gameCode=VNF5');
  const { drawId, seedHash: hash } = (
    (await current.json()) as { value: { drawId: string; seedHash: string } }
  ).value;
  await expect(page.getByText(`Draw ${drawId}`, { exact: false }).first()).toBeVisible();
  await expect(page.getByText(hash)).toBeVisible();

  const before = await walletAudit(request, 'demo');
  await fillTwoBetSlip(page, '₱10.00');
  await page.getByRole('button', { name: 'Confirm bet' }).click();
  // the toast, in view wherever the slip is, names the stake and the new balance; so does the header
  const newBalance = `₱${((before.balance - 1000) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`;
  const toast = page.getByRole('region', { name: 'Notifications' });
  await expect(toast.getByText('Bets confirmed: 2')).toBeVisible();
  await expect(toast).toContainText(`Staked ₱10.00 · Balance ${newBalance}`);
  await expect(page.getByText(/2 bets placed/)).toContainText(newBalance);
  await expect(headerBalance).toHaveText(newBalance);
  const placed = await walletAudit(request, 'demo');
  expect(placed.balance).toBe(before.balance - 1000);
  expect((await myBets(page, drawId)).map((bet) => bet.status)).toEqual(['PENDING', 'PENDING']);

  // past the draw: the platform draws it, reveals the seed and settles the bets
  await setClockOffset(request, offset + FIVE_MINUTES);
  await expect
    .poll(async () => (await myBets(page, drawId)).every((bet) => bet.status !== 'PENDING'))
    .toBe(true);
  await page.reload();
  const result = page.getByRole('article', { name: `Draw ${drawId}` });
  await expect(result).toBeVisible();
  const seed = (await result.locator('code').first().textContent()) ?? '';
  expect(createHash('sha256').update(seed).digest('hex')).toBe(hash);
  await expect(result.getByText(hash)).toBeVisible();
  const bets = await myBets(page, drawId);
  const lines = result.getByRole('listitem');
  await expect(lines).toHaveCount(2);
  for (const bet of bets) {
    await expect(lines.filter({ hasText: bet.numbers[0]! })).toContainText(
      bet.status === 'WON' ? 'Won' : 'Lost',
    );
  }
  const after = await walletAudit(request, 'demo');
  const won = bets.reduce((sum, bet) => sum + bet.payout, 0);
  expect(after.balance).toBe(placed.balance + won);
  expect(after.ledgerSum).toBe(after.balance);
});

test('a deep link opens that game’s betting view on that play type, never unstyled', async ({ page }) => {
  // The stylesheets a page adds after its document's (the packages') arrive late here: the
  // lottery's screen must not show before its package's stylesheet applies.
  const html = await (await page.request.get('/lottery')).text();
  const documentStyles = [...html.matchAll(/<link rel="stylesheet"[^>]* href="([^"]+)"/g)].map((m) => m[1]);
  await page.route('**/assets/*.css', async (route) => {
    if (!documentStyles.includes(new URL(route.request().url()).pathname)) {
      await new Promise((resolve) => setTimeout(resolve, 4000));
    }
    await route.continue();
  });
  await page.goto('/lottery?gameCode=SEA4D&playType=SMALL');
  await expect(page.getByRole('heading', { level: 1, name: '4D Lottery' })).toBeVisible();
  const applied = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.sheet !== null,
    ),
  );
  expect(applied.length, 'the first stylesheet and the lottery package’s').toBeGreaterThan(1);
  expect(applied).not.toContain(false);
  await expect(page.getByRole('tab', { name: '4D Small' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('group', { name: 'Position 4' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Results' })).toBeVisible();
  await expectNoViolation(page, { include: '.mq-lottery-betting', bothThemes: true });
});

test('every lottery page has no serious axe violation, colour contrast included, light and dark', async ({
  page,
}) => {
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  const myBets = page.getByRole('region', { name: 'My lottery bets' });
  for (const lobby of ['/lottery', '/vnlottery']) {
    await page.goto(lobby);
    await expect(page.getByRole('tabpanel').getByRole('article').first()).toBeVisible();
    await expect(myBets.getByRole('heading', { name: 'My lottery bets' })).toBeVisible();
    await expectNoViolation(page, { include: '.mq-lottery', bothThemes: true });
  }
  // the betting view with a picked number, the results with their seeds, and my bets
  await page.goto('/lottery?gameCode=VNF1&playType=LO2');
  const board = page.getByRole('group', { name: 'Number board' });
  await board.getByRole('button', { name: /^07/ }).click();
  await expect(board.getByRole('button', { name: /^07/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('article').first()).toBeVisible();
  await expect(myBets.getByRole('heading', { name: 'My lottery bets' })).toBeVisible();
  await expectNoViolation(page, { include: '.mq-lottery', bothThemes: true });
});
