import {
  agentCentreApi,
  api,
  brandToday,
  DOWNLINE_REGISTRATIONS_PER_HOUR,
  recordsApi,
  shiftDay,
  TEAM_PROFIT_SORTS,
} from '@marquee/api-client/contract';
import { and, eq, sql } from 'drizzle-orm';
import { type Database, type Db, openDatabase } from '../db/open';
import { members, memberTree } from '../db/schema';
import { setOwnContract } from '../services/agents/agent-contracts';
import { rowsOf } from '../services/records/bet-sources';
import { ledgerSum, postLedgerEntry, readBalance } from '../services/wallet/wallet';
import { login, registerFromOwnIp, setPaymentPassword, uniqueName } from '../test-support/accounts';
import { invited, newAgent, signedIn } from '../test-support/agents';
import { paidDeposit } from '../test-support/deposits';
import { playRounds } from '../test-support/games';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import { freshPostgres } from '../test-support/postgres-twins';

const database = useSeededDatabase();
type App = ReturnType<typeof testApp>;

const today = () => brandToday(new Date());
const lastDays = (days: number) => ({ from: shiftDay(today(), -days), to: today() });

describe('the team hierarchy', () => {
  it('seeds a demo team three levels deep under the agent', async () => {
    const rows = rowsOf<{ account: string; depth: number }>(
      await database.db.execute(sql`select m.account, t.depth from member_tree t
        join members m on m.id = t.descendant_id
        join members a on a.id = t.ancestor_id
        where a.account = 'agent' order by t.depth, m.account`),
    );
    expect(rows.map((row) => [row.account, Number(row.depth)])).toEqual([
      ['downline1', 1],
      ['downline2', 1],
      ['subagent', 1],
      ['teamplayer', 2],
    ]);
  });

  it('seeds agents of the types 41 and 42, the one below the other, each holding a contract of every kind', async () => {
    const rows = rowsOf<{ account: string; is_agent: number; upline: string | null; contracts: string[] }>(
      await database.db.execute(sql`select m.account, m.is_agent, u.account as upline,
          array(select c.kind || '/' || coalesce(cu.account, '-') from agent_contracts c
            left join members cu on cu.id = c.upline_id
            where c.member_id = m.id and c.status = 'ACTIVE' order by c.kind) as contracts
        from members m left join members u on u.id = m.upline_id
        where m.account in ('agent41', 'agent42') order by m.account`),
    );
    const kinds = (upline: string) =>
      ['DAILY_SALARY', 'DIVIDEND', 'HOURLY_SALARY', 'REALTIME_SALARY'].map((kind) => `${kind}/${upline}`);
    expect(rows.map((row) => [row.account, Number(row.is_agent), row.upline, row.contracts])).toEqual([
      ['agent41', 41, null, kinds('-')],
      ['agent42', 42, 'agent41', kinds('agent41')],
    ]);
  });

  it('records every upline of a newly registered member, a first upline with its team, and refuses a change or a loop', async () => {
    const app = testApp(database.db);
    const top = await newAgent(app, database.db);
    const middle = await newAgent(app, database.db, { upline: top.affiliateCode, isAgent: 2 });
    const member = await invited(app, database.db, middle.affiliateCode);
    const uplines = await database.db
      .select({ ancestorId: memberTree.ancestorId, depth: memberTree.depth })
      .from(memberTree)
      .where(eq(memberTree.descendantId, member.memberId))
      .orderBy(memberTree.depth);
    expect(uplines).toEqual([
      { ancestorId: middle.memberId, depth: 1 },
      { ancestorId: top.memberId, depth: 2 },
    ]);
    await expect(
      database.db.update(members).set({ uplineId: top.memberId }).where(eq(members.id, member.memberId)),
    ).rejects.toThrow();

    const joining = await newAgent(app, database.db);
    const joiningMember = await invited(app, database.db, joining.affiliateCode);
    await database.db.update(members).set({ uplineId: top.memberId }).where(eq(members.id, joining.memberId));
    const [moved] = await database.db
      .select({ depth: memberTree.depth })
      .from(memberTree)
      .where(
        and(eq(memberTree.ancestorId, top.memberId), eq(memberTree.descendantId, joiningMember.memberId)),
      );
    expect(moved).toEqual({ depth: 2 });
    await expect(
      database.db.update(members).set({ uplineId: member.memberId }).where(eq(members.id, top.memberId)),
    ).rejects.toThrow();
  });
});

