import type { Tx } from '../db/open';
import { bets, depositOrders, ledgerEntries } from '../db/schema';
import { DAY, MINUTE } from '../services/clock';
import type { Outcome } from '../services/games/round-engine';
import { createRandom, hashString } from '../services/prng';
import { DEMO_CREDIT } from '../services/wallet/wallet';
import { type HistoryGame, playedRound, recordedRound } from './demo-history';

/** The demo accounts that sign in to weeks of their own activity, so every member-centre page has something real. */
export const MEMBER_HISTORY_ACCOUNTS = ['demo', 'downline2', 'subagent', 'teamplayer'] as const;
/** How many days back, up to yesterday, the history goes. */
export const MEMBER_HISTORY_DAYS = 21;
/** A deposit every this many days, starting on the first. */
const DEPOSIT_EVERY_DAYS = 7;
/** A deposit is this share of what the member stakes before the next one, so it is fully wagered. */
const DEPOSIT_SHARE = 0.8;
const DEPOSIT_STEP = 10_000;
const DEPOSIT_CHANNELS = ['GCASH', 'MAYA'] as const;

type MemberEvent =
  | { kind: 'ROUND'; at: number; game: HistoryGame; stake: number; outcome: Outcome; payout: number }
  | { kind: 'DEPOSIT'; at: number; amount: number; channel: string; orderNo: string };

export interface MemberHistory {
  /** the account's opening demo credit: the balance ends at DEMO_CREDIT, as every demo account's does */
  opening: number;
  /** when the account opened, before its first event */
  start: Date;
  /** oldest first */
  events: MemberEvent[];
}

/**
 * A demo account's past weeks, a pure function of the seed, the account and the games: on each
 * day up to yesterday a handful of rounds at random minutes, and a deposit every week, sized to
 * what the account stakes after it. The opening credit makes the balance end at DEMO_CREDIT.
 */
export function buildMemberHistory(
  seed: number,
  account: string,
  games: readonly HistoryGame[],
  at: Date,
): MemberHistory {
  if (games.length === 0) throw new Error('a member history needs games');
  const random = createRandom((seed ^ hashString(`member-history:${account}`)) >>> 0);
  const midnight = Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate());
  const rounds: Extract<MemberEvent, { kind: 'ROUND' }>[] = [];
  for (let day = MEMBER_HISTORY_DAYS; day >= 1; day--) {
    const count = random.int(8, 20);
    for (let round = 0; round < count; round++) {
      const game = random.pick(games);
      const played = playedRound(random, game, 5);
      // from 08:00 to 23:59 of that UTC day
      const minute = random.int(8 * 60, 24 * 60 - 1);
      rounds.push({ kind: 'ROUND', at: midnight - day * DAY + minute * MINUTE, game, ...played });
    }
  }
  const deposits: Extract<MemberEvent, { kind: 'DEPOSIT' }>[] = [];
  for (let day = MEMBER_HISTORY_DAYS; day >= 1; day -= DEPOSIT_EVERY_DAYS) {
    const from = midnight - day * DAY + 7 * 60 * MINUTE;
    const until = from + DEPOSIT_EVERY_DAYS * DAY;
    const staked = rounds
      .filter((round) => round.at > from && round.at < until)
      .reduce((sum, round) => sum + round.stake, 0);
    const amount = Math.floor((staked * DEPOSIT_SHARE) / DEPOSIT_STEP) * DEPOSIT_STEP;
    if (amount < DEPOSIT_STEP) continue;
    const orderNo = `D${account.toUpperCase()}${String(deposits.length + 1).padStart(4, '0')}`;
    deposits.push({ kind: 'DEPOSIT', at: from, amount, channel: random.pick(DEPOSIT_CHANNELS), orderNo });
  }
  const events: MemberEvent[] = [...deposits, ...rounds].sort((a, b) => a.at - b.at);
  let net = 0;
  let lowest = 0;
  for (const event of events) {
    net += event.kind === 'DEPOSIT' ? event.amount : event.payout - event.stake;
    lowest = Math.min(lowest, net);
  }
  const opening = DEMO_CREDIT - net;
  if (opening + lowest < 0) throw new Error(`the history of ${account} would go below zero`);
  return { opening, start: new Date(midnight - (MEMBER_HISTORY_DAYS + 1) * DAY), events };
}

/**
 * Records a history in the caller's transaction, on a member whose wallet opened with
 * `history.opening` at `history.start`: each deposit as a credited order and its DEPOSIT entry,
 * each round as the game records it, the balance carried entry by entry. Answers the balance,
 * which is DEMO_CREDIT.
 */
export async function recordMemberHistory(tx: Tx, memberId: number, history: MemberHistory): Promise<number> {
  let balance = history.opening;
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  const rows: (typeof bets.$inferInsert)[] = [];
  const orders: (typeof depositOrders.$inferInsert)[] = [];
  for (const [index, event] of history.events.entries()) {
    const createdAt = new Date(event.at);
    if (event.kind === 'ROUND') {
      const recorded = recordedRound(
        memberId,
        event,
        `member-history-${memberId}-${index + 1}`,
        balance,
        createdAt,
      );
      balance = recorded.balance;
      entries.push(...recorded.entries);
      rows.push(recorded.row);
      continue;
    }
    const settledAt = new Date(event.at + 2 * MINUTE);
    balance += event.amount;
    orders.push({
      orderNo: event.orderNo,
      memberId,
      channel: event.channel,
      amount: event.amount,
      status: 'CREDITED',
      idempotencyKey: `member-history-${event.orderNo}`,
      createdAt,
      expiresAt: new Date(event.at + 15 * MINUTE),
      settledAt,
    });
    entries.push({
      memberId,
      amount: event.amount,
      balanceAfter: balance,
      kind: 'DEPOSIT',
      idempotencyKey: `deposit:${event.orderNo}`,
      reference: event.orderNo,
      createdAt: settledAt,
    });
  }
  if (orders.length > 0) await tx.insert(depositOrders).values(orders);
  if (entries.length > 0) await tx.insert(ledgerEntries).values(entries);
  if (rows.length > 0) await tx.insert(bets).values(rows);
  return balance;
}
