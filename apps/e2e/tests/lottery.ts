import { expect, type Page } from '@playwright/test';
import { english, type Texts } from './texts';

/**
 * Fills the open betting view's slip with two bets (07 and 42 at the 5 chip) and checks its total,
 * written as the page's language writes ₱10.00.
 */
export async function fillTwoBetSlip(page: Page, total: string, t: Texts = english): Promise<void> {
  const board = page.getByRole('group', { name: t('lottery_board') });
  await board.getByRole('button', { name: /^07/ }).click();
  await board.getByRole('button', { name: /^42/ }).click();
  await page
    .getByRole('group', { name: t('lottery_stake_chips') })
    .getByRole('button', { name: '5', exact: true })
    .click();
  await expect(page.getByTestId('slip-total')).toHaveText(total);
}