describe('announcements for agents', () => {
  it('gives an agent the agents’ notices in their language, newest first, and never the players’ announcements', async () => {
    const app = testApp(database.db);
    const token = await signedIn(app, 'agent', 'Agent1234!');
    const english = await call(app, agentCentreApi.announcements, { token });
    expect(english.body.value).toMatchObject({ page: 1, pageSize: 7, totalRows: 2, totalPages: 1 });
    expect(english.body.value.rows[0]!.title).toBe('Real-time salary now settled every five minutes');
    const dates = english.body.value.rows.map((row) => row.publishedAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const chinese = await call(app, agentCentreApi.announcements, { token, query: { language: 'CN' } });
    expect(chinese.body.value.rows[0]!.title).toBe('实时工资现每五分钟结算一次');
    const pastLast = await call(app, agentCentreApi.announcements, { token, query: { page: '2' } });
    expect(pastLast.body.code).toBe('RECORD_PAGE_PAST_LAST');

    const players = await call(app, api.notice.announcements, {
      query: { types: 'PL,PU,PR,H', platform: 'W', execution: 'B' },
    });
    const titles = Object.values(players.body.value).flatMap((group) =>
      group.map((notice: { title: string }) => notice.title),
    );
    expect(titles).not.toContain('Real-time salary now settled every five minutes');
  });
});

describe('who sees a team', () => {
  it('refuses a member, and a member id outside the agent’s own team, with a coded answer', async () => {
    const app = testApp(database.db);
    const memberToken = await signedIn(app, 'downline2', 'Downline1234!');
    for (const endpoint of [agentCentreApi.overview, agentCentreApi.profit, agentCentreApi.bets]) {
      const refused = await call(app, endpoint, { token: memberToken, query: lastDays(7) });
      expect(refused.status).toBe(403);
      expect(refused.body.code).toBe('NOT_AN_AGENT');
    }
    const members403 = await call(app, agentCentreApi.members, { token: memberToken });
    expect(members403.body.code).toBe('NOT_AN_AGENT');
    const announcements403 = await call(app, agentCentreApi.announcements, { token: memberToken });
    expect(announcements403.body.code).toBe('NOT_AN_AGENT');

    const agent = await newAgent(app, database.db);
    const other = await newAgent(app, database.db);
    const othersMember = await invited(app, database.db, other.affiliateCode);
    for (const query of [{ parent: othersMember.publicId }, { parent: agent.publicId }]) {
      const result = await call(app, agentCentreApi.members, { token: agent.token, query });
      expect(result.status).toBe(404);
      expect(result.body.code).toBe('NOT_IN_TEAM');
    }
    const bets = await call(app, agentCentreApi.bets, {
      token: agent.token,
      query: { ...lastDays(7), member: othersMember.publicId },
    });
    expect(bets.body.code).toBe('NOT_IN_TEAM');
    expect((await call(app, agentCentreApi.overview, { query: lastDays(7) })).status).toBe(401);
  });

  it('validates ranges, pages and search input', async () => {
    const app = testApp(database.db);
    const agent = await newAgent(app, database.db);
    const tooLong = await call(app, agentCentreApi.overview, { token: agent.token, query: lastDays(91) });
    expect(tooLong.body.code).toBe('RECORD_RANGE_TOO_LONG');
    const backwards = await call(app, agentCentreApi.profit, {
      token: agent.token,
      query: { from: today(), to: shiftDay(today(), -1) },
    });
    expect(backwards.body.code).toBe('RECORD_END_BEFORE_START');
    const search = await call(app, agentCentreApi.members, {
      token: agent.token,
      query: { account: 'x'.repeat(21) },
    });
    expect(search.status).toBe(400);
    const sort = await call(app, agentCentreApi.profit, {
      token: agent.token,
      query: { ...lastDays(1), sort: 'balance' } as never,
    });
    expect(sort.status).toBe(400);
    const pastLast = await call(app, agentCentreApi.members, { token: agent.token, query: { page: '3' } });
    expect(pastLast.body.code).toBe('RECORD_PAGE_PAST_LAST');
  });
});

/**
 * An agent, a sub-agent, a member below each and one outside, with deposits and rounds: the team's
 * figures from every report, against each member's own records.
 */
async function addsUpTheTeam(db: Db) {
  const app = testApp(db);
  const agent = await newAgent(app, db);
  const sub = await newAgent(app, db, { upline: agent.affiliateCode, isAgent: 2 });
  const direct = await invited(app, db, agent.affiliateCode);
  const deep = await invited(app, db, sub.affiliateCode);
  const outsider = await invited(app, db, (await newAgent(app, db)).affiliateCode);
  await paidDeposit(db, direct.memberId, 50_000, new Date());
  await paidDeposit(db, deep.memberId, 20_000, new Date());
  await paidDeposit(db, outsider.memberId, 90_000, new Date());
  await playRounds(app, db, direct, 'RNG', [1_000, 2_000]);
  await playRounds(app, db, deep, 'RNG', [500]);
  await playRounds(app, db, outsider, 'RNG', [5_000]);

  const own = async (token: string) =>
    (await call(app, recordsApi.profit, { token, query: lastDays(1) })).body.value.totals;
  const [directBets, deepBets] = [await own(direct.token), await own(deep.token)];

  const overview = await call(app, agentCentreApi.overview, { token: agent.token, query: lastDays(1) });
  expect(overview.status).toBe(200);
  expect(overview.body.value).toMatchObject({
    teamSize: 3,
    directDownlines: 2,
    newMembers: 3,
    firstDepositors: 2,
    activeMembers: 2,
    deposits: 70_000,
    withdrawals: 0,
    bets: {
      count: 3,
      stake: 3_500,
      validBet: 3_500,
      winLoss: directBets.winLoss + deepBets.winLoss,
    },
  });
  const day = overview.body.value.days.find((entry) => entry.day === today());
  expect(day).toMatchObject({ deposits: 70_000, validBet: 3_500, activeMembers: 2 });

  // the sub-agent sees only its own part of the team
  const subOverview = await call(app, agentCentreApi.overview, { token: sub.token, query: lastDays(1) });
  expect(subOverview.body.value).toMatchObject({ teamSize: 1, deposits: 20_000, activeMembers: 1 });

  const profit = await call(app, agentCentreApi.profit, {
    token: agent.token,
    query: { ...lastDays(1), sort: 'deposits', direction: 'desc' },
  });
  expect(profit.body.value.rows.map((row) => [row.account, row.level, row.deposits, row.validBet])).toEqual([
    [direct.username, 1, 50_000, 3_000],
    [deep.username, 2, 20_000, 500],
  ]);
  expect(profit.body.value.rows[0]!.net).toBe(directBets.winLoss);
  expect(profit.body.value.totals).toMatchObject({ deposits: 70_000, validBet: 3_500, bonuses: 0 });
  expect(profit.body.value.totalRows).toBe(2);

  const bets = await call(app, agentCentreApi.bets, { token: agent.token, query: lastDays(1) });
  expect(bets.body.value.totals).toMatchObject({ count: 3, stake: 3_500 });
  expect(new Set(bets.body.value.rows.map((row) => row.account))).toEqual(
    new Set([direct.username, deep.username]),
  );
  const oneMember = await call(app, agentCentreApi.bets, {
    token: agent.token,
    query: { ...lastDays(1), member: deep.publicId },
  });
  expect(oneMember.body.value.rows.map((row) => [row.account, row.memberId, row.stake])).toEqual([
    [deep.username, deep.publicId, 500],
  ]);
}

/** The demo agent's figures over 30 days: its seeded team's own records added up. */
async function seededAgentFigures(db: Db) {
  const app = testApp(db);
  const token = await signedIn(app, 'agent', 'Agent1234!');
  const range = lastDays(30);
  const overview = (await call(app, agentCentreApi.overview, { token, query: range })).body.value;
  let validBet = 0;
  for (const [account, password] of [
    ['downline2', 'Downline1234!'],
    ['subagent', 'Subagent1234!'],
    ['teamplayer', 'Teamplayer1234!'],
  ] as const) {
    const own = await call(app, recordsApi.profit, {
      token: await signedIn(app, account, password),
      query: range,
    });
    validBet += own.body.value.totals.validBet;
  }
  expect(overview).toMatchObject({ teamSize: 4, directDownlines: 3, activeMembers: 3 });
  expect(overview.bets.validBet).toBe(validBet);
  expect(overview.deposits).toBeGreaterThan(0);
}

/**
 * The demo agent's user P&L over 30 days, read from the day index alone (migration 0048), in every
 * order: each seeded member's valid bet and win/loss are its own betting record's, the rows stand in
 * that order, and the totals add the rows up.
 */
async function seededAgentProfit(db: Db) {
  const app = testApp(db);
  const token = await signedIn(app, 'agent', 'Agent1234!');
  const range = lastDays(30);
  const own = new Map<string, { validBet: number; winLoss: number }>();
  for (const [account, password] of [
    ['downline2', 'Downline1234!'],
    ['subagent', 'Subagent1234!'],
    ['teamplayer', 'Teamplayer1234!'],
  ] as const) {
    const { totals } = (
      await call(app, recordsApi.profit, { token: await signedIn(app, account, password), query: range })
    ).body.value;
    own.set(account, { validBet: totals.validBet, winLoss: totals.winLoss });
  }
  for (const sort of TEAM_PROFIT_SORTS) {
    for (const direction of ['asc', 'desc'] as const) {
      const answer = (await call(app, agentCentreApi.profit, { token, query: { ...range, sort, direction } }))
        .body.value;
      const values = answer.rows.map((row) => row[sort]);
      expect(values).toEqual([...values].sort((a, b) => (direction === 'asc' ? a - b : b - a)));
      const seeded = answer.rows.filter((row) => own.has(row.account));
      expect(seeded).toHaveLength(own.size);
      for (const row of seeded)
        expect({ validBet: row.validBet, winLoss: row.winLoss }).toEqual(own.get(row.account));
      expect(answer.totalRows).toBe(answer.rows.length);
      for (const figure of TEAM_PROFIT_SORTS)
        expect(answer.totals[figure]).toBe(answer.rows.reduce((sum, row) => sum + row[figure], 0));
    }
  }
}

describe('team figures', () => {
  it('adds up the whole team’s own deposits, bets and members at every level, and nothing outside it', async () => {
    await addsUpTheTeam(database.db);
  });

  it('lists the team level by level with breadcrumbs, and finds a member by name at any level', async () => {
    const app = testApp(database.db);
    const agent = await newAgent(app, database.db);
    const sub = await newAgent(app, database.db, { upline: agent.affiliateCode, isAgent: 2 });
    const direct = await invited(app, database.db, agent.affiliateCode);
    const deep = await invited(app, database.db, sub.affiliateCode);
    await playRounds(app, database.db, direct, 'RNG', [1_000]);
    await database.db.update(members).set({ firstTimeLogin: true }).where(eq(members.id, deep.memberId));

    const top = await call(app, agentCentreApi.members, { token: agent.token });
    expect(top.body.value).toMatchObject({ path: [], totalRows: 2, totalPages: 1, page: 1 });
    const subRow = top.body.value.rows.find((row) => row.account === sub.username);
    expect(subRow).toMatchObject({
      id: sub.publicId,
      type: 2,
      level: 1,
      directDownlines: 1,
      balance: 1_000_000,
      status: 'INACTIVE',
    });
    expect(top.body.value.rows.find((row) => row.account === direct.username)?.status).toBe('ACTIVE');
    expect(subRow?.lastSignInAt).not.toBeNull();
    expect(top.body.value.rows.map((row) => row.account).sort()).toEqual(
      [sub.username, direct.username].sort(),
    );

    const below = await call(app, agentCentreApi.members, {
      token: agent.token,
      query: { parent: sub.publicId },
    });
    expect(below.body.value.path).toEqual([{ id: sub.publicId, account: sub.username }]);
    expect(below.body.value.rows.map((row) => [row.account, row.level, row.type, row.status])).toEqual([
      [deep.username, 2, 0, 'FIRST_SIGN_IN'],
    ]);

    const found = await call(app, agentCentreApi.members, {
      token: agent.token,
      query: { account: deep.username.slice(2).toUpperCase() },
    });
    expect(found.body.value.rows.map((row) => row.account)).toEqual([deep.username]);
    const wildcard = await call(app, agentCentreApi.members, { token: agent.token, query: { account: '%' } });
    expect(wildcard.body.value.rows).toEqual([]);
  });

  it('gives the seeded agent the figures of its seeded team’s own history', async () => {
    await seededAgentFigures(database.db);
  });

  it('gives the seeded agent each member’s own figures in user P&L, in every order', async () => {
    await seededAgentProfit(database.db);
  });
});

/**
 * The agent's own income on the team overview: their ledger's dividends, salaries and rebates of
 * the range; no other kind, no debit, no one else's entry, nothing outside the range.
 */
async function ownIncomeFromLedger(db: Db) {
  const app = testApp(db);
  const agent = await newAgent(app, db);
  const direct = await invited(app, db, agent.affiliateCode);
  const credit = (memberId: number, kind: string, amount: number, at = new Date()) =>
    postLedgerEntry(db, { memberId, amount, kind, idempotencyKey: `${kind}:${amount}:${at.getTime()}` }, at);
  await credit(agent.memberId, 'AGENT_DIVIDEND', 12_345);
  await credit(agent.memberId, 'AGENT_SALARY_DAILY', 1_000);
  await credit(agent.memberId, 'AGENT_SALARY_HOURLY', 200);
  await credit(agent.memberId, 'AGENT_SALARY_REALTIME', 33);
  await credit(agent.memberId, 'REWARD_REBATE', 700);
  await credit(agent.memberId, 'REWARD_MISSION', 5_000);
  await credit(agent.memberId, 'DOWNLINE_TRANSFER_OUT', -100);
  await credit(direct.memberId, 'AGENT_DIVIDEND', 9_999);
  await credit(agent.memberId, 'AGENT_DIVIDEND', 50_000, new Date(Date.now() - 40 * 24 * 60 * 60_000));
  const income = await call(app, agentCentreApi.ownIncome, { token: agent.token, query: lastDays(6) });
  expect(income.body.value).toEqual({ dividends: 12_345, salaries: 1_233, rebates: 700, total: 14_278 });
  const before = await call(app, agentCentreApi.ownIncome, {
    token: agent.token,
    query: { from: shiftDay(today(), -60), to: shiftDay(today(), -31) },
  });
  expect(before.body.value).toEqual({ dividends: 50_000, salaries: 0, rebates: 0, total: 50_000 });
  expect(
    (await call(app, agentCentreApi.ownIncome, { token: direct.token, query: lastDays(6) })).body.code,
  ).toBe('NOT_AN_AGENT');
}

describe('the agent’s own income', () => {
  it('adds up the agent’s own dividends, salaries and rebates of the range from the ledger', async () => {
    await ownIncomeFromLedger(database.db);
  });
});

/**
 * The team figures on PostgreSQL (the DATABASE_URL path): the database's own triggers keep the
 * members' figures per day there too. Runs when TEST_DATABASE_URL names a throwaway server (CI), on
 * a database of its own next to it.
 */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('team figures (PostgreSQL)', () => {
  let postgres: Database | undefined;
  beforeAll(async () => {
    postgres = await openDatabase({ url: await freshPostgres(url ?? '', 'agent_team', 'demo'), poolSize: 4 });
  }, 120_000);
  afterAll(async () => {
    await postgres?.close();
  });

  it('adds up the whole team’s own deposits, bets and members at every level, and nothing outside it', async () => {
    await addsUpTheTeam(postgres!.db);
  });

  it('gives the seeded agent the figures of its seeded team’s own history', async () => {
    await seededAgentFigures(postgres!.db);
  });

  it('gives the seeded agent each member’s own figures in user P&L, in every order', async () => {
    await seededAgentProfit(postgres!.db);
  });

  it('adds up the agent’s own income from the ledger', async () => {
    await ownIncomeFromLedger(postgres!.db);
  });

  it('registers a downline agent with a contract offer, or nothing when the offer is refused', async () => {
    await registersWithContract(postgres!.db);
  });
});

describe('transfer to a downline', () => {
  const balanceOf = async (memberId: number) => (await readBalance(database.db, memberId))?.balance;

  const transfer = (app: App, token: string, member: string, body: Record<string, unknown> = {}) =>
    call(app, agentCentreApi.transfer, {
      token,
      body: {
        member,
        amount: 25_000,
        paymentPassword: '123456',
        idempotencyKey: crypto.randomUUID(),
        ...body,
      } as never,
    });

  async function agentWithTeam(app: App) {
    const agent = await newAgent(app, database.db);
    await setPaymentPassword(app, agent.token);
    const sub = await newAgent(app, database.db, { upline: agent.affiliateCode, isAgent: 2 });
    const direct = await invited(app, database.db, agent.affiliateCode);
    const deep = await invited(app, database.db, sub.affiliateCode);
    return { agent, direct, deep };
  }

  it('moves the amount to a direct downline once per key, a ledger entry on each side', async () => {
    const app = testApp(database.db);
    const { agent, direct } = await agentWithTeam(app);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      transfer(app, agent.token, direct.publicId, { idempotencyKey: key }),
      transfer(app, agent.token, direct.publicId, { idempotencyKey: key }),
    ]);
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({ amount: 25_000, balance: 975_000 });
    expect(second.body.value.transferNo).toBe(first.body.value.transferNo);
    expect(await balanceOf(agent.memberId)).toBe(975_000);
    expect(await ledgerSum(database.db, agent.memberId)).toBe(975_000);
    expect(await balanceOf(direct.memberId)).toBe(1_025_000);
    expect(await ledgerSum(database.db, direct.memberId)).toBe(1_025_000);
    const record = await call(app, recordsApi.account, {
      token: direct.token,
      query: { ...lastDays(0), type: 'TRANSFER' },
    });
    expect(record.body.value.rows.map((row) => [row.amount, row.subject])).toEqual([
      [25_000, { kind: 'TRANSFER', transfer: first.body.value.transferNo }],
    ]);
  });

  it('refuses a deeper member, someone outside the team, a member, too little and too much; nothing moves', async () => {
    const app = testApp(database.db);
    const { agent, direct, deep } = await agentWithTeam(app);
    const outsider = await invited(app, database.db, (await newAgent(app, database.db)).affiliateCode);
    const refusals = [
      [await transfer(app, agent.token, deep.publicId), 400, 'NOT_DIRECT_DOWNLINE'],
      [await transfer(app, agent.token, outsider.publicId), 404, 'NOT_IN_TEAM'],
      [await transfer(app, agent.token, direct.publicId, { amount: 99 }), 400, 'AMOUNT_BELOW_MIN'],
      [await transfer(app, agent.token, direct.publicId, { amount: 1_000_001 }), 400, 'INSUFFICIENT_BALANCE'],
      [await transfer(app, direct.token, direct.publicId), 403, 'NOT_AN_AGENT'],
    ] as const;
    for (const [result, status, code] of refusals) {
      expect([result.status, result.body.code]).toEqual([status, code]);
    }
    const wrongPassword = await transfer(app, agent.token, direct.publicId, { paymentPassword: '654321' });
    expect(wrongPassword.status).toBe(400);
    for (const member of [agent, direct, deep, outsider]) {
      expect(await balanceOf(member.memberId)).toBe(1_000_000);
    }
  });

  it('never overdraws the agent, however many transfers arrive at once', async () => {
    const app = testApp(database.db);
    const { agent, direct } = await agentWithTeam(app);
    const results = await Promise.all(
      Array.from({ length: 50 }, () => transfer(app, agent.token, direct.publicId, { amount: 30_000 })),
    );
    const moved = results.filter((result) => result.status === 200).length;
    expect(moved).toBe(33);
    expect(results.filter((result) => result.body.code === 'INSUFFICIENT_BALANCE')).toHaveLength(17);
    expect(await balanceOf(agent.memberId)).toBe(1_000_000 - moved * 30_000);
    expect(await ledgerSum(database.db, agent.memberId)).toBe(1_000_000 - moved * 30_000);
    expect(await ledgerSum(database.db, direct.memberId)).toBe(1_000_000 + moved * 30_000);
  });
});

