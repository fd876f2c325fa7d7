import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { english, type Texts } from './texts';

export interface WalletAudit {
  balance: number;
  ledgerSum: number;
  entries: number;
  /** the latest rounds, newest first (at most a hundred) */
  bets: Array<{ id: number; nodeId: number; stake: number; payout: number; balanceAfter: number }>;
}

/**
 * The rounds of `after` played since `before`, newest first: counted by id, as the audit lists only
 * the latest rounds (the demo account already has weeks of them).
 */
export function roundsSince(before: WalletAudit, after: WalletAudit): WalletAudit['bets'] {
  const last = Math.max(0, ...before.bets.map((round) => round.id));
  return after.bets.filter((round) => round.id > last);
}

/** The platform's development audit of a member's wallet: balance, ledger sum and latest rounds. */
export async function walletAudit(request: APIRequestContext, account: string): Promise<WalletAudit> {
  const res = await request.get(`/__dev/wallet?account=${encodeURIComponent(account)}`);
  if (!res.ok()) throw new Error(`wallet audit unavailable: ${res.status()}`);
  return ((await res.json()) as { value: WalletAudit }).value;
}

/**
 * Opens the first game of the `vendor`-th slot vendor and spins it `spins` times (at its top stake
 * with `topStake`), each spin waited for in the game and then in the wallet audit; answers the game's
 * name and the rounds played, newest first. The game stays open.
 */
export async function playDemoSpins(
  page: Page,
  request: APIRequestContext,
  account: string,
  { vendor, spins, topStake = false }: { vendor: number; spins: number; topStake?: boolean },
): Promise<{ name: string; rounds: WalletAudit['bets'] }> {
  // The demo game runs in a sandboxed frame, so its calls are CORS requests whose preflight allows
  // no header a real browser would not send: a journey's own address (new-visitor.ts) only
  // mattered for registering.
  await page.context().setExtraHTTPHeaders({});
  const before = await walletAudit(request, account);
  await openSlotVendor(page, vendor);
  const grid = gameGrid(page);
  const name = (await grid.locator('.mq-game-card__name').first().textContent()) ?? '';
  await grid.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?/);
  const game = page.frameLocator(`iframe[title="${name}"]`);
  await expect(game.getByRole('status', { name: 'Balance' })).toHaveText(/\d/);
  if (topStake) {
    const stakes = game.getByLabel('Stake');
    await stakes.selectOption({ index: (await stakes.locator('option').count()) - 1 });
  }
  for (let spin = 1; spin <= spins; spin++) {
    await game.getByRole('button', { name: 'Spin' }).click();
    await expect(game.getByRole('status', { name: 'Result' })).not.toHaveText('');
    await expect(game.getByRole('button', { name: 'Spin' })).toBeEnabled();
    await expect.poll(async () => roundsSince(before, await walletAudit(request, account)).length).toBe(spin);
  }
  return { name, rounds: roundsSince(before, await walletAudit(request, account)) };
}

/** Opens the Slots dropdown of the game navigation and picks its `index`-th vendor. */
export async function openSlotVendor(page: Page, index = 0): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Games' });
  await nav.getByRole('button', { name: 'Slots', exact: true }).click();
  const vendor = nav.getByRole('list', { name: /Slots/ }).getByRole('link').nth(index);
  await vendor.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  // The grid of every vendor stays on screen for a moment after the URL changes: a card read then
  // may be another vendor's. Only once every card shows the chosen vendor is the filter applied.
  const chosen = page
    .getByRole('group', { name: 'Game providers' })
    .getByRole('button', { pressed: true, name: /^(?!All providers$)/ });
  const vendorName = ((await chosen.textContent()) ?? '').trim();
  expect(vendorName).not.toBe('');
  const cardVendors = gameGrid(page).locator('.mq-game-card__vendor');
  await expect
    .poll(async () => {
      const names = await cardVendors.allTextContents();
      return names.length > 0 && names.every((name) => name.trim() === vendorName);
    })
    .toBe(true);
  return new URL(page.url()).searchParams.get('vassalage') ?? '';
}

/** The slot games' grid, named in the page's language (`t`, English by default). */
export function gameGrid(page: Page, t: Texts = english): Locator {
  return page.getByRole('grid', { name: t('games_of', { category: t('category_rng') }) });
}

/** Whether every game a grid shows (its start buttons, not the hearts) has `name` in its name. */
export async function everyGameMatches(grid: Locator, name: string): Promise<boolean> {
  const names = await grid.getByRole('button', { name: /^(?!Favourite: )/ }).allTextContents();
  return names.length > 0 && names.every((text) => text.toLowerCase().includes(name.toLowerCase()));
}

/** "1,234.56" → 123456 minor units */
export function minorUnits(text: string): number {
  const digits = text.replace(/[^\d.]/g, '');
  return Math.round(Number(digits) * 100);
}

/** "-₱1,234.56" → -123456 minor units: a net position keeps its sign */
export function signedMinorUnits(text: string): number {
  const units = minorUnits(text);
  return /-\s*\D?\d/.test(text) ? -units : units;
}
