import { randomBytes } from 'node:crypto';
import { type Platform, startPlatform } from '@marquee/harness/platform';
import { type RunningProxy, startProxy } from '@marquee/harness/proxy';
import { expect } from '@playwright/test';
import pg from 'pg';
import { expectSignedIn, signIn } from './accounts';
import { gameGrid, playDemoSpins } from './lobby';
import { memberCentre, payByGCash } from './member-centre';
import { operatorCliWithEnv } from './operator-cli';
import { test as base } from './popups';

interface Instances {
  a: Platform;
  b: Platform;
  proxy: RunningProxy;
  /** the instances' database, for the operator CLI */
  databaseUrl: string;
}

const serverUrl = process.env.TEST_DATABASE_URL;

/** Runs one statement on the PostgreSQL server TEST_DATABASE_URL names (creating or dropping a database). */
async function onServer(statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * Two built platforms on one fresh PostgreSQL database of their own (apart from the platform tests'
 * databases), with the same settings as a load balancer's instances must have, behind a round-robin
 * proxy that the browser talks to. One worker holds them for the file; the journey may kill `a`.
 */
const test = base.extend<{ instances: Instances }, { workerInstances: Instances }>({
  workerInstances: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern
    async ({}, use) => {
      const name = `e2e_instances_${randomBytes(4).toString('hex')}`;
      await onServer(`create database "${name}"`);
      const database = new URL(serverUrl ?? '');
      database.pathname = `/${name}`;
      // the settings that must be equal on every instance (the platform README's "Several instances")
      const env = { DATABASE_URL: database.href, NODE_ENV: 'test', MARQUEE_DEMO: '1', TRUST_PROXY: '1' };
      const started: Platform[] = [];
      let proxy: RunningProxy | undefined;
      try {
        // one after the other: the first migrates and seeds the empty database, the second finds it ready
        started.push(await startPlatform(env));
        started.push(await startPlatform(env));
        const [a, b] = started as [Platform, Platform];
        proxy = await startProxy([a, b].map((platform) => Number(new URL(platform.url).port)));
        await use({ a, b, proxy, databaseUrl: database.href });
      } finally {
        await proxy?.close();
        for (const platform of started) await platform.stop();
        await onServer(`drop database if exists "${name}" with (force)`);
      }
    },
    { scope: 'worker', timeout: 120_000 },
  ],
  instances: async ({ workerInstances }, use) => use(workerInstances),
  baseURL: async ({ instances }, use) => use(instances.proxy.url),
});

test.skip(
  !serverUrl,
  'TEST_DATABASE_URL is not set: this journey needs a PostgreSQL server for its two instances (scripts/test-all.mjs starts one)',
);

const announcements = (origin: string) =>
  `${origin}/wps/notice/announcements?types=PL&platform=W&execution=B&language=EN`;
const vendorLanes = (origin: string) => `${origin}/wps/games/vendors?merchantCode=MARQUEE`;

interface Lanes {
  value: { data: { lanes: Array<{ cards: Array<{ vassalage: string; maintenance: boolean }> }> } };
}