/**
 * Register account with a contract: the offer waits for the new downline agent; an offer the agent
 * may not make leaves no account, and of many at once above the agent's own rate none gets through.
 */
async function registersWithContract(db: Db) {
  const app = testApp(db);
  const agent = await newAgent(app, db);
  await setOwnContract(
    db,
    agent.memberId,
    { kind: 'REALTIME_SALARY', profitRateBps: 100, lossRateBps: 200, minBet: 100 },
    new Date(),
  );
  const register = (body: Record<string, unknown>) =>
    call(app, agentCentreApi.register, {
      token: agent.token,
      body: { username: uniqueName('made'), password: 'Temp12345', type: 'AGENT', ...body } as never,
    });
  const within = { kind: 'REALTIME_SALARY', profitRateBps: 50, lossRateBps: 150, minBet: 100 };
  const made = await register({ contract: within });
  expect(made.status).toBe(200);
  const offers = rowsOf<{ kind: string; status: string; upline_id: number; top_rate_bps: number }>(
    await db.execute(sql`select c.kind, c.status, c.upline_id, c.top_rate_bps from agent_contracts c
      join members m on m.id = c.member_id where m.public_id = ${made.body.value.id}`),
  );
  expect(
    offers.map((row) => [row.kind, row.status, Number(row.upline_id), Number(row.top_rate_bps)]),
  ).toEqual([['REALTIME_SALARY', 'OFFERED', agent.memberId, 150]]);

  const refused = async (body: Record<string, unknown>) => {
    const username = uniqueName('nope');
    const answer = await register({ username, ...body });
    const [row] = rowsOf<{ count: number | string }>(
      await db.execute(sql`select count(*) as count from members where lower(account) = lower(${username})`),
    );
    expect(Number(row?.count)).toBe(0);
    return answer.body.code ?? answer.status;
  };
  const above = { ...within, lossRateBps: 201 };
  expect(await refused({ contract: above })).toBe('CONTRACT_RATE_ABOVE_UPLINE');
  expect(
    await refused({
      contract: { kind: 'DAILY_SALARY', tiers: [{ minAmount: 0, minActive: 0, rateBps: 10 }] },
    }),
  ).toBe('CONTRACT_UPLINE_HAS_NONE');
  expect(await refused({ type: 'MEMBER', contract: within })).toBe('CONTRACT_NOT_AGENT');
  expect(await refused({ contract: { ...within, lossRateBps: -1 } })).toBe('CONTRACT_RATE_RANGE');
  expect(await refused({ contract: { kind: 'OTHER' } })).toBe(400);

  const burst = await Promise.all(Array.from({ length: 8 }, () => register({ contract: above })));
  expect(burst.every((answer) => answer.body.code === 'CONTRACT_RATE_ABOVE_UPLINE')).toBe(true);
  const team = await call(app, agentCentreApi.members, { token: agent.token });
  expect(team.body.value.totalRows).toBe(1);
}

