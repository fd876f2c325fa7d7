import { api, securityApi, withdrawalApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { ledgerEntries, memberMessages } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { DAY } from '../services/clock';
import { createDeposit, settleDeposit } from '../services/member-centre/deposits';
import { ledgerSum, postLedgerEntry, readBalance } from '../services/wallet/wallet';
import {
  latestCode,
  login,
  memberIdOf,
  readyToWithdraw,
  registerFromOwnIp,
  uniqueName,
} from '../test-support/accounts';
import { call, manualClock, PRODUCTION_ENV, testApp, useSeededDatabase } from '../test-support/harness';
import { pngCarrying, pngImage } from '../test-support/images';

const database = useSeededDatabase();
type App = ReturnType<typeof testApp>;

const PNG = pngImage().toString('base64');

/** A member with a real name, the payment password 123456 and one bank account. */
async function readyMember(app: App) {
  const member = await registerFromOwnIp(app);
  return {
    ...member,
    memberId: await memberIdOf(database.db, member.username),
    bankAccountId: await readyToWithdraw(app, member.token),
  };
}

type Ready = Awaited<ReturnType<typeof readyMember>>;

const withdraw = (app: App, member: Ready, body: Record<string, unknown> = {}) =>
  call(app, withdrawalApi.create, {
    token: member.token,
    body: {
      amount: 50_000,
      bankAccountId: member.bankAccountId,
      paymentPassword: '123456',
      idempotencyKey: crypto.randomUUID(),
      ...body,
    } as never,
  });

const info = async (app: App, member: Ready) =>
  (await call(app, withdrawalApi.info, { token: member.token })).body.value;
const orders = async (app: App, member: Ready) =>
  (await call(app, withdrawalApi.orders, { token: member.token })).body.value.orders;
const confirm = (app: App, member: Ready, body: Record<string, unknown>) =>
  call(app, withdrawalApi.confirm, { token: member.token, body: body as never });

const balanceOf = async (memberId: number) => (await readBalance(database.db, memberId))?.balance;

describe('withdrawal requests', () => {
  it('holds the amount at request with one ledger entry; a retried key makes one order', async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    expect(await info(app, member)).toMatchObject({
      balance: 1_000_000,
      withdrawable: 1_000_000,
      min: 10_000,
      max: 5_000_000,
      remainingCount: 5,
      remainingAmount: 10_000_000,
      wageringLeft: 0,
      confirmMinutes: 30,
      hasPaymentPassword: true,
    });
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      withdraw(app, member, { idempotencyKey: key }),
      withdraw(app, member, { idempotencyKey: key }),
    ]);
    expect(first.status).toBe(200);
    expect(second.body.value.orderNo).toBe(first.body.value.orderNo);
    expect(first.body.value).toMatchObject({
      amount: 50_000,
      status: 'PENDING',
      bankName: 'BDO Unibank',
      hasProof: false,
    });
    expect(first.body.value.accountNumber).toMatch(/^\*+5678$/);
    expect(await balanceOf(member.memberId)).toBe(950_000);
    expect(await ledgerSum(database.db, member.memberId)).toBe(950_000);
    const holds = await database.db
      .select({ amount: ledgerEntries.amount })
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.memberId, member.memberId), eq(ledgerEntries.kind, 'WITHDRAWAL')));
    expect(holds).toEqual([{ amount: -50_000 }]);
    expect(await info(app, member)).toMatchObject({ remainingCount: 4, remainingAmount: 9_950_000 });
  });

  it.each([
    [{ amount: 5_000 }, 400, 'AMOUNT_BELOW_MIN'],
    [{ amount: 5_000_001 }, 400, 'AMOUNT_ABOVE_MAX'],
    [{ amount: 1_000_001 }, 400, 'INSUFFICIENT_BALANCE'],
    [{ paymentPassword: '654321' }, 400, 'WRONG_PAYMENT_PASSWORD'],
  ])('refuses %j with %i %s, moving nothing', async (body, status, code) => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    const answer = await withdraw(app, member, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code });
    expect(await balanceOf(member.memberId)).toBe(1_000_000);
    expect(await orders(app, member)).toEqual([]);
  });

  it('refuses an amount with decimals or as text before anything else', async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    expect((await withdraw(app, member, { amount: 100.5 })).status).toBe(400);
    expect((await withdraw(app, member, { amount: '100' })).status).toBe(400);
    expect(await balanceOf(member.memberId)).toBe(1_000_000);
  });

  it('counts wrong payment passwords towards the lockout', async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    for (let attempt = 0; attempt < 5; attempt += 1)
      expect((await withdraw(app, member, { paymentPassword: '000000' })).body.code).toBe(
        'WRONG_PAYMENT_PASSWORD',
      );
    const locked = await withdraw(app, member);
    expect(locked.status).toBe(429);
    expect(locked.body.code).toBe('TOO_MANY_ATTEMPTS');
    expect(await balanceOf(member.memberId)).toBe(1_000_000);
  });

  it("answers another member's bank account as missing, and asks for an account without one", async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    const other = await readyMember(app);
    const foreign = await withdraw(app, member, { bankAccountId: other.bankAccountId });
    expect(foreign.status).toBe(404);
    const bare = await registerFromOwnIp(app);
    const none = await call(app, withdrawalApi.create, {
      token: bare.token,
      body: { amount: 50_000, bankAccountId: 'x', paymentPassword: '123456', idempotencyKey: 'k' },
    });
    expect(none.body.code).toBe('BANK_ACCOUNT_REQUIRED');
    expect((await info(app, { ...member, token: bare.token })).hasPaymentPassword).toBe(false);
  });

  it('enforces the daily count and amount; a rejected one gives its allowance back', async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    await postLedgerEntry(database.db, {
      memberId: member.memberId,
      amount: 9_500_000,
      kind: 'DEMO_CREDIT',
      idempotencyKey: 'top-up',
    });
    const big = await withdraw(app, member, { amount: 5_000_000 });
    expect(big.status).toBe(200);
    const rejected = await withdraw(app, member, { amount: 5_000_000 });
    expect(rejected.status).toBe(200);
    expect((await withdraw(app, member, { amount: 10_000 })).body).toMatchObject({
      code: 'WITHDRAWAL_DAILY_AMOUNT',
      params: { left: '0.00' },
    });
    await runOperatorCommand(
      database.db,
      'withdrawals',
      ['reject', rejected.body.value.orderNo, 'no'],
      new Date(),
    );
    for (let made = 0; made < 4; made += 1)
      expect((await withdraw(app, member, { amount: 10_000 })).status).toBe(200);
    expect((await withdraw(app, member, { amount: 10_000 })).body).toMatchObject({
      code: 'WITHDRAWAL_DAILY_COUNT',
      params: { max: 5 },
    });
    expect(await info(app, member)).toMatchObject({ remainingCount: 0, remainingAmount: 4_960_000 });
  });

  it('holds withdrawals for 24 hours after a change of the bound email, saying until when', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await readyMember(app);
    const bindEmail = async (email: string, proof: Record<string, string> = {}) => {
      await call(app, securityApi.emailCode, { token: member.token, body: { email } });
      const verificationCode = await latestCode(app, email, 'mail');
      return call(app, securityApi.bindEmail, {
        token: member.token,
        body: { email, verificationCode, ...proof },
      });
    };
    const first = `${uniqueName('hold')}@example.com`;
    expect((await bindEmail(first)).status).toBe(200);
    // a first binding changes nothing bound: no hold
    expect((await withdraw(app, member)).status).toBe(200);
    await call(app, securityApi.currentEmailCode, { token: member.token });
    const currentContactCode = await latestCode(app, first, 'mail');
    const changed = await bindEmail(`${uniqueName('hold')}@example.com`, {
      password: member.password,
      currentContactCode,
    });
    expect(changed.status).toBe(200);
    const held = await withdraw(app, member);
    expect(held.status).toBe(400);
    expect(held.body.code).toBe('WITHDRAWAL_HELD');
    const until = new Date(clock.now().getTime() + DAY).toISOString();
    expect(held.body.params).toEqual({ until: `${until.slice(0, 10)} ${until.slice(11, 16)} UTC` });
    clock.advance(DAY + 1);
    const { token } = (await login(app, member.username, member.password, { ip: member.ip })).body.value;
    expect((await withdraw(app, { ...member, token })).status).toBe(200);
  });

  it('refuses a trial account', async () => {
    const app = testApp(database.db);
    const trial = await call(app, api.session.freePlay, {
      body: { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1abc', gatewayVersion: 3 },
      ip: '198.51.102.250',
    });
    const answer = await call(app, withdrawalApi.create, {
      token: trial.body.value.token,
      body: { amount: 50_000, bankAccountId: 'x', paymentPassword: '123456', idempotencyKey: 'k' },
    });
    expect(answer.body.code).toBe('TRIAL_ACCOUNT');
  });
});

