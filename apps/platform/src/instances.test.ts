import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import type { Hono } from 'hono';
import { type Database, type Db, notificationsOf } from './db/open';
import { jobRuns } from './db/schema';
import type { AppEnv } from './http/app-env';
import { runOperatorCommand } from './ops/operator-commands';
import { setVendorMaintenance } from './services/games/vendors';
import { JobRuns } from './services/job-runs';
import { READS_CHANNEL } from './services/read-cache';
import { readStoredStatus, writeSetting } from './services/system/settings';
import { login, registerMember, solvedCaptcha } from './test-support/accounts';
import { call, openTestDatabase, testApp } from './test-support/harness';
import { seededPostgresTwins } from './test-support/postgres-twins';

/**
 * Two platform instances on one database: on the throwaway PostgreSQL that TEST_DATABASE_URL names
 * (CI starts one), each with its own pool as two processes would have; without it, two platforms
 * in this process on one PGlite, through the same code. CI must have PostgreSQL.
 */
const url = process.env.TEST_DATABASE_URL;
if (process.env.CI && !url)
  throw new Error('TEST_DATABASE_URL is not set: CI runs the instances test on PostgreSQL');

const opened: Database[] = [];
let a: Db;
let b: Db;

beforeAll(async () => {
  if (url) [a, b] = await seededPostgresTwins(url, 'instances', opened);
  else {
    const shared = await openTestDatabase();
    opened.push(shared);
    [a, b] = [shared.db, shared.db];
  }
}, 120_000);
afterAll(async () => {
  for (const database of opened) await database.close();
});

describe('scheduled jobs on two instances', () => {
  it('runs a period once across both, records where and how, and lists it for the operator', async () => {
    const now = () => new Date();
    const first = new JobRuns(a, 'instance-a', now);
    const second = new JobRuns(b, 'instance-b', now);
    let runs = 0;
    const work = async () => {
      runs += 1;
    };
    const outcomes = await Promise.all(
      Array.from({ length: 20 }, (_, i) => (i % 2 ? first : second).once('test job', 'p1', work)),
    );
    expect(runs).toBe(1);
    expect(outcomes.filter((outcome) => outcome === 'ran')).toHaveLength(1);
    const [row] = await b.select().from(jobRuns).where(eq(jobRuns.job, 'test job'));
    expect(row).toMatchObject({ period: 'p1', outcome: 'ok' });
    expect(row?.endedAt).not.toBeNull();
    expect(['instance-a', 'instance-b']).toContain(row?.instance);
    const listed = await runOperatorCommand(a, 'jobs', ['test', 'job'], now());
    expect(listed).toHaveLength(1);
    expect(listed[0]).toContain(`test job\tp1\t${row?.instance}`);
  });

  it('retries a failed period, and takes over a period whose instance died mid-run', async () => {
    const now = () => new Date();
    const first = new JobRuns(a, 'instance-a', now);
    const second = new JobRuns(b, 'instance-b', now);
    await expect(
      first.once('flaky job', 'p1', async () => {
        throw new Error('vendor down');
      }),
    ).rejects.toThrow('vendor down');
    const [failed] = await b.select().from(jobRuns).where(eq(jobRuns.job, 'flaky job'));
    expect(failed?.outcome).toBe('vendor down');
    await expect(second.once('flaky job', 'p1', async () => {})).resolves.toBe('ran');

    // instance A claims a period and dies before it ends: B leaves it while it may still run…
    let finishA: () => void = () => {};
    const dying = first.once('long job', 'p1', () => new Promise<void>((resolve) => (finishA = resolve)));
    await vi.waitFor(async () => {
      expect(await b.select().from(jobRuns).where(eq(jobRuns.job, 'long job'))).toHaveLength(1);
    });
    await expect(second.once('long job', 'p1', async () => {})).resolves.toBe('taken');
    // …and runs the next period; the abandoned one too once it is clearly dead
    await expect(second.once('long job', 'p2', async () => {})).resolves.toBe('ran');
    await b
      .update(jobRuns)
      .set({ startedAt: new Date(Date.now() - 11 * 60_000) })
      .where(eq(jobRuns.job, 'long job'));
    await expect(second.once('long job', 'p1', async () => {})).resolves.toBe('ran');
    finishA();
    await dying;
    const rows = await a.select().from(jobRuns).where(eq(jobRuns.job, 'long job'));
    // the dead instance's late end does not overwrite the run B took over
    expect(rows.map((run) => [run.period, run.instance, run.outcome]).sort()).toEqual([
      ['p1', 'instance-b', 'ok'],
      ['p2', 'instance-b', 'ok'],
    ]);
  });
});

/** Resolves when `db`'s instance hears the next change (the cross-instance NOTIFY). */
function nextChange(db: Db): Promise<unknown> {
  return new Promise((resolve) => notificationsOf(db)?.subscribe(READS_CHANNEL, resolve));
}

describe('a change on one instance', () => {
  it("is in the other's next read once it is told: vendor maintenance and the system status", async () => {
    const onB = testApp(b);
    const vendors = async (app: Hono<AppEnv>) =>
      (
        await call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } })
      ).body.value.data.lanes.flatMap((lane) => lane.cards);
    const open = (await vendors(onB)).find((card) => !card.maintenance)!;
    // B has read the vendors and the status: both are in its cache now
    expect((await call(onB, api.system.status, {})).body.value.status).toBe(0);
    const told = nextChange(b);
    await setVendorMaintenance(a, open.vassalage, true);
    await told;
    expect((await vendors(onB)).find((card) => card.vassalage === open.vassalage)?.maintenance).toBe(true);

    const statusTold = nextChange(b);
    await writeSetting(a, 'system_status', {
      ...(await readStoredStatus(a)),
      status: 1,
      maintenanceEnd: null,
    });
    await statusTold;
    expect((await call(onB, api.system.status, {})).body.value.status).toBe(1);
    await writeSetting(a, 'system_status', { ...(await readStoredStatus(a)), status: 0 });
    await setVendorMaintenance(a, open.vassalage, false);
  });
});

describe('limits across instances', () => {
  it('checks at most 5 of 200 parallel wrong guesses spread over both, each with a good captcha', async () => {
    const apps = [testApp(a), testApp(b)];
    const member = await registerMember(apps[0]!);
    const ip = '198.51.100.232';
    const captchas = [];
    for (let i = 0; i < 200; i += 1) captchas.push(await solvedCaptcha(apps[i % 2]!));
    const results = await Promise.all(
      captchas.map((captcha, i) => login(apps[i % 2]!, member.username, 'Wrong12345', { ip, ...captcha })),
    );
    expect(results.filter((result) => result.body.code === 'WRONG_CREDENTIALS').length).toBeLessThanOrEqual(
      5,
    );
    expect(results.filter((result) => result.status === 429).length).toBeGreaterThanOrEqual(195);
  }, 120_000);
});
