import { expect, type Page } from '@playwright/test';
import { registerNewMember } from './accounts';
import { expectNoSevereViolation } from './axe';
import { playDemoSpins } from './lobby';
import { test } from './new-visitor';

const accountMenu = (page: Page) => page.getByRole('navigation', { name: 'Account menu' });
const memberCentre = (page: Page) => page.getByRole('dialog', { name: 'Member centre' });

/** VIP 2 asks for 1,000.00 of deposits and 2,000.00 of valid bets over the qualifying period. */
const ROUNDS_AT_100 = 20;

test('a new member deposits and plays enough for VIP 2: the evaluation raises them, the header, the inbox and the player rank page follow', async ({
  page,
  request,
}) => {
  // registration, a matched deposit, twenty rounds and three member-centre pages on two cores
  test.setTimeout(90_000);
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

  await expectNoSevereViolation(page, { include: '[role="dialog"]', bothThemes: true });
});
