import {
  agentContractApi,
  brandToday,
  CONTRACT_RATE_MAX_BPS,
  type ContractTerms,
  type ContractTier,
  shiftDay,
} from '@marquee/api-client/contract';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { type Database, type Db, openDatabase } from '../db/open';
import { agentContracts, agentSettlements, ledgerEntries } from '../db/schema';
import { runOperatorCommand } from '../ops/operator-commands';
import { setOwnContract } from '../services/agents/agent-contracts';
import { agentPayJob } from '../services/agents/agent-pay-job';
import { settleDay, settlePeriod } from '../services/agents/agent-settlement';
import { dayPeriod, dividendDays, lastEndedSlot, slotAt } from '../services/agents/contract-periods';
import {
  checkTerms,
  fitsUnder,
  levelledPay,
  payOf,
  rateAboveUpline,
  shareOf,
  type TeamFigures,
  tierRate,
} from '../services/agents/contract-terms';
import { Clock } from '../services/clock';
import { rowsOf } from '../services/records/bet-sources';
import { ledgerSum, readBalance } from '../services/wallet/wallet';
import { invited, newAgent, signedIn } from '../test-support/agents';
import { playRounds } from '../test-support/games';
import { call, testApp, useClockedApp, useSeededDatabase } from '../test-support/harness';
import { freshPostgres } from '../test-support/postgres-twins';

const database = useSeededDatabase();
// the clock stands still unless a test moves it, so a test's rounds fall in one five-minute slot
const SLOT = 5 * 60_000;
const clocked = useClockedApp(
  database,
  Math.floor(Date.now() / SLOT) * SLOT - 30 * 24 * 60 * 60_000 + 60_000,
);

const tiers = (...rates: number[]): ContractTier[] =>
  rates.map((rateBps, index) => ({ minAmount: index * 100_000, minActive: index, rateBps }));
const daily = (...rates: number[]): ContractTerms => ({ kind: 'DAILY_SALARY', tiers: tiers(...rates) });
const realtime = (rateBps: number): ContractTerms => ({
  kind: 'REALTIME_SALARY',
  profitRateBps: rateBps,
  lossRateBps: rateBps,
  minBet: 100,
});

/** A top agent holding `terms` (set by the operator), a direct downline agent and a member of each. */
async function chain(terms: ContractTerms[]) {
  const { app, clock } = clocked;
  const top = await newAgent(app, database.db);
  for (const own of terms) await setOwnContract(database.db, top.memberId, own, clock.now());
  const sub = await newAgent(app, database.db, { upline: top.affiliateCode, isAgent: 2 });
  const direct = await invited(app, database.db, top.affiliateCode);
  const deep = await invited(app, database.db, sub.affiliateCode);
  return { top, sub, direct, deep };
}

const offer = (token: string, body: Record<string, unknown>) =>
  call(clocked.app, agentContractApi.offer, { token, body: { request: 'NEW', ...body } as never });
const decide = (token: string, id: string, decision: 'ACCEPT' | 'DECLINE' = 'ACCEPT') =>
  call(clocked.app, agentContractApi.decide, { token, body: { id, decision } });

