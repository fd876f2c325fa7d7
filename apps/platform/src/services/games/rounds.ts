import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { namedStatement } from '../../db/prepared';
import { bets } from '../../db/schema';
import { playsFromVendorWallet } from '../../reference/merchant-wallet';
import { isUniqueViolation } from '../accounts/members';
import {
  exclusionColumns,
  guardPlay,
  judgePlay,
  type LimitWithUse,
  stakeLimitsJson,
  stakeLimitValues,
} from '../play-safe/play-guard';
import { oneAtATime } from '../wallet/one-at-a-time';
import { postVendorEntry } from '../wallet/vendor-wallets';
import {
  InsufficientFundsError,
  type LedgerPosting,
  lockedEntriesStatement,
  postLockedEntries,
} from '../wallet/wallet';
import type { LiveLaunch } from './launch-sessions';
import { type Draw, type Outcome, playOutcome, roundKindOf } from './round-engine';

export interface RoundRequest {
  stake: number;
  idempotencyKey: string;
  choice?: string;
}

export interface RoundResult {
  balance: number;
  payout: number;
  outcome: Outcome;
  /** true when the key had been played before: the first result, nothing changed */
  replayed: boolean;
}

/** The round's row, beside its entries and the wallet's balance in the statement of postLockedEntries. */
const roundInsert = sql`insert into bets (member_id, node_id, vassalage, category, stake, payout, balance_after, outcome,
      idempotency_key, created_at)
    values (${sql.placeholder('memberId')}::integer, ${sql.placeholder('nodeId')}::integer,
      ${sql.placeholder('vassalage')}::text, ${sql.placeholder('category')}::text, ${sql.placeholder('stake')}::bigint,
      ${sql.placeholder('payout')}::bigint, ${sql.placeholder('balance')}::bigint, ${sql.placeholder('outcome')}::jsonb,
      ${sql.placeholder('key')}::text, ${sql.placeholder('at')}::timestamptz)`;

/** A lost round (its stake) and a won one (its stake and win): one named statement each. */
const writeLost = lockedEntriesStatement('round_write_lost', 1, roundInsert);
const writeWon = lockedEntriesStatement('round_write_won', 2, roundInsert);

/**
 * One round in one transaction (a transfer-wallet vendor's game debits and credits that vendor's
 * wallet, every other game the main one): debit the stake (BET), credit the win (WIN, when there is one),
 * record the bet. A member's rounds queue in this process (oneAtATime), and the wallet row is
 * locked first, so a retried key waits for its original and then answers the original's result
 * (from another process, after one more try: lockWalletWithEarlier); a stake above the balance
 * rolls everything back.
 */
export function playRound(
  db: Db,
  launch: Omit<LiveLaunch, 'trial'>,
  request: RoundRequest,
  draw: Draw,
  at: Date,
): Promise<RoundResult> {
  const { memberId, game, sessionStartedAt } = launch;
  const play = () => playRoundNow(db, { memberId, game, sessionStartedAt }, request, draw, at);
  return oneAtATime(db, memberId, () =>
    play().catch((error: unknown) => {
      // the key's round committed by another process while this one waited for the wallet: played
      // again, the lock's read sees it and answers it (a second violation is a real one)
      if (isUniqueViolation(error)) return play();
      throw error;
    }),
  );
}

type Earlier = { balanceAfter: number; payout: number; outcome: unknown };

type StakeLimit = Pick<LimitWithUse, 'kind' | 'period' | 'amount' | 'used'>;

/**
 * The wallet's balance under its lock, the key's round (null columns: not played), and what the
 * play guard reads: the member's exclusion and stake limits with their use. `unchanged` is false
 * when the wallet row that was locked is newer than the one the statement's snapshot sees: the
 * statement waited for another transaction (another instance's round) that wrote it, and what it
 * read beside the row is from before that round.
 */
const lockWithEarlier = namedStatement<
  {
    balance: number | string;
    unchanged: boolean;
    balance_after: number | string | null;
    payout: number | string | null;
    outcome: unknown;
    limits: StakeLimit[] | null;
  } & Omit<LimitWithUse, keyof StakeLimit>
>(
  'round_lock_wallet',
  sql`select w.balance, w.xmin = (select s.xmin from wallets s where s.member_id = w.member_id) as unchanged,
      b.balance_after, b.payout, b.outcome, ${stakeLimitsJson(sql`w.member_id`)} as limits, ${exclusionColumns}
    from wallets w
    left join bets b on b.member_id = w.member_id and b.idempotency_key = ${sql.placeholder('key')}::text
    left join play_exclusions e on e.member_id = w.member_id
    where w.member_id = ${sql.placeholder('memberId')}::integer
    for update of w`,
);

/**
 * Locks the member's wallet, reads the round of the key if it was played, and the play guard's
 * rows (guard: undefined when they must be read again), in one statement rather than three. The
 * statement reads what was committed when it began, before it waited for the lock. In this process
 * the rounds of a member are queued, so they never wait here for each other; a round of another
 * process that held the lock meanwhile wrote the wallet row, which `unchanged` tells: its stake is
 * not in the limits' use read here, so the guard reads them again; and if it was a round of the
 * same key, this round's insert fails on the key's unique index, which playRound answers by playing
 * again.
 */
