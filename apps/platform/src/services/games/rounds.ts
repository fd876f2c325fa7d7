import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bets } from '../../db/schema';
import { playsFromVendorWallet } from '../../reference/merchant-wallet';
import { guardPlay } from '../play-safe/play-guard';
import { oneAtATime } from '../wallet/one-at-a-time';
import { postVendorEntry } from '../wallet/vendor-wallets';
import { InsufficientFundsError, type LedgerPosting, lockWallet, postLockedEntries } from '../wallet/wallet';
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
 * locked first, so a retried key waits for its original and then answers the original's result;
 * a stake above the balance rolls everything back.
 */
export function playRound(
  db: Db,
  launch: Omit<LiveLaunch, 'trial'>,
  request: RoundRequest,
  draw: Draw,
  at: Date,
): Promise<RoundResult> {
  const { memberId, game, sessionStartedAt } = launch;
  return oneAtATime(db, memberId, () =>
    playRoundNow(db, { memberId, game, sessionStartedAt }, request, draw, at),
  );
}

function playRoundNow(
  db: Db,
  { memberId, game, sessionStartedAt }: Pick<LiveLaunch, 'memberId' | 'game' | 'sessionStartedAt'>,
  request: RoundRequest,
  draw: Draw,
  at: Date,
): Promise<RoundResult> {
  return db.transaction(async (tx) => {
    const wallet = await lockWallet(tx, memberId);
    const [earlier] = await tx
      .select()
      .from(bets)
      .where(and(eq(bets.memberId, memberId), eq(bets.idempotencyKey, request.idempotencyKey)));
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