describe('contract arithmetic', () => {
  const tier = fc.record({
    minAmount: fc.integer({ min: 0, max: 10_000_000 }),
    minActive: fc.integer({ min: 0, max: 50 }),
    rateBps: fc.integer({ min: 0, max: CONTRACT_RATE_MAX_BPS }),
  });
  /** tiers that go up in both thresholds and never down in rate, as checkTerms asks */
  const ladder = fc.array(tier, { minLength: 1, maxLength: 9 }).map((steps) =>
    steps.map((step, index) => ({
      minAmount: step.minAmount + index * 10_000_001,
      minActive: step.minActive + index * 51,
      rateBps: Math.min(CONTRACT_RATE_MAX_BPS, Math.max(...steps.slice(0, index + 1).map((s) => s.rateBps))),
    })),
  );

  it("accepts a downline's tiers only where no figure pays them more than their upline", () => {
    fc.assert(
      fc.property(
        ladder,
        ladder,
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 0, max: 600 }),
        (up, down, amount, active) => {
          const above = rateAboveUpline(
            { kind: 'DAILY_SALARY', tiers: down },
            { kind: 'DAILY_SALARY', tiers: up },
          );
          if (above === null)
            expect(tierRate(down, amount, active)).toBeLessThanOrEqual(tierRate(up, amount, active));
          else
            expect(
              down.some(
                (step) =>
                  step.rateBps > tierRate(up, step.minAmount, step.minActive) &&
                  tierRate(up, step.minAmount, step.minActive) === above,
              ),
            ).toBe(true);
        },
      ),
    );
    const upline = { kind: 'REALTIME_SALARY', profitRateBps: 30, lossRateBps: 80, minBet: 100 } as const;
    expect(rateAboveUpline({ ...upline, profitRateBps: 80, lossRateBps: 30 }, upline)).toBe(30);
    expect(rateAboveUpline({ ...upline, profitRateBps: 25, lossRateBps: 60 }, upline)).toBeNull();
  });

  it('fits a subordinate under new terms exactly when no figure pays it more, on the same dividend period', () => {
    fc.assert(
      fc.property(ladder, ladder, (up, down) => {
        // a ladder's rate changes only at its thresholds, so the grid of both ladders' thresholds is every figure
        const amounts = [0, ...[...up, ...down].map((step) => step.minAmount)];
        const actives = [0, ...[...up, ...down].map((step) => step.minActive)];
        const paysMore = amounts.some((amount) =>
          actives.some((active) => tierRate(down, amount, active) > tierRate(up, amount, active)),
        );
        const upline: ContractTerms = { kind: 'DIVIDEND', period: 'W', tiers: up };
        expect(fitsUnder({ kind: 'DIVIDEND', period: 'W', tiers: down }, upline)).toBe(!paysMore);
        expect(fitsUnder({ kind: 'DIVIDEND', period: 'M', tiers: down }, upline)).toBe(false);
      }),
    );
  });

  it('shares round down to the minor unit, exactly, and never exceed the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 0, max: CONTRACT_RATE_MAX_BPS }),
        (amount, rate) => {
          const share = shareOf(amount, rate);
          expect(Number.isSafeInteger(share)).toBe(true);
          expect(BigInt(share) * 10_000n <= BigInt(amount) * BigInt(rate)).toBe(true);
          expect((BigInt(share) + 1n) * 10_000n > BigInt(amount) * BigInt(rate)).toBe(true);
        },
      ),
    );
  });

  it('picks the highest tier both thresholds reach, and pays no less for a bigger team', () => {
    fc.assert(
      fc.property(
        ladder,
        fc.integer({ min: 0, max: 200_000_000 }),
        fc.integer({ min: 0, max: 600 }),
        (steps, amount, active) => {
          expect(() => checkTerms({ kind: 'DAILY_SALARY', tiers: steps })).not.toThrow();
          const reached = steps.filter((step) => amount >= step.minAmount && active >= step.minActive);
          expect(tierRate(steps, amount, active)).toBe(reached.at(-1)?.rateBps ?? 0);
          expect(tierRate(steps, amount + 1_000_000, active + 10)).toBeGreaterThanOrEqual(
            tierRate(steps, amount, active),
          );
        },
      ),
    );
  });

  it('refuses tiers that overlap and rates outside 0–100 %', () => {
    fc.assert(
      fc.property(ladder, tier, (steps, extra) => {
        const last = steps.at(-1)!;
        const overlapping = [...steps, { ...extra, minAmount: Math.min(extra.minAmount, last.minAmount) }];
        expect(() => checkTerms({ kind: 'DAILY_SALARY', tiers: overlapping })).toThrow(
          expect.objectContaining({ coded: { code: 'CONTRACT_TIERS_OVERLAP' } }),
        );
      }),
    );
    for (const rateBps of [-1, CONTRACT_RATE_MAX_BPS + 1])
      expect(() => checkTerms(daily(rateBps))).toThrow(
        expect.objectContaining({ coded: { code: 'CONTRACT_RATE_RANGE' } }),
      );
  });

  it('pays a chain of contracts its top holder’s gross in all, no level below zero', () => {
    const figures = fc.record({
      loss: fc.integer({ min: -1_000_000, max: 50_000_000 }),
      validBet: fc.integer({ min: 0, max: 50_000_000 }),
      active: fc.integer({ min: 0, max: 100 }),
      lostStake: fc.integer({ min: 0, max: 50_000_000 }),
      keptStake: fc.integer({ min: 0, max: 50_000_000 }),
    });
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: CONTRACT_RATE_MAX_BPS }), { minLength: 1, maxLength: 6 }),
        figures,
        fc.array(fc.double({ min: 0, max: 1, noNaN: true }), { minLength: 6, maxLength: 6 }),
        (rates, top: TeamFigures, parts) => {
          // rates fall down the chain, and each level's team is part of the one above it
          const sorted = [...rates].sort((a, b) => b - a);
          let team = top;
          const holders = sorted.map((rate, level) => {
            const gross = payOf(
              { kind: 'DIVIDEND', period: 'D', tiers: [{ minAmount: 0, minActive: 0, rateBps: rate }] },
              team,
            ).gross;
            const part = parts[level]!;
            team = { ...team, loss: Math.floor(Math.max(team.loss, 0) * part) };
            return { memberId: level + 1, uplineId: level === 0 ? null : level, gross };
          });
          const paid = levelledPay(holders);
          const amounts = [...paid.values()].map((pay) => pay.amount);
          expect(amounts.every((amount) => Number.isSafeInteger(amount) && amount >= 0)).toBe(true);
          expect(amounts.reduce((sum, amount) => sum + amount, 0)).toBe(holders[0]!.gross);
        },
      ),
    );
  });

  it('lays out slots and dividend periods in the brand’s days', () => {
    expect(dividendDays('W', '2026-11-26')).toEqual({ first: '2026-11-23', last: '2026-11-29' });
    expect(dividendDays('H', '2026-02-20')).toEqual({ first: '2026-02-16', last: '2026-02-28' });
    expect(dividendDays('M', '2028-02-03')).toEqual({ first: '2028-02-01', last: '2028-02-29' });
    expect(dividendDays('D', '2026-11-26')).toEqual({ first: '2026-11-26', last: '2026-11-26' });
    const now = new Date('2026-11-26T10:07:30Z');
    expect(lastEndedSlot('REALTIME_SALARY', now).start.toISOString()).toBe('2026-11-26T10:00:00.000Z');
    expect(lastEndedSlot('HOURLY_SALARY', now).start.toISOString()).toBe('2026-11-26T09:00:00.000Z');
    expect(slotAt('REALTIME_SALARY', new Date('2026-11-26T10:02:00Z'))).toBeNull();
  });
});

