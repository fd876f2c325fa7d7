import { and, eq, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { namedStatement } from '../../db/prepared';
import { bets } from '../../db/schema';
import { playsFromVendorWallet } from '../../reference/merchant-wallet';
import { isUniqueViolation } from '../accounts/members';
import { guardPlay } from '../play-safe/play-guard';
import { oneAtATime } from '../wallet/one-at-a-time';
import { postVendorEntry } from '../wallet/vendor-wallets';
import { InsufficientFundsError, type LedgerPosting, postLockedEntries } from '../wallet/wallet';
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

/** The round's row, as the INSERT that postLockedEntries runs in its statement. */
function roundInsert(round: typeof bets.$inferInsert & { createdAt: Date }) {
  return sql`insert into bets (member_id, node_id, vassalage, category, stake, payout, balance_after, outcome,
      idempotency_key, created_at)
    values (${round.memberId}::integer, ${round.nodeId}::integer, ${round.vassalage}::text, ${round.category}::text,
      ${round.stake}::bigint, ${round.payout}::bigint, ${round.balanceAfter}::bigint, ${JSON.stringify(round.outcome)}::jsonb,
      ${round.idempotencyKey}::text, ${round.createdAt.toISOString()}::timestamptz)`;
}

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

/** The wallet's balance under its lock, and the key's round (null columns: not played). */
const lockWithEarlier = namedStatement<{
  balance: number | string;
  balance_after: number | string | null;
  payout: number | string | null;
  outcome: unknown;
}>(
  'round_lock_wallet',
  sql`select w.balance, b.balance_after, b.payout, b.outcome
    from wallets w
    left join bets b on b.member_id = w.member_id and b.idempotency_key = ${sql.placeholder('key')}::text
    where w.member_id = ${sql.placeholder('memberId')}::integer
    for update of w`,
);

/**
 * Locks the member's wallet and reads the round of the key if it was played, in one statement
 * rather than two. The lock's statement read the round before it waited for the lock: a round of
 * the key that another process committed meanwhile is not seen, and this round's insert then fails
 * on the key's unique index, which playRound answers by playing again (in this process the rounds
 * of a member are queued, so they never wait here for each other).
 */
async function lockWalletWithEarlier(
  tx: Tx,
  memberId: number,
  idempotencyKey: string,
): Promise<{ wallet: { balance: number } | undefined; earlier: Earlier | undefined }> {
  const [row] = await lockWithEarlier(tx, { memberId, key: idempotencyKey });
  if (!row) {
    // no main wallet to lock (a transfer-wallet vendor's game locks its own): the key read alone
    const [earlier] = await tx
      .select({ balanceAfter: bets.balanceAfter, payout: bets.payout, outcome: bets.outcome })
      .from(bets)
      .where(and(eq(bets.memberId, memberId), eq(bets.idempotencyKey, idempotencyKey)));
    return { wallet: undefined, earlier };
  }
  // the driver's raw rows: bigint columns come as strings from node-postgres
  const wallet = { balance: Number(row.balance) };
  if (row.balance_after === null || row.payout === null) return { wallet, earlier: undefined };
  return {
    wallet,
    earlier: { balanceAfter: Number(row.balance_after), payout: Number(row.payout), outcome: row.outcome },
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
    const { wallet, earlier } = await lockWalletWithEarlier(tx, memberId, request.idempotencyKey);
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
    await guardPlay(tx, memberId, { kind: 'STAKE', amount: stake }, at, { startedAt: sessionStartedAt });
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
        wallet,
        payout > 0 ? [bet, win(payout)] : [bet],
        at,
        roundInsert(row(outcome, payout, balance)),
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
