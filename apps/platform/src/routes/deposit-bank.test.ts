import { api } from '@marquee/api-client/contract';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { memberMessages } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import {
  autoMatchBankDeposits,
  matchBankDeposit,
  pendingBankDeposits,
} from '../services/member-centre/deposits';
import { ledgerSum, readBalance } from '../services/wallet/wallet';
import { memberIdOf, registerFromOwnIp } from '../test-support/accounts';
import { paidCallback } from '../test-support/deposits';
import {
  call,
  manualClock,
  PRODUCTION_ENV,
  request,
  testApp,
  testPlatform,
  useSeededDatabase,
} from '../test-support/harness';

const database = useSeededDatabase();

async function newMember(app: ReturnType<typeof testApp>) {
  const member = await registerFromOwnIp(app);
  return { ...member, memberId: await memberIdOf(database.db, member.username) };
}

const deposit = (app: ReturnType<typeof testApp>, token: string, body: Record<string, unknown>) =>
  call(app, api.deposit.create, {
    token,
    body: { channel: 'BANK', amount: 100_000, idempotencyKey: crypto.randomUUID(), ...body } as never,
  });

describe('deposit by bank transfer, matched by the operator', () => {
  it('answers the account to pay to and the reference; no provider page; the match credits once', async () => {
    const app = testApp(database.db, { DEMO_BANK_MATCH_SECONDS: '0' });
    const member = await newMember(app);
    const { body } = await deposit(app, member.token, {});
    const order = body.value;
    expect(order).toMatchObject({ kind: 'BANK', status: 'PENDING', payUrl: null, amount: 100_000 });
    expect(order.payee).toEqual({
      bankName: 'Marquee Demo Bank',
      accountName: 'Marquee Demo Gaming Inc.',
      accountNumber: '0012-3456-7890',
    });
    expect((await request(app, `/demo-pay/${order.orderNo}`)).status).toBe(404);
    // the provider's callback cannot settle a bank transfer, even signed
    const forged = await paidCallback(app, order.orderNo, 100_000);
    expect(forged.status).not.toBe(200);

    const waiting = await pendingBankDeposits(database.db, new Date());
    expect(waiting.find((row) => row.orderNo === order.orderNo)).toMatchObject({
      account: member.username,
      amount: 100_000,
    });
    await expect(
      matchBankDeposit(database.db, { orderNo: order.orderNo, amount: 99_999 }, new Date()),
    ).rejects.toThrow('Amount does not match the order');
    expect(await matchBankDeposit(database.db, { orderNo: order.orderNo, amount: 100_000 }, new Date())).toBe(
      'settled',
    );
    expect(await matchBankDeposit(database.db, { orderNo: order.orderNo, amount: 100_000 }, new Date())).toBe(
      'replayed',
    );
    expect((await readBalance(database.db, member.memberId))?.balance).toBe(1_100_000);
    expect(await ledgerSum(database.db, member.memberId)).toBe(1_100_000);
    const messages = await database.db
      .select({ kind: memberMessages.kind, orderNo: memberMessages.orderNo })
      .from(memberMessages)
      .where(eq(memberMessages.memberId, member.memberId));
    expect(messages).toEqual([{ kind: 'DEPOSIT_CREDITED', orderNo: order.orderNo }]);
    const seen = await call(app, api.deposit.order, {
      token: member.token,
      query: { orderNo: order.orderNo },
    });
    expect(seen.body.value).toMatchObject({ status: 'CREDITED', payee: null });
  });

  it('is listed and matched by the operator command, which refuses a malformed amount', async () => {
    const app = testApp(database.db, { DEMO_BANK_MATCH_SECONDS: '0' });
    const member = await newMember(app);
    const order = (await deposit(app, member.token, { amount: 50_050 })).body.value;
    const now = new Date();
    const listed = await runOperatorCommand(database.db, 'deposits', [], now);
    expect(listed.find((line) => line.startsWith(order.orderNo))).toContain(`${member.username}\t500.50`);
    for (const amount of ['500.505', '-1', '0', 'abc']) {
      await expect(
        runOperatorCommand(database.db, 'deposits', ['match', order.orderNo, amount], now),
      ).rejects.toThrow(/amount must be a positive amount/);
    }
    expect(
      await runOperatorCommand(database.db, 'deposits', ['match', order.orderNo, '500.50'], now),
    ).toEqual([`Deposit ${order.orderNo} credited.`]);
    expect((await readBalance(database.db, member.memberId))?.balance).toBe(1_050_050);
  });

  it("answers 404 for another member's order and refuses amounts outside the channel", async () => {
    const app = testApp(database.db, { DEMO_BANK_MATCH_SECONDS: '0' });
    const owner = await newMember(app);
    const other = await newMember(app);
    const order = (await deposit(app, owner.token, {})).body.value;
    const stranger = await call(app, api.deposit.order, {
      token: other.token,
      query: { orderNo: order.orderNo },
    });
    expect(stranger.status).toBe(404);
    expect((await deposit(app, owner.token, { amount: 49_999 })).body).toMatchObject({
      code: 'AMOUNT_BELOW_MIN',
    });
    expect((await deposit(app, owner.token, { amount: 10_000_001 })).body).toMatchObject({
      code: 'AMOUNT_ABOVE_MAX',
    });
  });

  it('in demo mode, matches a transfer pending longer than the configured delay through the same service', async () => {
    const clock = manualClock();
    const app = testApp(database.db, { DEMO_BANK_MATCH_SECONDS: '60' }, { now: clock.now });
    const member = await newMember(app);
    const order = (await deposit(app, member.token, { amount: 70_000 })).body.value;
    clock.advance(59_000);
    const early = await call(app, api.deposit.orders, { token: member.token });
    expect(early.body.value.orders[0]).toMatchObject({ orderNo: order.orderNo, status: 'PENDING' });
    clock.advance(1_000);
    const late = await call(app, api.deposit.orders, { token: member.token });
    expect(late.body.value.orders[0]).toMatchObject({ orderNo: order.orderNo, status: 'CREDITED' });
    expect((await readBalance(database.db, member.memberId))?.balance).toBe(1_070_000);
    expect(await autoMatchBankDeposits(database.db, clock.now(), 60_000)).toBe(0);
  });

  it('in demo mode, matches a due transfer on its own timer, while nobody looks at the orders', async () => {
    // a scheduled tick runs once per slot of the timers' time (job-runs.ts): Date moves with them
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    const clock = manualClock();
    const platform = testPlatform(database.db, { DEMO_BANK_MATCH_SECONDS: '60' }, { now: clock.now });
    const jobs = platform.jobs.find((job) => job.name === 'deposit jobs')!;
    try {
      const member = await newMember(platform.app);
      const order = (await deposit(platform.app, member.token, { amount: 80_000 })).body.value;
      const statusOf = async () =>
        (await pendingBankDeposits(database.db, clock.now())).some((row) => row.orderNo === order.orderNo)
          ? 'PENDING'
          : 'MATCHED';
      jobs.start(platform.runs);
      clock.advance(59_000);
      await vi.advanceTimersByTimeAsync(5_000);
      // stop() waits for the tick the timer started
      await jobs.stop();
      expect(await statusOf()).toBe('PENDING');
      jobs.start(platform.runs);
      clock.advance(1_000);
      await vi.advanceTimersByTimeAsync(5_000);
      await jobs.stop();
      expect(await statusOf()).toBe('MATCHED');
      expect((await readBalance(database.db, member.memberId))?.balance).toBe(1_080_000);
      expect(await ledgerSum(database.db, member.memberId)).toBe(1_080_000);
      const messages = await database.db
        .select({ kind: memberMessages.kind, orderNo: memberMessages.orderNo })
        .from(memberMessages)
        .where(eq(memberMessages.memberId, member.memberId));
      expect(messages).toEqual([{ kind: 'DEPOSIT_CREDITED', orderNo: order.orderNo }]);
    } finally {
      await jobs.stop();
      vi.useRealTimers();
    }
  });

  it('has no timer outside demo mode', () => {
    expect(testPlatform(database.db, PRODUCTION_ENV).jobs.map((job) => job.name)).not.toContain(
      'deposit jobs',
    );
  });

  it('is matched only by hand outside demo mode, where the setting does not apply', () => {
    expect(loadConfig({ MARQUEE_DEMO: '1' }).demoBankMatchSeconds).toBe(120);
    expect(loadConfig({ ...PRODUCTION_ENV, DEMO_BANK_MATCH_SECONDS: '1' }).demoBankMatchSeconds).toBeNull();
    expect(loadConfig({ MARQUEE_DEMO: '1', DEMO_BANK_MATCH_SECONDS: '0' }).demoBankMatchSeconds).toBeNull();
    expect(() => loadConfig({ MARQUEE_DEMO: '1', DEMO_BANK_MATCH_SECONDS: 'soon' })).toThrow(
      /DEMO_BANK_MATCH_SECONDS/,
    );
  });
});

describe('deposit by QR', () => {
  it('makes an order paid at the same provider page the QR code encodes', async () => {
    const app = testApp(database.db);
    const member = await newMember(app);
    const order = (await deposit(app, member.token, { channel: 'QRPH', amount: 20_000 })).body.value;
    expect(order).toMatchObject({ kind: 'QR', payee: null, payUrl: `/demo-pay/${order.orderNo}` });
    expect((await request(app, order.payUrl!)).status).toBe(200);
  });
});
