import { expect, type Page } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoViolation } from './axe';
import { minorUnits } from './lobby';
import { memberCentre } from './member-centre';
import { test } from './new-visitor';
import type { latestSmsCode } from './platform';

interface Audit {
  balance: number;
  ledgerSum: number;
  vendors: Array<{ vassalage: string; balance: number; ledgerSum: number }>;
}

async function audit(request: Parameters<typeof latestSmsCode>[0], account: string): Promise<Audit> {
  const res = await request.get(`/__dev/wallet?account=${encodeURIComponent(account)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { value: Audit }).value;
}

const headerBalance = (page: Page) => page.getByRole('button', { name: 'Refresh balance' });

test('my wallet: transfer to a game wallet, play from it, recall all; a bank transfer matched by the operator', async ({
  page,
  request,
}) => {
  // registration, a game round, two member-centre pages and a polled deposit on two cores
  test.setTimeout(300_000);
  const username = await registerNewMember(page, request, { prefix: 'mw' });
  await expect(headerBalance(page)).toHaveText('₱10,000.00');

  await page.goto('/member/transferFund');
  const dialog = memberCentre(page);
  await expect(dialog.getByRole('heading', { level: 2, name: 'My wallet' })).toBeVisible();
  const wallets = dialog.getByRole('region', { name: 'Game wallets' });
  await expect(wallets.getByRole('listitem').first()).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]' });

  const form = dialog.getByRole('form', { name: 'Transfer between wallets' });
  const vendorName = (await form.getByLabel('Game wallet').locator('option:checked').textContent()) ?? '';
  const amount = form.getByLabel('Amount', { exact: true });
  // bad input stays on the field and nothing moves
  await amount.fill('12.345');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByText('At most two decimal places')).toBeVisible();
  await expect(amount).toHaveValue('12.345');
  await amount.fill('10000.01');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByText('The amount is above the available ₱10,000.00')).toBeVisible();
  expect((await audit(request, username)).vendors).toEqual([]);

  await amount.fill('500');
  await form.getByRole('button', { name: 'Transfer' }).click();
  await expect(form.getByText('₱500.00 transferred')).toBeVisible();
  await expect(headerBalance(page)).toHaveText('₱9,500.00');
  const vendorRow = dialog
    .getByRole('listitem')
    .filter({ has: page.getByRole('button', { name: `Refresh the ${vendorName} balance` }) });
  await expect(vendorRow).toContainText('₱500.00');
  const [funded] = (await audit(request, username)).vendors;
  expect(funded).toMatchObject({ balance: 50_000, ledgerSum: 50_000 });

  // a game of that vendor plays from its own wallet: the main balance does not move
  // The demo game runs in a sandboxed frame, so its calls are CORS requests whose preflight allows
  // no header a real browser would not send: the journey's own address only mattered for registering.
  await page.context().setExtraHTTPHeaders({});
  await page.goto(`/fish?vassalage=${funded!.vassalage}`);
  const grid = page.getByRole('grid', { name: 'Fishing games' });
  const name = (await grid.locator('.mq-game-card__name').first().textContent()) ?? '';
  await grid.getByRole('button', { name, exact: true }).click();
  await expect(page).toHaveURL(/\/game\?/);
  const game = page.frameLocator(`iframe[title="${name}"]`);
  const inGame = game.getByRole('status', { name: 'Balance' });
  await expect(inGame).toHaveText(/500\.00/);
  await game.getByRole('button', { name: 'Shoot' }).click();
  await expect(game.getByRole('status', { name: 'Result' })).toHaveText(/caught|got away/);
  const played = await audit(request, username);
  expect(played.balance).toBe(950_000);
  expect(played.ledgerSum).toBe(950_000);
  expect(played.vendors[0]!.ledgerSum).toBe(played.vendors[0]!.balance);
  await expect
    .poll(async () => minorUnits((await inGame.textContent()) ?? ''))
    .toBe(played.vendors[0]!.balance);

  await page.goto('/member/transferFund');
  await dialog.getByRole('button', { name: `Refresh the ${vendorName} balance` }).click();
  await expect
    .poll(async () => minorUnits((await vendorRow.textContent()) ?? ''))
    .toBe(played.vendors[0]!.balance);
  await dialog.getByRole('button', { name: 'Recall all' }).click();
  const results = dialog.getByRole('region', { name: 'Recall results' });
  await expect(results.getByRole('listitem').filter({ hasText: vendorName })).toContainText(
    played.vendors[0]!.balance > 0 ? 'back in the main wallet' : 'Nothing to recall',
  );
  const recalled = await audit(request, username);
  expect(recalled.vendors[0]!.balance).toBe(0);
  expect(recalled.balance).toBe(950_000 + played.vendors[0]!.balance);
  await expect
    .poll(async () => minorUnits((await headerBalance(page).textContent()) ?? ''))
    .toBe(recalled.balance);

  // a bank transfer: the account to pay to and the reference, then the operator's match
  await dialog.getByRole('link', { name: 'Deposit' }).click();
  await expect(page).toHaveURL(/\/member\/depositv2$/);
  // before the first deposit: the welcome bonus home's banner advertises, with its terms
  const welcome = dialog.getByRole('complementary', { name: 'Welcome bonus' });
  await expect(welcome).toContainText('Get 100% of your first deposit as a bonus, up to ₱10,000.00.');
  await dialog.getByRole('radio', { name: 'Bank transfer' }).check();
  const depositAmount = dialog.getByLabel('Amount', { exact: true });
  await depositAmount.fill('100');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText('The minimum amount is 500')).toBeVisible();
  await depositAmount.fill('1000');
  await dialog.getByRole('button', { name: 'Deposit now' }).click();
  await expect(dialog.getByText(/^Order D[\w-]+: Waiting for payment$/)).toBeVisible();
  await expect(dialog.getByText('0012-3456-7890')).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]' });
  const reference = (await dialog.locator('.mq-mc-details__reference').textContent()) ?? '';
  expect(reference).toMatch(/^D/);

  const match = await request.post('/__dev/deposits/match', {
    data: { orderNo: reference, amount: 100_000 },
  });
  expect(match.ok()).toBe(true);
  await expect(dialog.getByText(`Order ${reference}: Credited`)).toBeVisible();
  // told at once, in view over the dialog; the form is ready for the next deposit, the bonus earned
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Deposit credited: ₱1,000.00 is in your balance',
  );
  await expect(depositAmount).toHaveValue('');
  await expect(welcome).toHaveCount(0);
  await expect(dialog.getByRole('table', { name: 'Recent deposits' })).toContainText('Credited');
  await expect
    .poll(async () => minorUnits((await headerBalance(page).textContent()) ?? ''))
    .toBe(recalled.balance + 100_000);
  const after = await audit(request, username);
  expect(after.ledgerSum).toBe(after.balance);
});
