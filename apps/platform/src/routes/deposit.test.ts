import { api } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { memberRewards } from '../db/schema';
import { ledgerSum } from '../services/wallet/wallet';
import { login, memberIdOf, registerFromOwnIp } from '../test-support/accounts';
import { paidCallback, paidSignature, paymentCallback } from '../test-support/deposits';
import { call, manualClock, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

const deposit = (app: ReturnType<typeof testApp>, token: string, body: Record<string, unknown>) =>
  call(app, api.deposit.create, {
    token,
    body: { channel: 'GCASH', amount: 50_000, idempotencyKey: crypto.randomUUID(), ...body } as never,
  });

/** What the demo provider's page does when the player presses Pay or Cancel. */
const payOnPage = (app: ReturnType<typeof testApp>, payUrl: string, result: 'PAID' | 'CANCELLED') =>
  request(app, payUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `result=${result}`,
  });

describe('deposit by e-wallet through the demo payment provider', () => {
  it('lists the channels with their limits and presets', async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const { body } = await call(app, api.deposit.channels, { token });
    expect(body.value.map((channel) => [channel.code, channel.kind])).toEqual([
      ['GCASH', 'EWALLET'],
      ['MAYA', 'EWALLET'],
      ['QRPH', 'QR'],
      ['BANK', 'BANK'],
    ]);
    expect(body.value[0]).toMatchObject({ kind: 'EWALLET', min: 10_000, max: 5_000_000 });
  });

  it("names the channels in the member's language: a bank transfer in words, an e-wallet by its brand", async () => {
    const app = testApp(database.db);
    const { token } = await registerFromOwnIp(app);
    const names = async (language?: string) => {
      const { body } = await call(app, api.deposit.channels, { token, query: language ? { language } : {} });
      return body.value.map((channel) => channel.name);
    };
    expect(await names()).toEqual(['GCash', 'Maya', 'QR Ph', 'Bank transfer']);
    expect(await names('VI')).toEqual(['GCash', 'Maya', 'QR Ph', 'Chuyển khoản ngân hàng']);
    expect(await names('th')).toEqual(['GCash', 'Maya', 'QR Ph', 'โอนผ่านธนาคาร']);
    const unknown = await call(app, api.deposit.channels, { token, query: { language: 'english' } });
    expect(unknown.status).toBe(400);
  });

  it('credits a paid order once, with a ledger entry and a message', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const key = crypto.randomUUID();
    const first = await deposit(app, member.token, { idempotencyKey: key });
    const again = await deposit(app, member.token, { idempotencyKey: key });
    expect(first.status).toBe(200);
    expect(again.body.value.orderNo).toBe(first.body.value.orderNo);
    const order = first.body.value;
    expect(order).toMatchObject({ status: 'PENDING', amount: 50_000 });
    expect(order.payUrl).toBe(`/demo-pay/${order.orderNo}`);

    const page = await request(app, order.payUrl!);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('500.00');

    const paid = await payOnPage(app, order.payUrl!, 'PAID');
    expect(paid.status).toBe(200);
    expect(await paid.text()).toContain('Payment complete');

    const balance = await call(app, api.wallet.balance, { token: member.token });
    expect(balance.body.value.sumBalance).toBe(1_000_000 + 50_000);
    expect(await ledgerSum(database.db, await memberIdOf(database.db, member.username))).toBe(1_050_000);

    // the provider retries its callback: nothing moves a second time
    const replay = await paidCallback(app, order.orderNo, 50_000);
    expect(replay.status).toBe(200);
    expect((await call(app, api.wallet.balance, { token: member.token })).body.value.sumBalance).toBe(
      1_050_000,
    );
    // and the order can no longer be paid or cancelled from the page
    expect((await payOnPage(app, order.payUrl!, 'CANCELLED')).status).toBe(404);

    const orders = await call(app, api.deposit.orders, { token: member.token });
    expect(orders.body.value.orders[0]).toMatchObject({
      orderNo: order.orderNo,
      status: 'CREDITED',
      payUrl: null,
    });
    const messages = await call(app, api.member.messages, { token: member.token, query: { pageNum: '1' } });
    expect(messages.body.value.content).toEqual([
      expect.objectContaining({
        kind: 'DEPOSIT_CREDITED',
        amount: 50_000,
        orderNo: order.orderNo,
        read: false,
      }),
    ]);
    expect((await call(app, api.member.unreadMessages, { token: member.token })).body.value).toEqual({
      count: 1,
    });
  });

  it('offers the welcome bonus with the first credited deposit only, even for two paid at once', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const before = await call(app, api.deposit.welcomeBonus, { token: member.token });
    expect(before.body.value).toEqual({
      eligible: true,
      percent: 100,
      maxBonus: 1_000_000,
      wageringMultiple: 10,
      claimDays: 7,
      wageringDays: 30,
    });
    const orders = await Promise.all(
      [50_000, 2_000_000].map(async (amount) => (await deposit(app, member.token, { amount })).body.value),
    );
    const paid = await Promise.all(orders.map((order) => paidCallback(app, order.orderNo, order.amount)));
    expect(paid.map((response) => response.status)).toEqual([200, 200]);

    const memberId = await memberIdOf(database.db, member.username);
    const welcome = await database.db
      .select({ amount: memberRewards.amount, detail: memberRewards.detail })
      .from(memberRewards)
      .where(and(eq(memberRewards.memberId, memberId), eq(memberRewards.source, 'WELCOME')));
    expect(welcome).toHaveLength(1);
    const earnedBy = orders.find(
      (order) => order.orderNo === (welcome[0]!.detail as { orderNo: string }).orderNo,
    );
    // 100% of that deposit, at most ₱10,000
    expect(welcome[0]!.amount).toBe(Math.min(earnedBy!.amount, 1_000_000));
    const after = await call(app, api.deposit.welcomeBonus, { token: member.token });
    expect(after.body.value.eligible).toBe(false);
  });

  it('fails a cancelled order with a message and no money', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const order = (await deposit(app, member.token, {})).body.value;
    expect((await payOnPage(app, order.payUrl!, 'CANCELLED')).status).toBe(200);
    const orders = await call(app, api.deposit.orders, { token: member.token });
    expect(orders.body.value.orders[0]!.status).toBe('FAILED');
    expect((await call(app, api.wallet.balance, { token: member.token })).body.value.sumBalance).toBe(
      1_000_000,
    );
    const messages = await call(app, api.member.messages, { token: member.token, query: { pageNum: '1' } });
    expect(messages.body.value.content[0]).toMatchObject({ kind: 'DEPOSIT_FAILED', amount: 50_000 });
  });

  it('refuses a callback with a bad signature or a different amount, and moves nothing', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const order = (await deposit(app, member.token, {})).body.value;
    const forged = await paidCallback(app, order.orderNo, 50_000, 'another-secret');
    expect(forged.status).toBe(401);
    // only the exact lowercase hex: not uppercased, not with anything after it
    const good = paidSignature(order.orderNo, 50_000);
    for (const signature of [good.toUpperCase(), `${good}zz`, `${good}00`, good.slice(0, 63)]) {
      const answer = await paymentCallback(app, {
        orderNo: order.orderNo,
        amount: 50_000,
        result: 'PAID',
        signature,
      });
      expect(answer.status, signature).toBe(401);
    }
    const mismatch = await paidCallback(app, order.orderNo, 5_000_000);
    expect(mismatch.status).toBe(400);
    expect((await call(app, api.wallet.balance, { token: member.token })).body.value.sumBalance).toBe(
      1_000_000,
    );
    const orders = await call(app, api.deposit.orders, { token: member.token });
    expect(orders.body.value.orders[0]!.status).toBe('PENDING');
  });

  it.each([
    [{ amount: 9_999 }, 400, 'AMOUNT_BELOW_MIN'],
    [{ amount: 5_000_001 }, 400, 'AMOUNT_ABOVE_MAX'],
    [{ channel: 'PAYPAL' }, 400, 'UNKNOWN_CHANNEL'],
  ])('refuses %j with %i %s', async (body, status, code) => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const answer = await deposit(app, member.token, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code });
  });

  it.each([[{ amount: 0 }], [{ amount: -100 }], [{ amount: 100.5 }], [{ amount: '100' }]])(
    'refuses the malformed amount %j',
    async (body) => {
      const app = testApp(database.db);
      const member = await registerFromOwnIp(app);
      expect((await deposit(app, member.token, body)).status).toBe(400);
    },
  );

  it('keeps at most 3 orders pending, even when asked in parallel', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const answers = await Promise.all(Array.from({ length: 6 }, () => deposit(app, member.token, {})));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3);
    expect(answers.filter((answer) => answer.body.code === 'TOO_MANY_PENDING_DEPOSITS')).toHaveLength(3);
  });

  it('expires an unpaid order after 30 minutes; a late payment is refused', async () => {
    const clock = manualClock();
    const app = testApp(database.db, {}, { now: clock.now });
    const member = await registerFromOwnIp(app);
    const order = (await deposit(app, member.token, {})).body.value;
    clock.advance(30 * 60_000);
    const late = await paidCallback(app, order.orderNo, 50_000);
    expect(late.status).toBe(409);
    expect((await request(app, order.payUrl!)).status).toBe(404);
    // the session idled out meanwhile
    const token = (await login(app, member.username, member.password, { ip: member.ip })).body.value.token;
    const orders = await call(app, api.deposit.orders, { token });
    expect(orders.body.value.orders[0]).toMatchObject({ status: 'EXPIRED', payUrl: null });
    expect((await call(app, api.wallet.balance, { token })).body.value.sumBalance).toBe(1_000_000);
  });
});

