import { api, uplineTransferApi } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { ledgerEntries, memberMessages, members } from '../db/schema';
import { wageringLeft } from '../services/member-centre/wagering';
import { ledgerSum, readBalance } from '../services/wallet/wallet';
import { memberIdOf, registerFromOwnIp, setPaymentPassword } from '../test-support/accounts';
import { paidDeposit } from '../test-support/deposits';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();
type App = ReturnType<typeof testApp>;

/**
 * A member invited by the demo agent (AGENT001) with the payment password 123456; `toUpline` is
 * the brand's per-member switch for transfers to the upline.
 */
async function downline(app: App, { toUpline = true, invited = true } = {}) {
  const member = await registerFromOwnIp(app, invited ? { affiliateCode: 'AGENT001' } : {});
  const [row] = await database.db
    .update(members)
    .set({ toUpline })
    .where(eq(members.account, member.username))
    .returning({ id: members.id, uplineId: members.uplineId });
  await setPaymentPassword(app, member.token);
  return { ...member, memberId: row!.id, uplineId: row!.uplineId };
}

type Downline = Awaited<ReturnType<typeof downline>>;

const transfer = (app: App, member: Downline, body: Record<string, unknown> = {}) =>
  call(app, uplineTransferApi.transfer, {
    token: member.token,
    body: {
      amount: 25_000,
      paymentPassword: '123456',
      idempotencyKey: crypto.randomUUID(),
      ...body,
    } as never,
  });

const balanceOf = async (memberId: number) => (await readBalance(database.db, memberId))?.balance;

const agentId = () => memberIdOf(database.db, 'agent');