test('two instances behind a proxy: the member plays, deposits and chats with an operator on the other instance, an operator change on one is seen on the other, and the member keeps playing when one dies', async ({
  page,
  request,
  browser,
  instances: { a, b, proxy, databaseUrl },
}) => {
  // a sign-in, a round, a payment page, two chat windows and a crash; ~30 s alone on a quiet machine,
  // well over it on a loaded two-core one
  test.setTimeout(150_000);
  const failures: string[] = [];
  page.on('response', (res) => {
    if (res.status() >= 500) failures.push(`${res.status()} ${res.url()}`);
  });
  await signIn(page, 'demo', 'Demo1234!');
  await expectSignedIn(page);
  const balance = page.getByRole('button', { name: 'Refresh balance' });
  await expect(balance).toHaveText(/\d/);
  // round robin: the sign-in and the pages' calls were answered by both instances
  expect([...proxy.served.values()].every((count) => count > 0)).toBe(true);

  // a round of a demo slot and a deposit, their calls alternating between the instances
  await playDemoSpins(page, request, 'demo', { vendor: 0, spins: 1 });
  await page.goto('/member/depositv2');
  await payByGCash(page, memberCentre(page), '500');
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
    'Deposit credited: ₱500.00 is in your balance',
  );
  await expect(balance).toHaveText(/\d/);
  const shown = await balance.textContent();

  // the member's chat socket lands on one instance, the operator's desk is opened on the other
  const operatorName = `inst${Date.now().toString(36)}`;
  await operatorCliWithEnv(
    { DATABASE_URL: databaseUrl, OPERATOR_PASSWORD: 'desk-pass-2026' },
    'operators',
    'add',
    operatorName,
  );
  await memberCentre(page).getByRole('button', { name: 'Close' }).click();
  await expect(memberCentre(page)).toBeHidden();
  const popupOpened = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Customer service' }).first().click();
  const chat = await popupOpened;
  await expect(chat.getByText(/No operator is online right now/)).toBeVisible();
  const other = (proxy.upgraded.get(Number(new URL(a.url).port)) ?? 0) > 0 ? b : a;
  const desk = await (await browser.newContext()).newPage();
  await desk.goto(`${other.url}/chat-console`);
  await desk.getByLabel('Operator name').fill(operatorName);
  await desk.getByLabel('Password').fill('desk-pass-2026');
  await desk.getByRole('button', { name: 'Sign in' }).click();
  await expect(chat.getByText(/No operator is online right now/)).toHaveCount(0);
  await chat.getByLabel('Your message').fill('Hello from one instance');
  await chat.getByRole('button', { name: 'Send' }).click();
  await desk.getByRole('button', { name: /^demo/ }).first().click();
  await expect(
    desk.getByRole('list', { name: 'Messages' }).getByText('Hello from one instance'),
  ).toBeVisible();
  await desk.getByLabel('Reply').fill('Answered from the other');
  await desk.getByRole('button', { name: 'Send' }).click();
  await expect(
    chat.getByRole('list', { name: 'Messages' }).getByText('Answered from the other'),
  ).toBeVisible();
  await desk.context().close();
  await chat.close();

  // A has read the notices and the vendors (its read cache holds them) before the operator, on B,
  // adds a notice and closes a vendor for maintenance
  const title = `Two instances ${Date.now()}`;
  const lanes = (await (await request.get(vendorLanes(a.url))).json()) as Lanes;
  const vassalage = lanes.value.data.lanes[0]?.cards[0]?.vassalage;
  expect(vassalage).toBeTruthy();
  expect(await (await request.get(announcements(a.url))).text()).not.toContain(title);
  expect(
    (
      await request.post(`${b.url}/__dev/notices`, { data: { type: 'PL', title, content: '<p>Both</p>' } })
    ).ok(),
  ).toBe(true);
  expect(
    (await request.put(`${b.url}/__dev/vendor-maintenance`, { data: { vassalage, maintenance: true } })).ok(),
  ).toBe(true);
  const seenOnA = { timeout: 1_000, intervals: [50] };
  await expect.poll(async () => (await request.get(announcements(a.url))).text(), seenOnA).toContain(title);
  await expect
    .poll(async () => {
      const seen = (await (await request.get(vendorLanes(a.url))).json()) as Lanes;
      return seen.value.data.lanes.flatMap((lane) => lane.cards).find((card) => card.vassalage === vassalage)
        ?.maintenance;
    }, seenOnA)
    .toBe(true);
  await page.goto('/');
  await expect(
    page.getByRole('region', { name: 'Latest announcements' }).getByRole('button', { name: title }).first(),
  ).toBeAttached();

  // A crashes: the proxy passes it over, the member's session (in the database) holds on B
  await a.kill();
  await balance.click();
  await expect(balance).toHaveText(shown ?? '');
  await page.reload();
  await expectSignedIn(page);
  await expect(balance).toHaveText(shown ?? '');
  await page.goto('/rng');
  await expect(gameGrid(page).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(0);
  expect(failures).toEqual([]);
});
