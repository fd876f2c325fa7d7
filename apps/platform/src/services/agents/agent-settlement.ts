import {
  type ContractKind,
  type ContractTerms,
  DIVIDEND_PERIODS,
  type DividendPeriod,
} from '@marquee/api-client/contract';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { LOTTERY_FROM, lotteryWhere, roundsWhere, rowsOf } from '../records/bet-sources';
import { postLedgerEntry } from '../wallet/wallet';
import { dayPeriod, dividendPeriodEnding, isSalaryPayDay, type Period } from './contract-periods';
import { type Holder, levelledPay, payOf, type TeamFigures } from './contract-terms';
import { teamOf } from './team';

/**
 * Settling agent contracts on the ledger: for one kind and period, every active contract's pay on
 * its holder's team (levelled: less what the contracts it gave pay), recorded once per agent,
 * kind and period (the unique key of agent_settlements: a rerun computes nothing twice), then paid
 * once (the PAID status and the ledger entry in one transaction, the entry under the settlement's
 * own idempotency key). A crash between the two leaves PENDING rows, which the next run pays.
 */

/** The ledger kind each contract pays under. */
export const SETTLEMENT_LEDGER_KINDS: Readonly<Record<ContractKind, string>> = {
  DIVIDEND: 'AGENT_DIVIDEND',
  DAILY_SALARY: 'AGENT_SALARY_DAILY',
  HOURLY_SALARY: 'AGENT_SALARY_HOURLY',
  REALTIME_SALARY: 'AGENT_SALARY_REALTIME',
};

type Figure = string | number | null;

/**
 * The team's settled bets of the period, from the betting record's sources: loss, valid bet,
 * members who bet, and for a real-time salary the stakes of at least `minBet` lost and not lost.
 */
async function teamFigures(db: Db, agentId: number, period: Period, minBet: number): Promise<TeamFigures> {
  const filter = {
    memberId: teamOf(agentId),
    from: period.start,
    until: period.end,
    query: { status: 'SETTLED' as const },
  };
  const rounds = roundsWhere(filter) as SQL;
  const lottery = lotteryWhere(filter) as SQL;
  const [row] = rowsOf<Record<'valid_bet' | 'loss' | 'active' | 'lost_stake' | 'kept_stake', Figure>>(
    await db.execute(sql`select coalesce(sum(stake), 0) as valid_bet, coalesce(sum(stake - payout), 0) as loss,
        count(distinct member_id) as active,
        coalesce(sum(stake) filter (where stake >= ${minBet} and payout < stake), 0) as lost_stake,
        coalesce(sum(stake) filter (where stake >= ${minBet} and payout >= stake), 0) as kept_stake
      from (select b.member_id, b.stake, b.payout from bets b where ${rounds}
        union all select lb.member_id, lb.stake, lb.payout from ${LOTTERY_FROM} where ${lottery}) t`),
  );
  return {
    validBet: Number(row?.valid_bet ?? 0),
    loss: Number(row?.loss ?? 0),
    active: Number(row?.active ?? 0),
    lostStake: Number(row?.lost_stake ?? 0),
    keptStake: Number(row?.kept_stake ?? 0),
  };
}

interface HolderRow {
  id: number;
  member_id: number;
  upline_id: number | null;
  terms: ContractTerms;
}

export interface SettlementRun {
  kind: ContractKind;
  start: string;
  /** contracts settled (with or without pay) */
  holders: number;
  /** settlements this run recorded (others had been already) */
  recorded: number;
  /** settlements this run paid, and how much in all */
  paid: number;
  total: number;
}

/**
 * Records the settlements of one kind and period: every contract active now that was accepted
 * before the period ended (a dividend's only on `dividendPeriod`). Nothing under one minor unit is
 * recorded.
 */