describe('wagering', () => {
  it('needs each deposit wagered once in valid bets placed after it', async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    // the rule reads the ledger: a game round's stake is a BET entry, a lottery ticket's a LOTTERY_BET
    const bet = (amount: number, key: string, kind = 'BET') =>
      postLedgerEntry(database.db, { memberId: member.memberId, amount: -amount, kind, idempotencyKey: key });
    // bets before any deposit count for nothing
    await bet(30_000, 'before');
    const order = await createDeposit(
      database.db,
      member.memberId,
      { channel: 'GCASH', amount: 20_000, idempotencyKey: 'w' },
      new Date(),
      () => null,
    );
    await settleDeposit(database.db, { orderNo: order.orderNo, amount: 20_000, result: 'PAID' }, new Date());
    expect((await info(app, member)).wageringLeft).toBe(20_000);
    await bet(15_000, 'after-1', 'LOTTERY_BET');
    expect((await info(app, member)).wageringLeft).toBe(5_000);
    expect((await withdraw(app, member, { amount: 10_000 })).body.code).toBe('WAGERING_LEFT');
    await bet(5_000, 'after-2');
    expect((await info(app, member)).wageringLeft).toBe(0);
    expect((await withdraw(app, member, { amount: 10_000 })).status).toBe(200);
  });
});