/**
 * A lower offer whose top rate is still the old one: the subordinate with a higher first tier is
 * ended (the top rates alone would keep it), with the contract below it; one that fits stays.
 */
async function endsSubordinatesByTier(app: ReturnType<typeof testApp>, db: Db, now: Date) {
  const top = await newAgent(app, db);
  await setOwnContract(db, top.memberId, daily(100, 300), now);
  const agentBelow = async (upline: { affiliateCode: string; token: string }, terms: ContractTerms) => {
    const agent = await newAgent(app, db, { upline: upline.affiliateCode, isAgent: 2 });
    const given = await call(app, agentContractApi.offer, {
      token: upline.token,
      body: { request: 'NEW', member: agent.publicId, kind: terms.kind, terms },
    });
    expect(given.status).toBe(200);
    const accepted = await call(app, agentContractApi.decide, {
      token: agent.token,
      body: { id: given.body.value.id, decision: 'ACCEPT' },
    });
    expect(accepted.body.value.status).toBe('ACTIVE');
    return agent;
  };
  const sub = await agentBelow(top, daily(100, 250));
  const richFirstTier = await agentBelow(sub, daily(80, 200));
  const belowIt = await agentBelow(richFirstTier, daily(50, 100));
  const fits = await agentBelow(sub, daily(50, 200));

  const lower = await call(app, agentContractApi.offer, {
    token: top.token,
    body: { request: 'NEW', member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(50, 250) },
  });
  expect(lower.body.value.topRateBps).toBe(250);
  const listed = await call(app, agentContractApi.list, { token: sub.token });
  expect(listed.body.value.offers[0]!.endsSubordinates).toEqual([
    { id: richFirstTier.publicId, account: richFirstTier.username },
    { id: belowIt.publicId, account: belowIt.username },
  ]);
  const accepted = await call(app, agentContractApi.decide, {
    token: sub.token,
    body: { id: lower.body.value.id, decision: 'ACCEPT' },
  });
  expect(accepted.body.value.status).toBe('ACTIVE');
  for (const [agent, kept] of [
    [richFirstTier, []],
    [belowIt, []],
    [fits, [{ kind: 'DAILY_SALARY', status: 'ACTIVE', topRateBps: 200 }]],
    [sub, [{ kind: 'DAILY_SALARY', status: 'ACTIVE', topRateBps: 250 }]],
  ] as const) {
    const own = await call(app, agentContractApi.list, { token: agent.token });
    expect(own.body.value.own).toMatchObject(kept);
  }
}

