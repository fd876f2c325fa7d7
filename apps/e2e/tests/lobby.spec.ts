import { expect } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import {
  everyGameMatches,
  gameGrid,
  minorUnits,
  openSlotVendor,
  roundsSince,
  signedMinorUnits,
  walletAudit,
} from './lobby';
import { clockOffset, setClockOffset } from './platform';
import { test } from './popups';

test('a visitor on /rng filters by a vendor from the navigation and finds a game by name, on the page and in the game search', async ({
  page,
}) => {
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  await expect(gameGrid(page).getByRole('button').first()).toBeVisible();
  const vassalage = await openSlotVendor(page, 1);
  const grid = gameGrid(page);
  // the first button of a card starts the game; it is named by the card's name (the art's title
  // plate repeats the name, hidden from assistive technology)
  const first = grid.locator('.mq-game-card__name').first();
  await expect(first).toBeVisible();
  const name = ((await first.textContent()) ?? '').trim();
  expect(name).not.toBe('');

  await page.getByLabel('Search games').fill(name);
  await expect(page).toHaveURL(new RegExp(`vassalage=${vassalage}.*name=`));
  await expect(grid.getByRole('button', { name, exact: true })).toBeVisible();
  // every game left is a match for what was typed
  await expect.poll(() => everyGameMatches(grid, name)).toBe(true);

  // the header's search looks in every category at once, each under its own heading
  await page.getByRole('button', { name: 'Game search' }).click();
  const search = page.getByRole('dialog', { name: 'Game search' });
  await expect(search.getByRole('tab', { name: 'Categories' })).toHaveAttribute('aria-selected', 'true');
  await search.getByLabel('Search games').fill('baccarat');
  await expect(search.getByRole('status')).toHaveText(
    /^Searched in Slots, Live casino, Fishing, Card games, Sports/,
  );
  const live = search.getByRole('grid', { name: 'Live casino' });
  await expect(live.getByRole('button').first()).toBeVisible();
  await expect.poll(() => everyGameMatches(live, 'baccarat')).toBe(true);
  await search.getByLabel('Search games').fill(name);
  const results = search.getByRole('grid', { name: 'Slots' });
  await expect(results.getByRole('button', { name, exact: true })).toBeVisible();
  await expect.poll(() => everyGameMatches(results, name)).toBe(true);
});

test('a member favourites a game, plays 5 spins, and balance, ledger, the net position bar, the reality check and recent games agree', async ({
  page,
  request,
}) => {
  // sign-in, a favourite, six audited round trips, a reminder checked by axe twice and the recent
  // list: more than the default budget on two cores
  test.setTimeout(75_000);
  const offset = await clockOffset(request);
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  const before = await walletAudit(request, 'demo');
  await openSlotVendor(page, 2);
  const grid = gameGrid(page);
  const name = (await grid.locator('.mq-game-card__name').first().textContent()) ?? '';

  const heart = grid.getByRole('button', { name: `Favourite: ${name}` });
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Game search' }).click();
  const search = page.getByRole('dialog', { name: 'Game search' });
  await search.getByRole('tab', { name: 'Favourites' }).click();
  await expect(search.getByRole('button', { name, exact: true })).toBeVisible();
  await page.keyboard.press('Escape');

  await grid.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?/);
  // the focused view: the game right under its bar and the session's row, the site's header gone;
  // its paytable in a dialog
  expect((await page.locator(`iframe[title="${name}"]`).boundingBox())?.y).toBeLessThan(110);
  await expect(page.getByRole('banner')).toBeHidden();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await page.getByRole('button', { name: 'Game rules' }).click();
  await expect(page.getByRole('dialog', { name: 'Paytable' }).getByRole('row')).not.toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(game.getByRole('heading', { name: 'Paytable' })).toBeHidden();
  // the brand's announcements for slots and for every game, under the game until the player closes them
  const news = page.getByRole('region', { name: 'Game notices' });
  await expect(news.getByRole('heading', { name: 'Slots festival: free spins daily' })).toBeVisible();
  await expect(news.getByRole('heading', { name: 'Weekly cashback on every game' })).toBeVisible();
  await expectNoViolation(page, { include: '.mq-game-announcements', label: 'game announcements' });
  await news.getByRole('button', { name: 'Got it, play' }).click();
  await expect(news).toBeHidden();
  const balance = game.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText(/\d/);
  for (let spin = 1; spin <= 5; spin++) {
    const result = game.getByRole('status', { name: 'Result' });
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(result).not.toHaveText('');
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    const audit = await walletAudit(request, 'demo');
    expect(roundsSince(before, audit)).toHaveLength(spin);
    await expect.poll(async () => minorUnits((await balance.textContent()) ?? '')).toBe(audit.balance);
  }

  const after = await walletAudit(request, 'demo');
  const rounds = roundsSince(before, after);
  expect(rounds).toHaveLength(5);
  const net = rounds.reduce((sum, round) => sum + round.payout - round.stake, 0);
  expect(after.balance).toBe(before.balance + net);
  expect(after.ledgerSum).toBe(after.balance);
  expect(after.entries - before.entries).toBeGreaterThanOrEqual(5);
  // the bar under the game's: the net position since the game opened is the ledger's
  const bar = page.getByRole('region', { name: 'This session' });
  const barNet = bar.getByText('Net since this game opened').locator('..');
  await expect.poll(async () => signedMinorUnits((await barNet.textContent()) ?? '')).toBe(net);

  // a 10-minute reality check; the platform's clock passes 10 minutes, the next round finds the reminder due
  await bar.getByRole('combobox', { name: 'Reality check' }).selectOption({ label: 'Every 10 min' });
  await expect(bar.getByRole('combobox', { name: 'Reality check' })).toBeEnabled();
  await setClockOffset(request, offset + 10 * 60_000);
  await game.getByRole('button', { name: 'Spin' }).click();
  const reminder = page.getByRole('dialog', { name: 'Reality check' });
  await expect(reminder).toBeVisible();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeDisabled();
  const session = roundsSince(before, await walletAudit(request, 'demo'));
  expect(session).toHaveLength(6);
  const figure = async (name: string) =>
    signedMinorUnits(
      (await reminder
        .getByText(name, { exact: true })
        .locator('xpath=following-sibling::dd[1]')
        .textContent()) ?? '',
    );
  const stakes = session.reduce((sum, round) => sum + round.stake, 0);
  const wins = session.reduce((sum, round) => sum + round.payout, 0);
  expect(await figure('Stakes')).toBe(stakes);
  expect(await figure('Wins')).toBe(wins);
  expect(await figure('Net result')).toBe(wins - stakes);
  await expect(reminder).toContainText(/You have played for 1\d min this session/);
  await expect.poll(async () => signedMinorUnits((await barNet.textContent()) ?? '')).toBe(wins - stakes);
  await expectNoViolation(page, { include: '[role="dialog"]', bothThemes: true, label: 'reality check' });
  await reminder.getByRole('button', { name: 'Continue' }).click();
  await expect(reminder).toBeHidden();
  await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  // the shared demo account as it was (the clock stays moved on: time only goes forward)
  await bar.getByRole('combobox', { name: 'Reality check' }).selectOption({ label: 'Off' });
  await expect(bar.getByRole('combobox', { name: 'Reality check' })).toHaveValue('0');

  await page.getByRole('button', { name: 'Back' }).click();
  await expect(page).toHaveURL(/\/rng/);
  const header = page.getByRole('button', { name: 'Refresh balance' });
  const final = await walletAudit(request, 'demo');
  await expect.poll(async () => minorUnits((await header.textContent()) ?? '')).toBe(final.balance);

  await page.getByRole('button', { name: 'Game search' }).click();
  await search.getByRole('tab', { name: 'Recent' }).click();
  await expect(search.getByRole('button', { name, exact: true }).first()).toBeVisible();
});