async function lockWalletWithEarlier(
  tx: Tx,
  memberId: number,
  idempotencyKey: string,
  at: Date,
): Promise<{
  wallet: { balance: number } | undefined;
  earlier: Earlier | undefined;
  guard: LimitWithUse[] | undefined;
}> {
  const [row] = await lockWithEarlier(tx, { memberId, key: idempotencyKey, ...stakeLimitValues(at) });
  if (!row) {
    // no main wallet to lock (a transfer-wallet vendor's game locks its own): the key read alone
    const [earlier] = await tx
      .select({ balanceAfter: bets.balanceAfter, payout: bets.payout, outcome: bets.outcome })
      .from(bets)
      .where(and(eq(bets.memberId, memberId), eq(bets.idempotencyKey, idempotencyKey)));
    return { wallet: undefined, earlier, guard: undefined };
  }
  // the driver's raw rows: bigint columns come as strings from node-postgres
  const { balance, unchanged, balance_after, payout, outcome, limits, ...exclusion } = row;
  const wallet = { balance: Number(balance) };
  const guard = unchanged
    ? (limits ?? [{ kind: null, period: null, amount: null, used: null }]).map((limit) => ({
        ...limit,
        ...exclusion,
      }))
    : undefined;
  if (balance_after === null || payout === null) return { wallet, earlier: undefined, guard };
  return {
    wallet,
    earlier: { balanceAfter: Number(balance_after), payout: Number(payout), outcome },
    guard,
  };
}

function playRoundNow(
  db: Db,
  { memberId, game, sessionStartedAt }: Pick<LiveLaunch, 'memberId' | 'game' | 'sessionStartedAt'>,
  request: RoundRequest,
  draw: Draw,
  at: Date,
): Promise<RoundResult> {
  return db.transaction(async (tx) => {
    const { wallet, earlier, guard } = await lockWalletWithEarlier(tx, memberId, request.idempotencyKey, at);
    if (earlier) {
      return {
        balance: earlier.balanceAfter,
        payout: earlier.payout,
        outcome: earlier.outcome as Outcome,
        replayed: true,
      };
    }
    // a transfer-wallet game's stake was counted when the money moved into its wallet
    const fromVendorWallet = playsFromVendorWallet(game.category);
    const stake = fromVendorWallet ? 0 : request.stake;
    const action = { kind: 'STAKE', amount: stake } as const;
    const session = { startedAt: sessionStartedAt };
    if (guard) judgePlay(memberId, action, at, guard, session);
    else await guardPlay(tx, memberId, action, at, session);
    const reference = `game:${game.nodeId}`;
    const bet: LedgerPosting = {
      memberId,
      amount: -request.stake,
      kind: 'BET',
      idempotencyKey: `round:${request.idempotencyKey}:bet`,
      reference,
    };
    const win = (payout: number): LedgerPosting => ({
      memberId,
      amount: payout,
      kind: 'WIN',
      idempotencyKey: `round:${request.idempotencyKey}:win`,
      reference,
    });
    const row = (outcome: Outcome, payout: number, balance: number) => ({
      memberId,
      nodeId: game.nodeId,
      vassalage: game.vassalage,
      category: game.category,
      stake: request.stake,
      payout,
      balanceAfter: balance,
      outcome,
      idempotencyKey: request.idempotencyKey,
      createdAt: at,
    });
    if (!fromVendorWallet) {
      if (!wallet) throw new Error(`member ${memberId} has no wallet`);
      // the stake is refused before the draw, as postLedgerEntry refuses it
      if (wallet.balance < request.stake) throw new InsufficientFundsError();
      const outcome = playOutcome(roundKindOf(game.category), draw, request.choice);
      const payout = request.stake * outcome.multiplier;
      const balance = wallet.balance - request.stake + payout;
      // the entries, the balance and the round in one statement, under the lock taken above
      await postLockedEntries(
        tx,
        payout > 0 ? writeWon : writeLost,
        wallet,
        payout > 0 ? [bet, win(payout)] : [bet],
        at,
        {
          nodeId: game.nodeId,
          vassalage: game.vassalage,
          category: game.category,
          stake: request.stake,
          payout,
          outcome: JSON.stringify(outcome),
          key: request.idempotencyKey,
        },
      );
      return { balance, payout, outcome, replayed: false };
    }
    const post = (posting: LedgerPosting) =>
      postVendorEntry(tx, { ...posting, vassalage: game.vassalage }, at);
    const debit = await post(bet);
    const outcome = playOutcome(roundKindOf(game.category), draw, request.choice);
    const payout = request.stake * outcome.multiplier;
    const balance = payout > 0 ? (await post(win(payout))).balance : debit.balance;
    await tx.insert(bets).values(row(outcome, payout, balance));
    return { balance, payout, outcome, replayed: false };
  });
}