describe('messages', () => {
  it('reads, marks all read and deletes; another member gets 404', async () => {
    const app = testApp(database.db);
    const member = await registerFromOwnIp(app);
    const other = await registerFromOwnIp(app);
    for (const result of ['PAID', 'CANCELLED'] as const) {
      const order = (await deposit(app, member.token, {})).body.value;
      await payOnPage(app, order.payUrl!, result);
    }
    const list = await call(app, api.member.messages, { token: member.token, query: { pageNum: '1' } });
    expect(list.body.value).toMatchObject({ pageNum: 1, totalPages: 1 });
    const [newest, older] = list.body.value.content;
    expect(newest!.kind).toBe('DEPOSIT_FAILED');

    const foreignRead = await call(app, api.member.readMessage, {
      token: other.token,
      body: { id: newest!.id },
    });
    expect(foreignRead.status).toBe(404);
    const foreignDelete = await call(app, api.member.deleteMessage, {
      token: other.token,
      query: { id: newest!.id },
    });
    expect(foreignDelete.status).toBe(404);

    await call(app, api.member.readMessage, { token: member.token, body: { id: older!.id } });
    expect((await call(app, api.member.unreadMessages, { token: member.token })).body.value.count).toBe(1);
    await call(app, api.member.readAllMessages, { token: member.token });
    expect((await call(app, api.member.unreadMessages, { token: member.token })).body.value.count).toBe(0);
    const removed = await call(app, api.member.deleteMessage, {
      token: member.token,
      query: { id: newest!.id },
    });
    expect(removed.status).toBe(200);
    const after = await call(app, api.member.messages, { token: member.token, query: { pageNum: '1' } });
    expect(after.body.value.content.map((message) => message.id)).toEqual([older!.id]);
  });
});
