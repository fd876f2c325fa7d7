import { expect, type Locator, type Page } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { playDemoSpins } from './lobby';
import { accountMenu } from './member-centre';
import { clockOffset, FIVE_MINUTES, setClockOffset, startOfSlot } from './platform';
import { hidePopups, test } from './popups';

const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

/** A figure of the team overview: the definition beside its term. */
const figure = (dialog: Locator, term: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

/** Minor units as the demo brand writes them: ₱1,234.50, -₱5.00. */
const peso = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    .format(minor / 100)
    .replace('$', '₱');

/** The platform's own answer to the team overview (or another range's call), asked with the page's session. */
async function platformOverview(page: Page, from: string, to: string, path = '/wps/agent/team/overview') {
  return page.evaluate(
    async (range) => {
      const token = sessionStorage.getItem('token') ?? '';
      const response = await fetch(`${range.path}?from=${range.from}&to=${range.to}`, {
        headers: { authorization: `Bearer ${token}` },
      });
      return (await response.json()).value as {
        teamSize: number;
        directDownlines: number;
        deposits: number;
        bets: { count: number; validBet: number; winLoss: number };
        days: unknown[];
      };
    },
    { from, to, path },
  );
}

/** The caller's real-time salaries of a day, as the platform answers my income (newest first). */
async function realtimeIncome(page: Page, day: string) {
  return page.evaluate(async (on) => {
    const token = sessionStorage.getItem('token') ?? '';
    const response = await fetch(`/wps/agent/income?from=${on}&to=${on}&kind=REALTIME_SALARY`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return (
      (await response.json()).value as { rows: { periodStart: string; amount: number; status: string }[] }
    ).rows;
  }, day);
}

test('the demo agent sees the team figures, registers a downline agent with a real-time salary, which it accepts, plays and is settled once', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(120_000);
  const offset = await clockOffset(request);
  try {
    // the salary's entries must fall on the browser's brand day (Manila, UTC+8): within half an
    // hour of its midnight the test clock starts an hour back, so its jumps stay on that day
    const brandMinutes = ((Date.now() + offset + 8 * 3_600_000) % 86_400_000) / 60_000;
    if (brandMinutes > 23.5 * 60) await setClockOffset(request, offset - 3_600_000);
    await signIn(page, 'agent', 'Agent1234!');
    await expectSignedIn(page);
    await accountMenu(page).getByRole('button', { name: 'Agent centre' }).click();
    const dialog = agentCentre(page);
    await expect(page).toHaveURL(/\/agent\/agentTeamOverview$/);
    await expect(dialog.getByRole('heading', { level: 2, name: 'Team overview' })).toBeVisible();

    // the figures are the platform's, over the range the page shows
    const from = await dialog.getByLabel('From', { exact: true }).inputValue();
    const to = await dialog.getByLabel('To', { exact: true }).inputValue();
    const overview = await platformOverview(page, from, to);
    expect(overview.teamSize).toBeGreaterThanOrEqual(4);
    await expect(figure(dialog, 'Team size')).toHaveText(String(overview.teamSize));
    await expect(figure(dialog, 'Direct downlines')).toHaveText(String(overview.directDownlines));
    await expect(figure(dialog, 'Deposits')).toHaveText(peso(overview.deposits));
    await expect(figure(dialog, 'Bets')).toHaveText(String(overview.bets.count));
    await expect(figure(dialog, 'Valid bet')).toHaveText(peso(overview.bets.validBet));
    await expect(figure(dialog, 'Win/loss')).toHaveText(peso(overview.bets.winLoss));
    // the agent's own income of the period is their ledger's, as the platform adds it up
    const own = (await platformOverview(page, from, to, '/wps/agent/team/own-income')) as unknown as {
      total: number;
    };
    const income = dialog.getByRole('region', { name: 'My income in this period' });
    await expect(figure(income, 'Total income')).toHaveText(peso(own.total));
    await expect(dialog.getByRole('img', { name: /^The team's valid bet per day/ })).toBeVisible();
    await expect(dialog.getByRole('table', { name: 'Per day' }).getByRole('row')).toHaveCount(
      overview.days.length + 1,
    );
    await expectNoViolation(page, { include: '[role="dialog"]', label: 'agent centre, 1366 px' });

    // a downline agent, offered the agent's own real-time salary with the account
    await dialog.getByRole('link', { name: 'Register account' }).click();
    await expect(page).toHaveURL(/\/agent\/registerCenter$/);
    await expect(dialog.getByRole('region', { name: 'My invitation code' })).toContainText('AGENT001');
    await expect(dialog.getByRole('img', { name: 'QR code of my invitation link' })).toBeVisible();
    const username = `ag${Date.now().toString(36)}`;
    const form = dialog.getByRole('form', { name: 'Register a downline account' });
    await form.getByLabel('Username').fill(username);
    await form.getByLabel('Initial password').fill('Temp12345');
    await form.getByRole('radio', { name: 'Agent' }).check();
    const contract = form.getByLabel('Contract offered with the account');
    const realtime = await contract.locator('option', { hasText: /^Real-time salary/ }).getAttribute('value');
    await contract.selectOption(realtime ?? '');
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(dialog.getByText(`${username} is registered as an agent of your team.`)).toBeVisible();

    await dialog.getByRole('link', { name: 'See it in team management' }).click();
    await expect(page).toHaveURL(/\/agent\/teamManagement$/);
    await dialog.getByRole('searchbox', { name: 'Search by username' }).fill(username);
    await dialog.getByRole('button', { name: 'Search', exact: true }).click();
    const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });
    await expect(row).toContainText('Agent');
    await expect(row).toContainText('Never');

    // the new agent signs in elsewhere, replaces the temporary password and accepts the offer in
    // the member centre's My contracts (the consolidated contract info, AGENTPOLICY3)
    const downlineContext = await browser.newContext();
    await hidePopups(downlineContext, request);
    const downline = await downlineContext.newPage();
    await signIn(downline, username, 'Temp12345');
    const change = downline.getByRole('dialog', { name: 'Please change your password' });
    await change.getByLabel('New password', { exact: true }).fill('Played12345');
    await change.getByLabel('Confirm new password', { exact: true }).fill('Played12345');
    await change.getByRole('button', { name: 'Confirm' }).click();
    await expect(change).toHaveCount(0);
    await expectSignedIn(downline);
    await downline.goto('/member/agentContracts');
    const offered = downline
      .getByRole('dialog', { name: 'Member centre' })
      .getByRole('article', { name: 'Real-time salary' });
    await expect(offered).toContainText('agent offers you a Real-time salary contract');
    await offered.getByRole('button', { name: 'Accept' }).click();
    await downline
      .getByRole('dialog', { name: 'Accept the Real-time salary offer?' })
      .getByRole('button', { name: 'Accept' })
      .click();
    await expect(downline.getByText('You accepted the Real-time salary offer.')).toBeVisible();
    await expect(
      downline.getByRole('listitem').filter({ hasText: /^Real-time salary paying up to/ }),
    ).toBeVisible();

    // it plays in a fresh five-minute slot of the test clock
    const moved = await startOfSlot(request);
    const slotStart = new Date(Math.floor((Date.now() + moved) / FIVE_MINUTES) * FIVE_MINUTES);
    await downline.goto('/');
    const { name: game, rounds } = await playDemoSpins(downline, request, username, {
      vendor: 0,
      spins: 1,
      topStake: true,
    });
    await downlineContext.close();

    // the agent finds those rounds among the whole team's bets
    await dialog.getByRole('link', { name: 'Team betting' }).click();
    const bets = dialog.getByRole('table', { name: 'Bets of the whole team' });
    await expect(bets.getByRole('row').filter({ hasText: username })).toHaveCount(rounds.length);
    await expect(bets.getByRole('row').filter({ hasText: username }).first()).toContainText(game);

    // user P&L: the member's row opens their bets of the period at an address of its own; back, the list
    await dialog.getByRole('link', { name: 'User P&L' }).click();
    await dialog.getByRole('link', { name: `Show the bets of ${username} in this period` }).click();
    await expect(page).toHaveURL(/\/agent\/userProfitLoss\?.*member=/);
    await expect(dialog.getByRole('heading', { name: `${username} in this period` })).toBeVisible();
    await expect(
      dialog
        .getByRole('table', { name: `Bets of ${username}` })
        .getByRole('row')
        .filter({ hasText: game }),
    ).toHaveCount(rounds.length);
    await dialog.getByRole('button', { name: 'Back to user P&L' }).click();
    await expect(dialog.getByRole('table', { name: 'Each member’s profit and loss' })).toBeVisible();
    await expect(page).toHaveURL(/\/agent\/userProfitLoss$/);

    // the slot ends: the running server's next tick settles the real-time salaries of the chain once
    await setClockOffset(request, (await clockOffset(request)) + FIVE_MINUTES);
    const today = new Date(slotStart.getTime() + 8 * 3_600_000).toISOString().slice(0, 10);
    const paid = () =>
      realtimeIncome(page, today).then((rows) =>
        rows.filter((entry) => entry.periodStart === slotStart.toISOString() && entry.status === 'PAID'),
      );
    await expect.poll(async () => (await paid()).length, { timeout: 20_000 }).toBe(1);
    const [salary] = await paid();
    await dialog.getByRole('link', { name: 'My income' }).click();
    const incomeRows = dialog.getByRole('table', { name: 'Dividends and salaries per period' });
    // newest first: the slot's salary leads the real-time rows
    const salaryRow = incomeRows.getByRole('row').filter({ hasText: 'Real-time salary' }).first();
    await expect(salaryRow).toContainText(peso(salary!.amount));
    await expect(salaryRow).toContainText('Paid');
    await dialog.getByRole('link', { name: 'Transaction details' }).click();
    const ledger = dialog.getByRole('table', { name: 'Your agent transactions' });
    await expect(ledger.getByRole('row').filter({ hasText: 'Agent real-time salary' }).first()).toContainText(
      peso(salary!.amount),
    );
    // a later tick pays nothing twice
    expect(await paid()).toHaveLength(1);

    // a phone: the same entry full screen under its back arrow, the list of entries behind it
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
    await expectNoViolation(page, { include: '[role="dialog"]', label: 'agent centre, 390 px' });
  } finally {
    await setClockOffset(request, offset);
  }
});
