import { expect, type Locator, type Page } from '@playwright/test';
import { check, DIALOG, sweepOn } from './accessibility-sweep';
import { walletAudit } from './lobby';
import { accountMenu, memberCentre } from './member-centre';
import { startOfSlot } from './platform';
import { test } from './popups';

sweepOn('desktop');

/**
 * Presses Tab (Shift+Tab `backwards`) until `target`, or something inside it (a radio of a group),
 * has the focus, as a keyboard player does.
 */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < 150; presses++) {
    if (await target.evaluate((element) => element.contains(document.activeElement)).catch(() => false))
      return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`${target} never had the focus`);
}

test('the keyboard alone signs in, deposits through the payment page and bets on the lottery', async ({
  page,
  request,
}) => {
  test.setTimeout(180_000);
  // a whole draw ahead, so the board does not lock under the keyboard
  await startOfSlot(request);
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Username', { exact: true }));
  await page.keyboard.type('demo');
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type('Demo1234!');
  await page.keyboard.press('Enter');
  const balance = page.getByRole('button', { name: 'Refresh balance' });
  await expect(balance).toHaveText(/\d/);
  const before = await walletAudit(request, 'demo');

  // the header's Deposit opens the member centre on the deposit form, focus inside it
  await tabTo(page, accountMenu(page).getByRole('button', { name: 'Deposit' }), { backwards: true });
  await page.keyboard.press('Enter');
  const dialog = memberCentre(page);
  await expect(dialog.getByRole('form', { name: 'Deposit', exact: true })).toBeVisible();
  const gcash = dialog.getByRole('radio', { name: 'GCash' });
  await tabTo(page, dialog.getByRole('group', { name: 'Payment channel' }));
  for (let press = 0; press < 10 && !(await gcash.isChecked()); press++)
    await page.keyboard.press('ArrowDown');
  await expect(gcash).toBeChecked();
  await tabTo(page, dialog.getByLabel('Amount', { exact: true }));
  await page.keyboard.type('500');
  const popupOpened = page.waitForEvent('popup');
  await tabTo(page, dialog.getByRole('button', { name: 'Deposit now' }));
  await page.keyboard.press('Enter');
  const popup = await popupOpened;
  await expect(popup.getByRole('heading', { name: /GCash/ })).toBeVisible();
  // the deposit waiting for its payment, as the member centre shows it meanwhile
  await expect(dialog.getByRole('table', { name: 'Recent deposits' })).toContainText('Waiting for payment');
  await check(page, 'deposit payment', DIALOG);
  await tabTo(popup, popup.getByRole('button', { name: 'Pay', exact: true }));
  await popup.keyboard.press('Enter');
  await expect(popup.getByRole('heading', { name: 'Payment complete' })).toBeVisible();
  await popup.close();
  await expect(dialog.getByRole('table', { name: 'Recent deposits' })).toContainText('Credited');
  expect((await walletAudit(request, 'demo')).balance).toBe(before.balance + 50_000);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  await page.goto('/lottery?gameCode=VNF5&playType=LO2');
  await expect(page.getByRole('heading', { level: 1, name: 'Fast Lottery 5 Min' })).toBeVisible();
  const playTypes = page.getByRole('tablist', { name: 'Play types' });
  await tabTo(page, playTypes);
  // the arrows move along the play types; back to the two-digit one
  await page.keyboard.press('ArrowRight');
  await expect(playTypes.getByRole('tab').nth(1)).toBeFocused();
  await page.keyboard.press('ArrowLeft');
  await expect(playTypes.getByRole('tab', { selected: true })).toBeFocused();
  const board = page.getByRole('group', { name: 'Number board' });
  for (const number of [/^07/, /^42/]) {
    const cell = board.getByRole('button', { name: number });
    await tabTo(page, cell);
    await page.keyboard.press('Space');
    await expect(cell).toHaveAttribute('aria-pressed', 'true');
  }
  await tabTo(
    page,
    page.getByRole('group', { name: 'Stake chips' }).getByRole('button', { name: '5', exact: true }),
  );
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('slip-total')).toHaveText('₱10.00');
  await tabTo(page, page.getByRole('button', { name: 'Confirm bet' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText(/2 bets placed/)).toBeVisible();
  expect((await walletAudit(request, 'demo')).balance).toBe(before.balance + 50_000 - 1_000);
});