async function recordSettlements(
  db: Db,
  kind: ContractKind,
  period: Period,
  now: Date,
  dividendPeriod?: DividendPeriod,
): Promise<{ holders: number; recorded: number }> {
  const holders = rowsOf<HolderRow>(
    await db.execute(sql`select id, member_id, upline_id, terms from agent_contracts
      where kind = ${kind} and status = 'ACTIVE' and decided_at < ${period.end.toISOString()}
        ${dividendPeriod ? sql`and terms->>'period' = ${dividendPeriod}` : sql``}
      order by member_id`),
  );
  const pays = [];
  for (const holder of holders) {
    const minBet = holder.terms.kind === 'REALTIME_SALARY' ? holder.terms.minBet : 0;
    const figures = await teamFigures(db, holder.member_id, period, minBet);
    pays.push({ holder, figures, pay: payOf(holder.terms, figures) });
  }
  const levelled = levelledPay(
    pays.map(
      ({ holder, pay }): Holder => ({
        memberId: holder.member_id,
        uplineId: holder.upline_id,
        gross: pay.gross,
      }),
    ),
  );
  let recorded = 0;
  for (const { holder, figures, pay } of pays) {
    const share = levelled.get(holder.member_id);
    if (!share || share.amount <= 0) continue;
    const inserted = rowsOf(
      await db.execute(sql`insert into agent_settlements (member_id, contract_id, kind, period_start, period_end,
          base, active_members, rate_bps, gross, downline_share, amount, status, computed_at)
        values (${holder.member_id}, ${holder.id}, ${kind}, ${period.start.toISOString()}, ${period.end.toISOString()},
          ${pay.base}, ${figures.active}, ${pay.rateBps}, ${pay.gross}, ${share.downlineShare}, ${share.amount},
          'PENDING', ${now.toISOString()})
        on conflict (member_id, kind, period_start) do nothing returning id`),
    );
    recorded += inserted.length;
  }
  return { holders: holders.length, recorded };
}

/**
 * Pays the PENDING settlements of a kind (of one period, or every one due by `now`): each in its
 * own transaction, which marks it PAID from PENDING and posts it, so of two runs at once one pays.
 */
async function payPending(
  db: Db,
  kind: ContractKind,
  now: Date,
  period?: Period,
): Promise<{ paid: number; total: number }> {
  const due = rowsOf<{ id: number }>(
    await db.execute(sql`select id from agent_settlements where kind = ${kind} and status = 'PENDING'
      and ${period ? sql`period_start = ${period.start.toISOString()}` : sql`period_end <= ${now.toISOString()}`}
      order by id`),
  );
  const run = { paid: 0, total: 0 };
  for (const { id } of due) {
    const amount = await db.transaction(async (tx) => {
      const [row] = rowsOf<{ member_id: number; amount: Figure; period_start: Date | string }>(
        await tx.execute(sql`update agent_settlements set status = 'PAID', paid_at = ${now.toISOString()}
          where id = ${id} and status = 'PENDING' returning member_id, amount, period_start`),
      );
      if (!row) return 0;
      const start = new Date(row.period_start).toISOString();
      await postLedgerEntry(
        tx,
        {
          memberId: Number(row.member_id),
          amount: Number(row.amount),
          kind: SETTLEMENT_LEDGER_KINDS[kind],
          idempotencyKey: `agent-settlement:${kind}:${start}`,
          reference: start,
        },
        now,
      );
      return Number(row.amount);
    });
    if (amount > 0) {
      run.paid += 1;
      run.total += amount;
    }
  }
  return run;
}

/**
 * Settles one kind for one period: records it, and with `pay` pays it (a daily salary's payment
 * waits for its pay day otherwise).
 */
export async function settlePeriod(
  db: Db,
  kind: ContractKind,
  period: Period,
  now: Date,
  { pay = true, dividendPeriod }: { pay?: boolean; dividendPeriod?: DividendPeriod } = {},
): Promise<SettlementRun> {
  if (period.end > now) throw new Error(`the period starting ${period.start.toISOString()} has not ended`);
  const recorded = await recordSettlements(db, kind, period, now, dividendPeriod);
  const paid = pay ? await payPending(db, kind, now, period) : { paid: 0, total: 0 };
  return { kind, start: period.start.toISOString(), ...recorded, ...paid };
}

/**
 * A brand day's close (`day`, the day just ended): the daily salary of that day recorded, and paid
 * with every daily salary still pending when today is a pay day (every other day); the dividends
 * of every period ending with that day settled and paid.
 */
export async function settleDay(db: Db, day: string, now: Date): Promise<SettlementRun[]> {
  const runs = [await settlePeriod(db, 'DAILY_SALARY', dayPeriod(day), now, { pay: false })];
  if (isSalaryPayDay(now)) {
    const paid = await payPending(db, 'DAILY_SALARY', now);
    runs[0] = { ...runs[0]!, ...paid };
  }
  for (const dividendPeriod of DIVIDEND_PERIODS) {
    const period = dividendPeriodEnding(dividendPeriod, day);
    if (period) runs.push(await settlePeriod(db, 'DIVIDEND', period, now, { dividendPeriod }));
  }
  return runs;
}