describe('transfer to upline', () => {
  it('shows the upline and moves the amount to it once, with a ledger entry and a message on each side', async () => {
    const app = testApp(database.db);
    const member = await downline(app);
    const agent = await agentId();
    expect(member.uplineId).toBe(agent);
    const info = await call(app, uplineTransferApi.info, { token: member.token });
    expect(info.body.value).toEqual({
      upline: { account: 'agent', nickname: 'Demo Agent' },
      enabled: true,
      balance: 1_000_000,
      min: 100,
      hasPaymentPassword: true,
    });
    const agentBefore = (await balanceOf(agent))!;
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      transfer(app, member, { idempotencyKey: key }),
      transfer(app, member, { idempotencyKey: key }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ amount: 25_000, balance: 975_000 });
    expect(second.body.value.transferNo).toBe(first.body.value.transferNo);
    const { transferNo } = first.body.value;
    expect(await balanceOf(member.memberId)).toBe(975_000);
    expect(await ledgerSum(database.db, member.memberId)).toBe(975_000);
    expect(await balanceOf(agent)).toBe(agentBefore + 25_000);
    expect(await ledgerSum(database.db, agent)).toBe(agentBefore + 25_000);
    const entries = await database.db
      .select({ memberId: ledgerEntries.memberId, amount: ledgerEntries.amount, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, transferNo));
    expect(entries).toEqual(
      expect.arrayContaining([
        { memberId: member.memberId, amount: -25_000, kind: 'UPLINE_TRANSFER_OUT' },
        { memberId: agent, amount: 25_000, kind: 'UPLINE_TRANSFER_IN' },
      ]),
    );
    expect(entries).toHaveLength(2);
    const inbox = await call(app, api.member.messages, { token: member.token, query: { pageNum: '1' } });
    expect(inbox.body.value.content[0]).toMatchObject({
      kind: 'UPLINE_TRANSFER_SENT',
      amount: 25_000,
      orderNo: transferNo,
    });
    const [received] = await database.db
      .select({ kind: memberMessages.kind, amount: memberMessages.amount })
      .from(memberMessages)
      .where(and(eq(memberMessages.memberId, agent), eq(memberMessages.orderNo, transferNo)));
    expect(received).toEqual({ kind: 'UPLINE_TRANSFER_RECEIVED', amount: 25_000 });
  });

  it.each([
    [{ amount: 99 }, 400, 'AMOUNT_BELOW_MIN'],
    [{ amount: 1_000_001 }, 400, 'INSUFFICIENT_BALANCE'],
    [{ paymentPassword: '654321' }, 400, 'WRONG_PAYMENT_PASSWORD'],
  ])('refuses %j with %i %s, moving nothing', async (body, status, code) => {
    const app = testApp(database.db);
    const member = await downline(app);
    const agentBefore = await balanceOf(await agentId());
    const answer = await transfer(app, member, body);
    expect(answer.status).toBe(status);
    expect(answer.body).toMatchObject({ success: false, code });
    expect(await balanceOf(member.memberId)).toBe(1_000_000);
    expect(await balanceOf(await agentId())).toBe(agentBefore);
  });

  it('refuses an amount with decimals, as text, zero or negative', async () => {
    const app = testApp(database.db);
    const member = await downline(app);
    for (const amount of [100.5, '100', 0, -500])
      expect((await transfer(app, member, { amount })).status).toBe(400);
    expect(await balanceOf(member.memberId)).toBe(1_000_000);
  });

  it('refuses a member without an upline, and one the brand does not let transfer to it', async () => {
    const app = testApp(database.db);
    const alone = await downline(app, { invited: false });
    const info = await call(app, uplineTransferApi.info, { token: alone.token });
    expect(info.body.value).toMatchObject({ upline: null, enabled: false });
    const refused = await transfer(app, alone);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('NO_UPLINE');
    const off = await downline(app, { toUpline: false });
    expect((await call(app, uplineTransferApi.info, { token: off.token })).body.value.enabled).toBe(false);
    const closed = await transfer(app, off);
    expect(closed.status).toBe(400);
    expect(closed.body.code).toBe('NO_UPLINE');
    expect(await balanceOf(alone.memberId)).toBe(1_000_000);
    expect(await balanceOf(off.memberId)).toBe(1_000_000);
  });

  it('keeps money still to be wagered with the member: refused before the password, and under the lock', async () => {
    const app = testApp(database.db);
    const member = await downline(app);
    await paidDeposit(database.db, member.memberId, 50_000, new Date());
    const refused = await transfer(app, member, { paymentPassword: '654321' });
    expect(refused.status).toBe(400);
    // the wagering is told before a wrong payment password would cost an attempt
    expect(refused.body).toMatchObject({ code: 'UPLINE_WAGERING_LEFT', params: { left: '500.00' } });
    expect(await balanceOf(member.memberId)).toBe(1_050_000);
  });

  it('50 transfers at once beside a deposit: none moves money after the deposit, the wagering stays exact', async () => {
    const app = testApp(database.db);
    const member = await downline(app);
    const agent = await agentId();
    const agentBefore = (await balanceOf(agent))!;
    const answers = await Promise.all(
      Array.from({ length: 50 }, async (_, index) => {
        if (index === 25) await paidDeposit(database.db, member.memberId, 50_000, new Date());
        return transfer(app, member, { amount: 1_000 });
      }),
    );
    const moved = answers.filter((answer) => answer.status === 200);
    for (const answer of answers)
      if (answer.status !== 200) expect(answer.body.code).toBe('UPLINE_WAGERING_LEFT');
    const entries = await database.db
      .select({ id: ledgerEntries.id, kind: ledgerEntries.kind })
      .from(ledgerEntries)
      .where(eq(ledgerEntries.memberId, member.memberId));
    const deposit = entries.find((entry) => entry.kind === 'DEPOSIT')!;
    const sent = entries.filter((entry) => entry.kind === 'UPLINE_TRANSFER_OUT');
    expect(sent).toHaveLength(moved.length);
    for (const entry of sent) expect(entry.id).toBeLessThan(deposit.id);
    expect(await wageringLeft(database.db, member.memberId)).toBe(50_000);
    const balance = 1_050_000 - moved.length * 1_000;
    expect(await balanceOf(member.memberId)).toBe(balance);
    expect(await ledgerSum(database.db, member.memberId)).toBe(balance);
    expect(await balanceOf(agent)).toBe(agentBefore + moved.length * 1_000);
  });

  it('asks for a session', async () => {
    const app = testApp(database.db);
    expect((await call(app, uplineTransferApi.info)).status).toBe(401);
  });
});