describe('review by the operator CLI', () => {
  it('lists pending orders; a rejection releases the hold; each decision sends a message once', async () => {
    const app = testApp(database.db, { DEMO_WITHDRAWAL_REVIEW_SECONDS: '0' });
    const member = await readyMember(app);
    const first = (await withdraw(app, member)).body.value;
    const second = (await withdraw(app, member, { amount: 20_000 })).body.value;
    const listed = await runOperatorCommand(database.db, 'withdrawals', [], new Date());
    expect(listed.find((line) => line.startsWith(first.orderNo))).toContain(
      `${member.username}\t500.00\tBDO`,
    );
    expect(
      await runOperatorCommand(database.db, 'withdrawals', ['approve', first.orderNo], new Date()),
    ).toEqual([`Withdrawal ${first.orderNo} approved: paid out, the member is told.`]);
    expect(
      await runOperatorCommand(database.db, 'withdrawals', ['approve', first.orderNo], new Date()),
    ).toEqual([`Withdrawal ${first.orderNo} was already approved.`]);
    await expect(
      runOperatorCommand(database.db, 'withdrawals', ['reject', first.orderNo, 'late'], new Date()),
    ).rejects.toThrow('Order is APPROVED');
    await runOperatorCommand(
      database.db,
      'withdrawals',
      ['reject', second.orderNo, 'account', 'name', 'differs'],
      new Date(),
    );
    await runOperatorCommand(database.db, 'withdrawals', ['reject', second.orderNo, 'again'], new Date());
    expect(await balanceOf(member.memberId)).toBe(950_000);
    expect(await ledgerSum(database.db, member.memberId)).toBe(950_000);
    const listedOrders = await orders(app, member);
    expect(listedOrders.map((order) => [order.orderNo, order.status, order.rejectReason])).toEqual([
      [second.orderNo, 'REJECTED', 'account name differs'],
      [first.orderNo, 'APPROVED', null],
    ]);
    expect(listedOrders[1]?.confirmBy).not.toBeNull();
    const messages = await database.db
      .select({ kind: memberMessages.kind, orderNo: memberMessages.orderNo, amount: memberMessages.amount })
      .from(memberMessages)
      .where(eq(memberMessages.memberId, member.memberId));
    expect(messages).toHaveLength(2);
    expect(messages).toEqual(
      expect.arrayContaining([
        { kind: 'WITHDRAWAL_APPROVED', orderNo: first.orderNo, amount: 50_000 },
        { kind: 'WITHDRAWAL_REJECTED', orderNo: second.orderNo, amount: 20_000 },
      ]),
    );
    await expect(runOperatorCommand(database.db, 'withdrawals', ['approve'], new Date())).rejects.toThrow(
      'Usage',
    );
    await expect(
      runOperatorCommand(database.db, 'withdrawals', ['approve', 'WNOSUCHORDER'], new Date()),
    ).rejects.toThrow('Order not found');
  });

  it('in demo mode approves pending orders after the configured delay, never outside it', async () => {
    const clock = manualClock();
    const app = testApp(database.db, { DEMO_WITHDRAWAL_REVIEW_SECONDS: '60' }, { now: clock.now });
    const member = await readyMember(app);
    const order = (await withdraw(app, member)).body.value;
    clock.advance(30_000);
    expect((await orders(app, member))[0]?.status).toBe('PENDING');
    clock.advance(31_000);
    expect((await orders(app, member))[0]?.status).toBe('APPROVED');
    expect((await orders(app, member))[0]?.orderNo).toBe(order.orderNo);
    expect(loadConfig({ MARQUEE_DEMO: '1' }).demoWithdrawalReviewSeconds).toBe(120);
    expect(
      loadConfig({ MARQUEE_DEMO: '1', DEMO_WITHDRAWAL_REVIEW_SECONDS: '0' }).demoWithdrawalReviewSeconds,
    ).toBeNull();
    expect(
      loadConfig({ ...PRODUCTION_ENV, DEMO_WITHDRAWAL_REVIEW_SECONDS: '5' }).demoWithdrawalReviewSeconds,
    ).toBeNull();
  });
});

