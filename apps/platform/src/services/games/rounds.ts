import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bets, wallets } from '../../db/schema';
import { playsFromVendorWallet } from '../../reference/merchant-wallet';
import { guardPlay } from '../play-safe/play-guard';
import { oneAtATime } from '../wallet/one-at-a-time';
import { postVendorEntry } from '../wallet/vendor-wallets';
import { type LedgerPosting, postLedgerEntry } from '../wallet/wallet';
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

/**
 * One round in one transaction (a transfer-wallet vendor's game debits and credits that vendor's
 * wallet, every other game the main one): debit the stake (BET), credit the win (WIN, when there is one),
 * record the bet. A member's rounds queue in this process (oneAtATime), and the wallet row is
 * locked first, so a retried key waits for its original and then answers the original's result;
 * a stake above the balance rolls everything back.
 */
export function playRound(
  db: Db,
  launch: LiveLaunch,
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
    await tx
      .select({ memberId: wallets.memberId })
      .from(wallets)
      .where(eq(wallets.memberId, memberId))
      .for('update');
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
    const stake = playsFromVendorWallet(game.category) ? 0 : request.stake;
    await guardPlay(tx, memberId, { kind: 'STAKE', amount: stake }, at, { startedAt: sessionStartedAt });
    const reference = `game:${game.nodeId}`;
    const post = (posting: LedgerPosting) =>
      playsFromVendorWallet(game.category)
        ? postVendorEntry(tx, { ...posting, vassalage: game.vassalage }, at)
        : postLedgerEntry(tx, posting, at);
    const debit = await post({
      memberId,
      amount: -request.stake,
      kind: 'BET',
      idempotencyKey: `round:${request.idempotencyKey}:bet`,
      reference,
    });
    const outcome = playOutcome(roundKindOf(game.category), draw, request.choice);
    const payout = request.stake * outcome.multiplier;
    const balance =
      payout > 0
        ? (
            await post({
              memberId,
              amount: payout,
              kind: 'WIN',
              idempotencyKey: `round:${request.idempotencyKey}:win`,
              reference,
            })
          ).balance
        : debit.balance;
    await tx.insert(bets).values({
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
    return { balance, payout, outcome, replayed: false };
  });
}