describe('contract offers', () => {
  it('lets an upline offer a direct downline agent a contract, which the downline accepts once', async () => {
    const { top, sub } = await chain([daily(100, 200)]);
    const offered = await offer(top.token, {
      member: sub.publicId,
      kind: 'DAILY_SALARY',
      terms: daily(50, 150),
    });
    expect(offered.status).toBe(200);
    expect(offered.body.value).toMatchObject({
      status: 'OFFERED',
      topRateBps: 150,
      member: { id: sub.publicId },
    });

    const listed = await call(clocked.app, agentContractApi.list, { token: sub.token });
    expect(listed.body.value.offers).toMatchObject([{ id: offered.body.value.id, endsSubordinates: [] }]);

    // the same offer accepted in many tabs at once: exactly one answer counts
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => decide(sub.token, offered.body.value.id)),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.body.code === 'CONTRACT_ALREADY_DECIDED')).toHaveLength(11);
    const after = await call(clocked.app, agentContractApi.list, { token: sub.token });
    expect(after.body.value.own).toMatchObject([{ kind: 'DAILY_SALARY', status: 'ACTIVE', topRateBps: 150 }]);
    expect(after.body.value.offers).toEqual([]);
    const given = await call(clocked.app, agentContractApi.list, { token: top.token });
    expect(given.body.value.given).toMatchObject([{ member: { id: sub.publicId }, status: 'ACTIVE' }]);
  });

  it('warns that accepting a lower rate ends a subordinate’s higher one, and ends it on acceptance', async () => {
    const { top, sub } = await chain([daily(100, 300)]);
    const subsSub = await newAgent(clocked.app, database.db, { upline: sub.affiliateCode, isAgent: 2 });
    const first = await offer(top.token, {
      member: sub.publicId,
      kind: 'DAILY_SALARY',
      terms: daily(100, 250),
    });
    await decide(sub.token, first.body.value.id);
    const below = await offer(sub.token, {
      member: subsSub.publicId,
      kind: 'DAILY_SALARY',
      terms: daily(100, 200),
    });
    expect(below.status).toBe(200);
    await decide(subsSub.token, below.body.value.id);

    const lower = await offer(top.token, {
      member: sub.publicId,
      kind: 'DAILY_SALARY',
      terms: daily(100, 150),
    });
    const listed = await call(clocked.app, agentContractApi.list, { token: sub.token });
    expect(listed.body.value.offers[0]!.endsSubordinates).toEqual([
      { id: subsSub.publicId, account: subsSub.username },
    ]);
    expect((await decide(sub.token, lower.body.value.id)).status).toBe(200);
    const subsOwn = await call(clocked.app, agentContractApi.list, { token: subsSub.token });
    expect(subsOwn.body.value.own).toEqual([]);
    const statuses = await database.db
      .select({ status: agentContracts.status })
      .from(agentContracts)
      .where(eq(agentContracts.memberId, sub.memberId))
      .orderBy(agentContracts.id);
    expect(statuses.map((row) => row.status)).toEqual(['ENDED', 'ACTIVE']);
  });

  it('ends, on acceptance, each subordinate paid more than the new terms at any tier, and those below it', async () => {
    await endsSubordinatesByTier(clocked.app, database.db, clocked.clock.now());
  });

  it('ends a contract by a termination the downline accepts, or by the downline finishing it', async () => {
    const { top, sub } = await chain([daily(100), realtime(100)]);
    for (const terms of [daily(80), realtime(50)]) {
      const offered = await offer(top.token, { member: sub.publicId, kind: terms.kind, terms });
      await decide(sub.token, offered.body.value.id);
    }
    const termination = await offer(top.token, {
      member: sub.publicId,
      kind: 'DAILY_SALARY',
      request: 'TERMINATE',
    });
    expect(termination.body.value).toMatchObject({ request: 'TERMINATE', status: 'OFFERED', terms: null });
    expect((await decide(sub.token, termination.body.value.id)).body.value.status).toBe('ACCEPTED');
    const own = await call(clocked.app, agentContractApi.list, { token: sub.token });
    expect(own.body.value.own.map((contract) => contract.kind)).toEqual(['REALTIME_SALARY']);
    const finished = await call(clocked.app, agentContractApi.finish, {
      token: sub.token,
      body: { id: own.body.value.own[0]!.id },
    });
    expect(finished.body.value.status).toBe('ENDED');
    const again = await call(clocked.app, agentContractApi.finish, {
      token: sub.token,
      body: { id: own.body.value.own[0]!.id },
    });
    expect(again.body.code).toBe('CONTRACT_NONE_TO_END');
  });

  it('refuses every bad offer and answer with a coded message; nothing is written', async () => {
    const { top, sub, direct, deep } = await chain([
      daily(100, 200),
      { kind: 'DIVIDEND', period: 'W', tiers: tiers(1000) },
    ]);
    const other = await newAgent(clocked.app, database.db);
    const othersAgent = await newAgent(clocked.app, database.db, { upline: other.affiliateCode, isAgent: 2 });
    const subsAgent = await newAgent(clocked.app, database.db, { upline: sub.affiliateCode, isAgent: 2 });
    const before = await database.db.select({ id: agentContracts.id }).from(agentContracts);
    const refusals: [Record<string, unknown>, number, string][] = [
      [{ member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(300) }, 400, 'CONTRACT_RATE_ABOVE_UPLINE'],
      // under the top rate (2 %) but above the upline's 1 % of the first tier
      [{ member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(150) }, 400, 'CONTRACT_RATE_ABOVE_UPLINE'],
      [{ member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(-5) }, 400, 'CONTRACT_RATE_RANGE'],
      [{ member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(10_001) }, 400, 'CONTRACT_RATE_RANGE'],
      [
        {
          member: sub.publicId,
          kind: 'DAILY_SALARY',
          terms: {
            kind: 'DAILY_SALARY',
            tiers: [
              { minAmount: 500, minActive: 1, rateBps: 50 },
              { minAmount: 500, minActive: 2, rateBps: 60 },
            ],
          },
        },
        400,
        'CONTRACT_TIERS_OVERLAP',
      ],
      [
        {
          member: sub.publicId,
          kind: 'DIVIDEND',
          terms: { kind: 'DIVIDEND', period: 'M', tiers: tiers(500) },
        },
        400,
        'CONTRACT_PERIOD_NOT_UPLINES',
      ],
      [
        { member: sub.publicId, kind: 'HOURLY_SALARY', terms: { kind: 'HOURLY_SALARY', tiers: tiers(5) } },
        400,
        'CONTRACT_UPLINE_HAS_NONE',
      ],
      [{ member: othersAgent.publicId, kind: 'DAILY_SALARY', terms: daily(50) }, 404, 'NOT_IN_TEAM'],
      [{ member: other.publicId, kind: 'DAILY_SALARY', terms: daily(50) }, 404, 'NOT_IN_TEAM'],
      [{ member: subsAgent.publicId, kind: 'DAILY_SALARY', terms: daily(50) }, 400, 'CONTRACT_NOT_DIRECT'],
      [{ member: deep.publicId, kind: 'DAILY_SALARY', terms: daily(50) }, 400, 'CONTRACT_NOT_DIRECT'],
      [{ member: direct.publicId, kind: 'DAILY_SALARY', terms: daily(50) }, 400, 'CONTRACT_NOT_AGENT'],
      [{ member: sub.publicId, kind: 'DAILY_SALARY', request: 'TERMINATE' }, 400, 'CONTRACT_NONE_TO_END'],
    ];
    for (const [body, status, code] of refusals) {
      const refused = await offer(top.token, body);
      expect([refused.status, refused.body.code]).toEqual([status, code]);
    }
    const member = await offer(direct.token, {
      member: sub.publicId,
      kind: 'DAILY_SALARY',
      terms: daily(50),
    });
    expect(member.body.code).toBe('NOT_AN_AGENT');
    const today = brandToday(clocked.clock.now());
    for (const [endpoint, query] of [
      [agentContractApi.list, undefined],
      [agentContractApi.income, { from: today, to: today }],
      [agentContractApi.transactions, { from: today, to: today }],
    ] as const) {
      const refused = await call(clocked.app, endpoint, { token: direct.token, query });
      expect([refused.status, refused.body.code]).toEqual([403, 'NOT_AN_AGENT']);
    }
    const pastLast = await call(clocked.app, agentContractApi.income, {
      token: top.token,
      query: { from: today, to: today, page: '2' },
    });
    expect(pastLast.body.code).toBe('RECORD_PAGE_PAST_LAST');
    const tooLong = await call(clocked.app, agentContractApi.transactions, {
      token: top.token,
      query: { from: shiftDay(today, -200), to: today },
    });
    expect(tooLong.body.code).toBe('RECORD_RANGE_TOO_LONG');
    expect(await database.db.select({ id: agentContracts.id }).from(agentContracts)).toEqual(before);

    const waiting = await offer(top.token, { member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(50) });
    const second = await offer(top.token, { member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(60) });
    expect([second.status, second.body.code]).toEqual([409, 'CONTRACT_OFFER_PENDING']);
    // an offer answers only to the member it was made to
    for (const token of [top.token, other.token]) {
      const foreign = await decide(token, waiting.body.value.id);
      expect([foreign.status, foreign.body.code]).toEqual([404, 'CONTRACT_NOT_FOUND']);
    }
    expect((await decide(sub.token, waiting.body.value.id, 'DECLINE')).body.value.status).toBe('DECLINED');
    expect((await decide(sub.token, waiting.body.value.id)).body.code).toBe('CONTRACT_ALREADY_DECIDED');
  });
});