describe('confirmation by the member', () => {
  async function approved(app: App, member: Ready) {
    const order = (await withdraw(app, member)).body.value;
    await runOperatorCommand(database.db, 'withdrawals', ['approve', order.orderNo], new Date());
    return order;
  }

  it('takes received; not received needs a proof checked by its content; fully paid closes it', async () => {
    const app = testApp(database.db, { DEMO_WITHDRAWAL_REVIEW_SECONDS: '0' });
    const member = await readyMember(app);
    const pending = (await withdraw(app, member, { amount: 20_000 })).body.value;
    expect(
      (await confirm(app, member, { orderNo: pending.orderNo, confirmation: 'RECEIVED' })).body.code,
    ).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
    const first = await approved(app, member);
    const received = await confirm(app, member, { orderNo: first.orderNo, confirmation: 'RECEIVED' });
    expect(received.body.value.status).toBe('RECEIVED');
    expect((await confirm(app, member, { orderNo: first.orderNo, confirmation: 'RECEIVED' })).status).toBe(
      200,
    );

    const second = await approved(app, member);
    const dispute = (body: Record<string, unknown>) =>
      confirm(app, member, { orderNo: second.orderNo, confirmation: 'NOT_RECEIVED', ...body });
    expect((await dispute({})).body.code).toBe('PROOF_REQUIRED');
    const text = Buffer.from('not an image at all').toString('base64');
    expect((await dispute({ proof: { type: 'image/png', data: text } })).body.code).toBe('PROOF_TYPE');
    expect((await dispute({ proof: { type: 'image/jpeg', data: PNG } })).body.code).toBe('PROOF_TYPE');
    expect(
      (await dispute({ proof: { type: 'image/png', data: PNG }, receivedAmount: 50_000 })).body.code,
    ).toBe('RECEIVED_AMOUNT');
    const ok = await dispute({ proof: { type: 'image/png', data: PNG }, receivedAmount: 20_000 });
    expect(ok.body.value).toMatchObject({ status: 'NOT_RECEIVED', receivedAmount: 20_000, hasProof: true });
    const proof = await call(app, withdrawalApi.proof, {
      token: member.token,
      query: { orderNo: second.orderNo },
    });
    expect(proof.body.value).toEqual({ type: 'image/png', data: PNG });
    // a proof is re-encoded as a screenshot is: markup carried in the image is not stored
    const third = await approved(app, member);
    const carrying = pngCarrying('<script>alert(1)</script>').toString('base64');
    await confirm(app, member, {
      orderNo: third.orderNo,
      confirmation: 'NOT_RECEIVED',
      proof: { type: 'image/png', data: carrying },
    });
    const stored = await call(app, withdrawalApi.proof, {
      token: member.token,
      query: { orderNo: third.orderNo },
    });
    expect(Buffer.from(stored.body.value.data, 'base64').includes('<script')).toBe(false);
    const other = await readyMember(app);
    expect(
      (await call(app, withdrawalApi.proof, { token: other.token, query: { orderNo: second.orderNo } }))
        .status,
    ).toBe(404);
    expect((await confirm(app, other, { orderNo: second.orderNo, confirmation: 'FULLY_PAID' })).status).toBe(
      404,
    );
    const paid = await confirm(app, member, { orderNo: second.orderNo, confirmation: 'FULLY_PAID' });
    expect(paid.body.value.status).toBe('FULLY_PAID');
  });

  it('refuses an oversize proof by its body before reading it', async () => {
    const app = testApp(database.db);
    const member = await readyMember(app);
    const huge = 'A'.repeat(Math.ceil((5 * 1024 * 1024 * 4) / 3) + 200_000);
    const answer = await confirm(app, member, {
      orderNo: 'W1',
      confirmation: 'NOT_RECEIVED',
      proof: { type: 'image/png', data: huge },
    });
    expect(answer.status).toBe(413);
  });

  it('counts a payout unconfirmed after the brand minutes as received, for good', async () => {
    const clock = manualClock();
    const app = testApp(database.db, { DEMO_WITHDRAWAL_REVIEW_SECONDS: '0' }, { now: clock.now });
    const member = await readyMember(app);
    const order = (await withdraw(app, member)).body.value;
    await runOperatorCommand(database.db, 'withdrawals', ['approve', order.orderNo], clock.now());
    clock.advance(29 * 60_000);
    expect((await orders(app, member))[0]?.status).toBe('APPROVED');
    clock.advance(60_000);
    expect((await orders(app, member))[0]?.status).toBe('AUTO_RECEIVED');
    const late = await confirm(app, member, {
      orderNo: order.orderNo,
      confirmation: 'NOT_RECEIVED',
      proof: { type: 'image/png', data: PNG },
    });
    expect(late.body.code).toBe('WITHDRAWAL_NOT_CONFIRMABLE');
    expect((await orders(app, member))[0]?.status).toBe('AUTO_RECEIVED');
  });
});
