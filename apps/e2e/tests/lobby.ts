import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';

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

/** Opens the Slots dropdown of the game navigation and picks its `index`-th vendor. */
export async function openSlotVendor(page: Page, index = 0): Promise<string> {
  const nav = page.getByRole('navigation', { name: 'Games' });
  await nav.getByRole('button', { name: 'Slots', exact: true }).click();
  const vendor = nav.getByRole('list', { name: /Slots/ }).getByRole('link').nth(index);
  await vendor.click();
  await expect(page).toHaveURL(/\/rng\?vassalage=/);
  await expect(page.getByRole('heading', { level: 1, name: 'Slots' })).toBeVisible();
  return new URL(page.url()).searchParams.get('vassalage') ?? '';
}

export function gameGrid(page: Page): Locator {
  return page.getByRole('grid', { name: 'Slots games' });
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