describe('the consolidated contract info', () => {
  it('tells a member with AGENTPOLICY3 on what waits for their answer, and refuses it with the feature off', async () => {
    const { top, sub, direct } = await chain([daily(100), realtime(100)]);
    const active = await offer(top.token, {
      member: sub.publicId,
      kind: 'REALTIME_SALARY',
      terms: realtime(50),
    });
    await decide(sub.token, active.body.value.id);
    await offer(top.token, { member: sub.publicId, kind: 'DAILY_SALARY', terms: daily(50) });
    await offer(top.token, { member: sub.publicId, kind: 'REALTIME_SALARY', request: 'TERMINATE' });
    const info = await call(clocked.app, agentContractApi.consolidated, { token: sub.token });
    expect(info.body.value).toMatchObject({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 2,
      contracts: {
        DAILY_SALARY: { offer: { request: 'NEW', topRateBps: 50 }, active: null },
        REALTIME_SALARY: { offer: { request: 'TERMINATE' }, active: { status: 'ACTIVE', topRateBps: 50 } },
        DIVIDEND: { offer: null, active: null },
      },
    });
    const member = await call(clocked.app, agentContractApi.consolidated, { token: direct.token });
    expect(member.body.value).toMatchObject({ dailysalreqtype: 0, realtimesalreqtype: 0 });

    const withoutPolicy = testApp(database.db, { FEATURES: 'USERNAMEREG3' }, { now: clocked.clock.now });
    const off = await call(withoutPolicy, agentContractApi.consolidated, { token: sub.token });
    expect([off.status, off.body.code]).toEqual([403, 'FEATURE_OFF']);
  });
});