test('a visitor plays 3 fun rounds of a slot with play money, and the platform holds no new round or ledger entry', async ({
  page,
  request,
}) => {
  const { value } = (await (
    await request.get('/wps/games?gameType=RNG&language=EN&pageSize=200')
  ).json()) as {
    value: { games: Array<{ vassalage: string; funPlay: boolean; isGame: string }> };
  };
  const slots = value.games.filter((game) => game.isGame === 'GAME');
  const fun = slots.find((game) => game.funPlay)?.vassalage;
  const noFun = slots.find((game) => !game.funPlay)?.vassalage;
  expect(fun && noFun).toBeTruthy();
  const rounds = async () =>
    ((await (await request.get('/__dev/rounds')).json()) as { value: unknown }).value;
  const before = await rounds();

  // a vendor without fun play asks the visitor to log in, as before
  await page.goto(`/rng?vassalage=${noFun}`);
  await gameGrid(page).locator('.mq-game-card__launch').first().click();
  await expect(page).toHaveURL(/\/login$/);

  await page.goto(`/rng?vassalage=${fun}`);
  const name = ((await gameGrid(page).locator('.mq-game-card__name').first().textContent()) ?? '').trim();
  await gameGrid(page).getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?.*fun=1/);
  await expect(page.getByText('Fun play', { exact: true })).toBeVisible();
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await expect(game.getByText(/^Fun play/)).toBeVisible();
  const balance = game.getByRole('status', { name: 'Balance' });
  await expect(balance).toHaveText('₱2,000.00');
  const result = game.getByRole('status', { name: 'Result' });
  for (let spin = 1; spin <= 3; spin++) {
    await result.evaluate((node) => {
      node.textContent = '';
    });
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(result).toHaveText(/^Reels: /);
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
  }
  await expect(balance).not.toHaveText('');
  expect(await rounds()).toEqual(before);

  await page.getByRole('link', { name: 'Register to play for real' }).click();
  await expect(page).toHaveURL(/\/register$/);
});

test('a trial account may browse the games but is warned when it starts one', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Free play' }).click();
  await expectSignedIn(page);
  await openSlotVendor(page, 0);
  await gameGrid(page).getByRole('button').first().click();
  await expect(page.getByText('Please Register An Account First')).toBeVisible();
  await expect(page).toHaveURL(/\/rng/);
});

test('axe finds no serious or critical violation on the slots page', async ({ page }) => {
  await page.goto('/rng');
  await expect(gameGrid(page).getByRole('button').first()).toBeVisible();
  await expectNoViolation(page);
});

test('a vendor under maintenance refuses the launch and offers playable alternatives', async ({
  page,
  request,
}) => {
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  const vassalage = await openSlotVendor(page, 3);
  const maintenance = (on: boolean) =>
    request.put('/__dev/vendor-maintenance', { data: { vassalage, maintenance: on } });
  expect((await maintenance(true)).ok()).toBe(true);
  try {
    await gameGrid(page).getByRole('button').first().click();
    const dialog = page.getByRole('dialog', { name: 'This game is under maintenance' });
    await expect(dialog).toBeVisible();
    const alternatives = dialog.getByRole('grid', { name: 'Recommended' }).locator('.mq-game-card__launch');
    await expect(alternatives).toHaveCount(3);
    await alternatives.first().click();
    await expect(page).toHaveURL(/\/game\?/);
  } finally {
    await maintenance(false);
  }
});