describe('register account', () => {
  const register = (app: App, token: string, body: Record<string, unknown> = {}) =>
    call(app, agentCentreApi.register, {
      token,
      body: { username: uniqueName('made'), password: 'Temp12345', type: 'MEMBER', ...body } as never,
    });

  it('creates a member or a downline agent directly below the agent, with a temporary password', async () => {
    const app = testApp(database.db);
    const agent = await newAgent(app, database.db);
    const member = await register(app, agent.token);
    expect(member.status).toBe(200);
    expect(member.body.value).toMatchObject({ type: 0, level: 1 });
    const sub = await register(app, agent.token, { type: 'AGENT' });
    expect(sub.body.value).toMatchObject({ type: 2, level: 1 });
    const team = await call(app, agentCentreApi.members, { token: agent.token });
    expect(team.body.value.rows.map((row) => row.id).sort()).toEqual(
      [member.body.value.id, sub.body.value.id].sort(),
    );
    const signIn = await login(app, member.body.value.account, 'Temp12345');
    expect(signIn.body.value).toMatchObject({ firstTimeLogin: true });
  });

  it('refuses a member, a taken name, a bad password or type', async () => {
    const app = testApp(database.db);
    const agent = await newAgent(app, database.db);
    expect(
      (await register(app, (await invited(app, database.db, agent.affiliateCode)).token)).body.code,
    ).toBe('NOT_AN_AGENT');
    expect((await register(app, agent.token, { username: 'Downline1' })).body.code).toBe('USERNAME_TAKEN');
    expect((await register(app, agent.token, { password: 'short' })).body.code).toBe('FIELD_LENGTH');
    expect((await register(app, agent.token, { type: 'OWNER' })).status).toBe(400);
  });

  it('hands every agent one invitation code, made once for one without, that brings a registration into their team', async () => {
    const app = testApp(database.db);
    const seeded = await call(app, agentCentreApi.invitation, {
      token: await signedIn(app, 'agent', 'Agent1234!'),
    });
    expect(seeded.body.value).toEqual({ code: 'AGENT001' });
    // an agent without a code, as an approved application or a downline agent registered here is
    const agent = await registerFromOwnIp(app);
    await database.db.update(members).set({ isAgent: 1 }).where(eq(members.account, agent.username));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call(app, agentCentreApi.invitation, { token: agent.token })),
    );
    const codes = new Set(answers.map((answer) => answer.body.value.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes];
    expect(code).toMatch(/^[A-Z2-9]{8}$/);
    const friend = await invited(app, database.db, code!.toLowerCase());
    const team = await call(app, agentCentreApi.members, { token: agent.token });
    expect(team.body.value.rows.map((row) => row.id)).toEqual([friend.publicId]);
    expect((await call(app, agentCentreApi.invitation, { token: friend.token })).body.code).toBe(
      'NOT_AN_AGENT',
    );
  });

  it('offers a downline agent a contract within the agent’s own with the account, atomically', async () => {
    await registersWithContract(database.db);
  });

  it('registers at most the hourly number of accounts, however many are asked for at once', async () => {
    const app = testApp(database.db);
    const agent = await newAgent(app, database.db);
    const results = await Promise.all(
      Array.from({ length: DOWNLINE_REGISTRATIONS_PER_HOUR + 5 }, () => register(app, agent.token)),
    );
    expect(results.filter((result) => result.status === 200)).toHaveLength(DOWNLINE_REGISTRATIONS_PER_HOUR);
    expect(results.filter((result) => result.body.code === 'TOO_MANY_DOWNLINE_REGISTRATIONS')).toHaveLength(
      5,
    );
    const team = await call(app, agentCentreApi.members, { token: agent.token });
    expect(team.body.value.totalRows).toBe(DOWNLINE_REGISTRATIONS_PER_HOUR);
  });
});
