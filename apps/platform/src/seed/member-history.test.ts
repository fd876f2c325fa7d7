import { brandToday, recordsApi } from '@marquee/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { bets, depositOrders, ledgerEntries, members } from '../db/schema';
import { findMemberByAccount } from '../services/accounts/members';
import { DAY } from '../services/clock';
import { wageringLeft } from '../services/member-centre/wagering';
import { qualifiedLevel, vipFigures } from '../services/vip/vip-figures';
import { DEMO_CREDIT, ledgerSum, readBalance } from '../services/wallet/wallet';
import { login } from '../test-support/accounts';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import type { HistoryGame } from './demo-history';
import { buildMemberHistory, MEMBER_HISTORY_ACCOUNTS, MEMBER_HISTORY_DAYS } from './member-history';

const database = useSeededDatabase();

const games: HistoryGame[] = [
  { nodeId: 1, vassalage: 'A', category: 'RNG', minBet: 10 },
  { nodeId: 2, vassalage: 'B', category: 'LIVE', minBet: 500 },
  { nodeId: 3, vassalage: 'C', category: 'FISH', minBet: 50 },
];
const AT = new Date('2026-11-26T10:30:00Z');

describe('buildMemberHistory', () => {
  it('is a pure function of the seed, the account and the games', () => {
    expect(buildMemberHistory(7, 'demo', games, AT)).toEqual(buildMemberHistory(7, 'demo', games, AT));
    expect(buildMemberHistory(7, 'demo', games, AT)).not.toEqual(
      buildMemberHistory(7, 'downline2', games, AT),
    );
  });

  it('spreads rounds and weekly deposits over the past weeks, and ends at the demo credit', () => {
    const history = buildMemberHistory(7, 'demo', games, AT);
    const times = history.events.map((event) => event.at);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(history.start.getTime()).toBeLessThan(times[0]!);
    expect(Math.max(...times)).toBeLessThan(AT.getTime());
    expect(Math.min(...times)).toBeGreaterThanOrEqual(AT.getTime() - (MEMBER_HISTORY_DAYS + 1) * DAY);
    const days = new Set(times.map((time) => new Date(time).toISOString().slice(0, 10)));
    expect(days.size).toBe(MEMBER_HISTORY_DAYS);
    const deposits = history.events.filter((event) => event.kind === 'DEPOSIT');
    expect(deposits.length).toBeGreaterThanOrEqual(2);
    let balance = history.opening;
    for (const event of history.events) {
      balance += event.kind === 'DEPOSIT' ? event.amount : event.payout - event.stake;
      expect(balance).toBeGreaterThanOrEqual(0);
    }
    expect(balance).toBe(DEMO_CREDIT);
  });
});

describe.each(MEMBER_HISTORY_ACCOUNTS)('the seeded history of %s', (account) => {
  async function member() {
    const found = await findMemberByAccount(database.db, account);
    if (!found) throw new Error(`${account} is missing`);
    return found;
  }

  it('is recorded like real play and deposits: the balance is the demo credit and equals the ledger', async () => {
    const { id } = await member();
    expect((await readBalance(database.db, id))?.balance).toBe(DEMO_CREDIT);
    expect(await ledgerSum(database.db, id)).toBe(DEMO_CREDIT);
    const entries = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, id));
    let running = 0;
    for (const entry of [...entries].sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id - b.id,
    )) {
      running += entry.amount;
      expect(entry.balanceAfter).toBe(running);
    }
    const orders = await database.db
      .select()
      .from(depositOrders)
      .where(and(eq(depositOrders.memberId, id), eq(depositOrders.status, 'CREDITED')));
    expect(orders.length).toBeGreaterThanOrEqual(2);
    for (const order of orders) {
      expect(
        entries.filter((entry) => entry.kind === 'DEPOSIT' && entry.reference === order.orderNo),
      ).toHaveLength(1);
    }
    // every deposit was wagered since: the demo account can withdraw
    expect(await wageringLeft(database.db, id)).toBe(0);
    const rounds = await database.db.select().from(bets).where(eq(bets.memberId, id));
    expect(rounds.length).toBeGreaterThan(MEMBER_HISTORY_DAYS * 8 - 1);
  });

  it('fills the betting record and the P&L of the last weeks', async () => {
    if (account !== 'demo') return;
    const app = testApp(database.db);
    const signedIn = await login(app, 'demo', 'Demo1234!');
    const token = signedIn.body.value.token;
    const to = brandToday(new Date());
    const from = brandToday(new Date(Date.now() - 29 * DAY));
    const record = await call(app, recordsApi.bets, { token, query: { from, to } });
    expect(record.body.value.totalRows).toBeGreaterThan(100);
    const profit = await call(app, recordsApi.profit, { token, query: { from, to } });
    expect(profit.body.value.days.filter((day) => day.stake > 0).length).toBeGreaterThanOrEqual(
      MEMBER_HISTORY_DAYS - 1,
    );
  });
});

describe('the seeded VIP levels', () => {
  it("are the levels the demo accounts' own bets and deposits earn, as the player rank page counts them", async () => {
    const rows = await database.db
      .select({
        id: members.id,
        account: members.account,
        rankLevel: members.rankLevel,
        label: members.clubLabelName,
      })
      .from(members)
      .where(inArray(members.account, ['demo', 'agent', 'downline1', 'downline2', 'expired']));
    expect(rows).toHaveLength(5);
    const today = brandToday(new Date());
    for (const row of rows) {
      const earned = qualifiedLevel(await vipFigures(database.db, row.id, today)).level;
      expect({ account: row.account, rankLevel: row.rankLevel, label: row.label }).toEqual({
        account: row.account,
        rankLevel: earned,
        label: `VIP ${earned}`,
      });
    }
  });
});