describe('settlement', () => {
  const slotOfNow = () => lastEndedSlot('REALTIME_SALARY', new Date(clocked.clock.now().getTime() + SLOT));
  const entriesOf = (memberId: number, kind: string) =>
    database.db
      .select({ amount: ledgerEntries.amount, reference: ledgerEntries.reference })
      .from(ledgerEntries)
      .where(sql`${ledgerEntries.memberId} = ${memberId} and ${ledgerEntries.kind} = ${kind}`);

  it('pays each level of a real-time salary chain its difference once, however often and at once it runs', async () => {
    clocked.clock.advance(60 * 60_000);
    const { top, sub, direct, deep } = await chain([realtime(200)]);
    const offered = await offer(top.token, {
      member: sub.publicId,
      kind: 'REALTIME_SALARY',
      terms: realtime(100),
    });
    await decide(sub.token, offered.body.value.id);
    // stakes of 100.00: each share is a whole number of minor units, lost or not
    await playRounds(clocked.app, database.db, direct, 'RNG', [10_000, 10_000, 10_000]);
    await playRounds(clocked.app, database.db, deep, 'RNG', [10_000, 10_000]);
    const period = slotOfNow();
    const later = period.end;

    // a run that stops after recording (a crash before paying), then reruns, some at once
    await settlePeriod(database.db, 'REALTIME_SALARY', period, later, { pay: false });
    expect(await entriesOf(top.memberId, 'AGENT_SALARY_REALTIME')).toEqual([]);
    await Promise.all([
      settlePeriod(database.db, 'REALTIME_SALARY', period, later),
      settlePeriod(database.db, 'REALTIME_SALARY', period, later),
    ]);
    // the operator's command for the same slot settles nothing more
    expect(
      await runOperatorCommand(database.db, 'agent-pay', ['realtime', period.start.toISOString()], later),
    ).toEqual([expect.stringMatching(/ 0 settlements recorded, 0 paid \(0\.00 in all\)\.$/)]);
    for (const args of [['realtime', later.toISOString()], ['day', brandToday(later)], ['weekly']])
      await expect(runOperatorCommand(database.db, 'agent-pay', args, later)).rejects.toThrow(/Usage/);

    // top: 2 % of 500.00 less sub's 1 % of 200.00; sub: 1 % of 200.00
    const reference = period.start.toISOString();
    expect(await entriesOf(top.memberId, 'AGENT_SALARY_REALTIME')).toEqual([{ amount: 800, reference }]);
    expect(await entriesOf(sub.memberId, 'AGENT_SALARY_REALTIME')).toEqual([{ amount: 200, reference }]);
    for (const agent of [top, sub])
      expect(await ledgerSum(database.db, agent.memberId)).toBe(
        (await readBalance(database.db, agent.memberId))?.balance,
      );

    const day = brandToday(period.start);
    const income = await call(clocked.app, agentContractApi.income, {
      token: top.token,
      query: { from: shiftDay(day, -1), to: day },
    });
    expect(income.body.value).toMatchObject({
      rows: [
        {
          kind: 'REALTIME_SALARY',
          base: 50_000,
          gross: 1000,
          downlineShare: 200,
          amount: 800,
          status: 'PAID',
        },
      ],
      totals: { pending: 0, paid: 800 },
      totalRows: 1,
    });
    const details = await call(clocked.app, agentContractApi.transactions, {
      token: sub.token,
      query: { from: day, to: day, type: 'SALARY' },
    });
    expect(details.body.value.rows).toMatchObject([
      { type: 'SALARY', kind: 'AGENT_SALARY_REALTIME', amount: 200 },
    ]);
  });

  it('records a daily salary as pending and pays it once on a pay day', async () => {
    clocked.clock.advance(2 * 24 * 60 * 60_000);
    const { top, direct } = await chain([daily(100)]);
    await playRounds(clocked.app, database.db, direct, 'RNG', [10_000, 10_000]);
    const day = brandToday(clocked.clock.now());
    const dayStart = new Date(`${day}T00:00:00+08:00`);
    const period = { start: dayStart, end: new Date(dayStart.getTime() + 24 * 60 * 60_000) };
    await settlePeriod(database.db, 'DAILY_SALARY', period, period.end, { pay: false });
    const [pending] = await database.db
      .select({ status: agentSettlements.status, amount: agentSettlements.amount })
      .from(agentSettlements)
      .where(eq(agentSettlements.memberId, top.memberId));
    expect(pending).toEqual({ status: 'PENDING', amount: 200 });
    await settlePeriod(database.db, 'DAILY_SALARY', period, period.end);
    await settlePeriod(database.db, 'DAILY_SALARY', period, period.end);
    expect(await entriesOf(top.memberId, 'AGENT_SALARY_DAILY')).toEqual([
      { amount: 200, reference: period.start.toISOString() },
    ]);
  });

  it('pays each agent’s daily salary and dividend of a day once, by the tiers, however the runs crash, repeat and overlap', async () => {
    // tiers an agent holds: thresholds rising, rates never falling (stakes of the rounds below reach some)
    const ladder = fc
      .uniqueArray(fc.integer({ min: 0, max: 40_000 }), { minLength: 1, maxLength: 3 })
      .chain((amounts) =>
        fc
          .array(fc.integer({ min: 1, max: 3_000 }), { minLength: amounts.length, maxLength: amounts.length })
          .map((rates) => {
            const sortedRates = [...rates].sort((a, b) => a - b);
            return [...amounts]
              .sort((a, b) => a - b)
              .map((minAmount, index) => ({
                minAmount,
                minActive: Math.min(index, 2),
                rateBps: sortedRates[index]!,
              }));
          }),
      );
    // a run of one job: recording only (a crash before paying) or paying, alone or beside copies of itself
    const run = fc.record({
      job: fc.constantFrom('daily', 'dividend', 'day'),
      pay: fc.boolean(),
      copies: fc.integer({ min: 1, max: 3 }),
    });
    const stakes = fc.array(fc.constantFrom(500, 1_000, 10_000), {
      minLength: 1,
      maxLength: 3,
    });
    // a downline's tiers: the upline's at a part of each rate, so never above them
    const below = (tiers: ContractTier[], part: number) =>
      tiers.map((tier) => ({ ...tier, rateBps: Math.floor(tier.rateBps * part) }));
    /** what a team's figures pay by the tiers: the highest tier reached, rounded down to the minor unit */
    const expectedGross = (tiers: ContractTier[], base: number, active: number) => {
      const rate =
        tiers.filter((tier) => base >= tier.minAmount && active >= tier.minActive).at(-1)?.rateBps ?? 0;
      return Math.floor((Math.max(base, 0) * rate) / 10_000);
    };
    /** the valid bet and loss of the members' rounds in the period */
    const teamPlay = async (memberIds: number[], period: { start: Date; end: Date }) => {
      const [row] = rowsOf<{ valid_bet: string | number; loss: string | number }>(
        await database.db.execute(sql`select coalesce(sum(stake), 0) as valid_bet,
          coalesce(sum(stake - payout), 0) as loss from bets
          where member_id in (${sql.join(
            memberIds.map((id) => sql`${id}`),
            sql`, `,
          )})
            and created_at >= ${period.start.toISOString()} and created_at < ${period.end.toISOString()}`),
      );
      return { validBet: Number(row?.valid_bet), loss: Number(row?.loss) };
    };

    /** The chain every case settles: the top agent's contracts and the ones it gave its downline agent. */
    const offeredChain = async () => {
      const made = await chain([
        { kind: 'DAILY_SALARY', tiers: tiers(300) },
        { kind: 'DIVIDEND', period: 'D', tiers: tiers(300) },
      ]);
      for (const terms of [
        { kind: 'DAILY_SALARY', tiers: tiers(100) },
        { kind: 'DIVIDEND', period: 'D', tiers: tiers(100) },
      ] as const) {
        const offered = await offer(made.top.token, { member: made.sub.publicId, kind: terms.kind, terms });
        await decide(made.sub.token, offered.body.value.id);
      }
      return made;
    };
    let agents: Awaited<ReturnType<typeof offeredChain>> | undefined;

    await fc.assert(
      fc.asyncProperty(
        ladder,
        ladder,
        fc.double({ min: 0, max: 1, noNaN: true }),
        stakes,
        stakes,
        fc.array(run, { minLength: 1, maxLength: 5 }),
        async (salaryTiers, dividendTiers, part, directStakes, deepStakes, runs) => {
          // each case plays on a day of its own, the chain's contracts holding that case's tiers
          clocked.clock.advance(24 * 60 * 60_000);
          agents ??= await offeredChain();
          const { top, sub, direct, deep } = agents;
          const held: [number, ContractTerms][] = [
            [top.memberId, { kind: 'DAILY_SALARY', tiers: salaryTiers }],
            [top.memberId, { kind: 'DIVIDEND', period: 'D', tiers: dividendTiers }],
            [sub.memberId, { kind: 'DAILY_SALARY', tiers: below(salaryTiers, part) }],
            [sub.memberId, { kind: 'DIVIDEND', period: 'D', tiers: below(dividendTiers, part) }],
          ];
          for (const [memberId, terms] of held)
            await database.db
              .update(agentContracts)
              .set({ terms })
              .where(
                sql`${agentContracts.memberId} = ${memberId} and ${agentContracts.kind} = ${terms.kind} and ${agentContracts.status} = 'ACTIVE'`,
              );
          // the day the clock moved on outlived the players' sessions: each signs in again to play
          for (const [player, stakes] of [
            [direct, directStakes],
            [deep, deepStakes],
          ] as const) {
            const token = await signedIn(clocked.app, player.username, player.password);
            await playRounds(clocked.app, database.db, { token }, 'RNG', stakes);
          }

          const day = brandToday(clocked.clock.now());
          const period = dayPeriod(day);
          const later = period.end;
          const jobs = {
            daily: (pay: boolean) => settlePeriod(database.db, 'DAILY_SALARY', period, later, { pay }),
            dividend: (pay: boolean) =>
              settlePeriod(database.db, 'DIVIDEND', period, later, { pay, dividendPeriod: 'D' }),
            day: () => settleDay(database.db, day, later),
          };
          for (const { job, pay, copies } of runs)
            await Promise.all(Array.from({ length: copies }, () => jobs[job](pay)));
          // the last run of each pays whatever the others left pending
          await jobs.daily(true);
          await jobs.dividend(true);

          const topTeam = await teamPlay([direct.memberId, deep.memberId], period);
          const subTeam = await teamPlay([deep.memberId], period);
          const reference = period.start.toISOString();
          const kinds = [
            [
              'AGENT_SALARY_DAILY',
              salaryTiers,
              below(salaryTiers, part),
              (team: typeof topTeam) => team.validBet,
            ],
            [
              'AGENT_DIVIDEND',
              dividendTiers,
              below(dividendTiers, part),
              (team: typeof topTeam) => team.loss,
            ],
          ] as const;
          for (const [kind, topTiers, subTiers, baseOf] of kinds) {
            const subGross = expectedGross(subTiers, baseOf(subTeam), 1);
            const topGross = expectedGross(topTiers, baseOf(topTeam), 2);
            const amounts = [
              [top.memberId, topGross - Math.min(subGross, topGross)],
              [sub.memberId, subGross],
            ] as const;
            for (const [memberId, amount] of amounts) {
              const paid = (await entriesOf(memberId, kind)).filter((entry) => entry.reference === reference);
              expect(paid).toEqual(amount > 0 ? [{ amount, reference }] : []);
              expect(await ledgerSum(database.db, memberId)).toBe(
                (await readBalance(database.db, memberId))?.balance,
              );
            }
          }
          const unpaid = rowsOf(
            await database.db.execute(sql`select id from agent_settlements
              where member_id in (${top.memberId}, ${sub.memberId}) and status <> 'PAID'`),
          );
          expect(unpaid).toEqual([]);
        },
      ),
      { numRuns: 6 },
    );
  }, 240_000);

  it('is settled by the running server’s job for every slot the clock passes, once', async () => {
    clocked.clock.advance(3 * 60 * 60_000);
    const { top, direct } = await chain([realtime(100)]);
    const job = agentPayJob(database.db, new Clock(clocked.clock.now));
    await job.tick();
    await playRounds(clocked.app, database.db, direct, 'RNG', [10_000]);
    // the dev clock jumps over several slots at once: the one with the round is settled too
    clocked.clock.advance(4 * SLOT);
    await job.tick();
    await job.tick();
    expect(await entriesOf(top.memberId, 'AGENT_SALARY_REALTIME')).toEqual([
      {
        amount: 100,
        reference: lastEndedSlot(
          'REALTIME_SALARY',
          new Date(clocked.clock.now().getTime() - 3 * SLOT),
        ).start.toISOString(),
      },
    ]);
  });

  it('settles the slots that end after the clock went back, as it does after a jump forward', async () => {
    clocked.clock.advance(5 * 60 * 60_000);
    const { top, direct } = await chain([realtime(100)]);
    const job = agentPayJob(database.db, new Clock(clocked.clock.now));
    clocked.clock.advance(30 * 24 * 60 * 60_000);
    await job.tick();
    clocked.clock.advance(-30 * 24 * 60 * 60_000);
    await playRounds(clocked.app, database.db, direct, 'RNG', [10_000]);
    clocked.clock.advance(SLOT);
    await job.tick();
    expect(await entriesOf(top.memberId, 'AGENT_SALARY_REALTIME')).toEqual([
      {
        amount: 100,
        reference: lastEndedSlot('REALTIME_SALARY', clocked.clock.now()).start.toISOString(),
      },
    ]);
  });

  it('seeds the demo agents’ contracts, which a running server’s first tick pays a week of', async () => {
    const token = await signedIn(clocked.app, 'subagent', 'Subagent1234!');
    const listed = await call(clocked.app, agentContractApi.list, { token });
    expect(listed.body.value.own.map((contract) => contract.kind).sort()).toEqual([
      'DAILY_SALARY',
      'DIVIDEND',
      'HOURLY_SALARY',
      'REALTIME_SALARY',
    ]);
    expect(listed.body.value.offers).toMatchObject([{ kind: 'HOURLY_SALARY', upline: { account: 'agent' } }]);
    await agentPayJob(database.db, new Clock(() => new Date())).tick();
    const settled = rowsOf<{ account: string }>(
      await database.db.execute(sql`select distinct m.account from agent_settlements s
        join members m on m.id = s.member_id order by 1`),
    );
    expect(settled.map((row) => row.account)).toEqual(expect.arrayContaining(['agent']));
  });
});

/** Ending subordinates by tier on PostgreSQL (the DATABASE_URL path), when TEST_DATABASE_URL names a throwaway server. */
const url = process.env.TEST_DATABASE_URL;

describe.skipIf(!url)('contract offers (PostgreSQL)', () => {
  let postgres: Database | undefined;
  beforeAll(async () => {
    postgres = await openDatabase({
      url: await freshPostgres(url ?? '', 'agent_contracts', 'demo'),
      poolSize: 4,
    });
  }, 120_000);
  afterAll(async () => {
    await postgres?.close();
  });

  it('ends, on acceptance, each subordinate paid more than the new terms at any tier, and those below it', async () => {
    const now = clocked.clock.now();
    await endsSubordinatesByTier(testApp(postgres!.db, {}, { now: () => now }), postgres!.db, now);
  });
});
