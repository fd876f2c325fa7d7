import { expect, type Locator, type Page, test } from '@playwright/test';
import { expectSignedIn, signIn } from './accounts';
import { expectNoViolation } from './axe';
import { accountMenu } from './member-centre';

const agentCentre = (page: Page) => page.getByRole('dialog', { name: 'Agent centre' });

/** A figure of the team overview: the definition beside its term. */
const figure = (dialog: Locator, term: string) =>
  dialog.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('xpath=following-sibling::dd');

/** Minor units as the demo brand writes them: ₱1,234.50, -₱5.00. */
const peso = (minor: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' })
    .format(minor / 100)
    .replace('$', '₱');

/** The platform's own answer to the team overview, asked with the page's session. */
async function platformOverview(page: Page, from: string, to: string) {
  return page.evaluate(
    async (range) => {
      const token = sessionStorage.getItem('token') ?? '';
      const response = await fetch(`/wps/agent/team/overview?from=${range.from}&to=${range.to}`, {
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
    { from, to },
  );
}

test('the demo agent sees the team figures, registers a downline member and finds it in the team', async ({
  page,
}) => {
  test.setTimeout(90_000);
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
  await expect(dialog.getByRole('img', { name: /^The team's valid bet per day/ })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Per day' }).getByRole('row')).toHaveCount(
    overview.days.length + 1,
  );
  await expectNoViolation(page, { include: '[role="dialog"]', label: 'agent centre, 1366 px' });

  await dialog.getByRole('link', { name: 'Register account' }).click();
  await expect(page).toHaveURL(/\/agent\/registerCenter$/);
  await expect(dialog.getByRole('region', { name: 'My invitation code' })).toContainText('AGENT001');
  await expect(dialog.getByRole('img', { name: 'QR code of my invitation link' })).toBeVisible();
  const username = `ag${Date.now().toString(36)}`;
  const form = dialog.getByRole('form', { name: 'Register a downline account' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Initial password').fill('Temp12345');
  await form.getByRole('button', { name: 'Register' }).click();
  await expect(dialog.getByText(`${username} is registered as a member of your team.`)).toBeVisible();

  await dialog.getByRole('link', { name: 'See it in team management' }).click();
  await expect(page).toHaveURL(/\/agent\/teamManagement$/);
  await dialog.getByRole('searchbox', { name: 'Search by username' }).fill(username);
  await dialog.getByRole('button', { name: 'Search', exact: true }).click();
  const row = dialog.getByRole('row').filter({ has: page.getByRole('rowheader', { name: username }) });
  await expect(row).toContainText('Member');
  await expect(row).toContainText('Never');

  // a phone: the same entry full screen under its back arrow, the list of entries behind it
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(dialog.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectNoViolation(page, { include: '[role="dialog"]', label: 'agent centre, 390 px' });
});
