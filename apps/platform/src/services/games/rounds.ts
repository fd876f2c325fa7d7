import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/open';
import { namedStatement } from '../../db/prepared';
import { bets } from '../../db/schema';
import { playsFromVendorWallet } from '../../reference/merchant-wallet';
import { isUniqueViolation } from '../accounts/members';
import {
  exclusionColumns,
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
  lockWallet,
  postEntriesIfUnchanged,
  walletEntriesStatement,
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

/** The round's row, beside its entries and the wallet's balance in the statement of postEntriesIfUnchanged. */
const roundInsert = sql`insert into bets (member_id, node_id, vassalage, category, stake, payout, balance_after, outcome,
      idempotency_key, created_at)
    select wallet.member_id, ${sql.placeholder('nodeId')}::integer, ${sql.placeholder('vassalage')}::text,
      ${sql.placeholder('category')}::text, ${sql.placeholder('stake')}::bigint, ${sql.placeholder('payout')}::bigint,
      ${sql.placeholder('balance')}::bigint, ${sql.placeholder('outcome')}::jsonb, ${sql.placeholder('key')}::text,
      ${sql.placeholder('at')}::timestamptz
    from wallet`;

/** A lost round (its stake) and a won one (its stake and win): one named statement each. */
const writeLost = walletEntriesStatement('round_write_lost', 1, roundInsert);
const writeWon = walletEntriesStatement('round_write_won', 2, roundInsert);

/**
 * One round, played from the main wallet in two statements and no transaction: one reads the
 * wallet, the key's earlier round and what the play guard needs; one writes the stake (BET), the win
 * (WIN, when there is one), the balance and the bet, if the wallet is still as read
 * (postEntriesIfUnchanged), else the round is read and judged again (after three such tries, in a
 * transaction holding the wallet's lock). A transfer-wallet vendor's game
 * debits and credits that vendor's wallet in a transaction instead. A member's rounds queue in this
 * process (oneAtATime), so they do not undo each other's reads; a round of another process or a
 * posting that changed the wallet meanwhile only makes the round read again, and a retried key
 * answers the original's result (from another process, once the original's bet makes this one's
 * fail on the key's unique index); a stake above the balance writes nothing.
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
      // the key's round committed by another process since this one's read: played again, the
      // read sees it and answers it (a second violation is a real one)
      if (isUniqueViolation(error)) return play();
      throw error;
    }),
  );
}

type StakeLimit = Pick<LimitWithUse, 'kind' | 'period' | 'amount' | 'used'>;

/**
 * The wallet's balance and row version (null columns: no main wallet), the key's round (null
 * columns: not played), and what the play guard reads: the member's exclusion and stake limits with
 * their use, all of one snapshot.
 */
const readForRound = namedStatement<
  {
    balance: number | string | null;
    version: string | null;
    balance_after: number | string | null;
    payout: number | string | null;
    outcome: unknown;
    limits: StakeLimit[] | null;
  } & Omit<LimitWithUse, keyof StakeLimit>
>(
  'round_read',
  sql`select w.balance, w.xmin::text as version, b.balance_after, b.payout, b.outcome,
      ${stakeLimitsJson(sql`m.member_id`)} as limits, ${exclusionColumns}
    from (select ${sql.placeholder('memberId')}::integer as member_id) m
    left join wallets w on w.member_id = m.member_id
    left join bets b on b.member_id = m.member_id and b.idempotency_key = ${sql.placeholder('key')}::text
    left join play_exclusions e on e.member_id = m.member_id`,
);

interface RoundRead {
  wallet: { balance: number; version: string } | undefined;
  earlier: { balanceAfter: number; payout: number; outcome: unknown } | undefined;
  guard: LimitWithUse[];
}

/**
 * The member's wallet, the round of the key if it was played, and the play guard's rows, in one
 * statement rather than three.
 */
async function readRound(
  db: RoundExecutor,
  memberId: number,
  idempotencyKey: string,
  at: Date,
): Promise<RoundRead> {
  const [row] = await readForRound(db, { memberId, key: idempotencyKey, ...stakeLimitValues(at) });
  if (!row) throw new Error('the round read answers one row');
  // the driver's raw rows: bigint columns come as strings from node-postgres
  const { balance, version, balance_after, payout, outcome, limits, ...exclusion } = row;
  const wallet = balance === null || version === null ? undefined : { balance: Number(balance), version };
  const guard = (limits ?? [{ kind: null, period: null, amount: null, used: null }]).map((limit) => ({
    ...limit,
    ...exclusion,
  }));
  if (balance_after === null || payout === null) return { wallet, earlier: undefined, guard };
  return {
    wallet,
    earlier: { balanceAfter: Number(balance_after), payout: Number(payout), outcome },
    guard,
  };
}

/**
 * Unlocked tries of a round before it takes the wallet's lock: each lost only to a write committed
 * between its read and its write, so a member's wallet that another process writes without pause
 * (its own rounds, a stream of postings) would otherwise keep the round reading again for ever.
 */
const UNLOCKED_TRIES = 3;

type RoundLaunch = Pick<LiveLaunch, 'memberId' | 'game' | 'sessionStartedAt'>;

/** A database or a transaction: what one try of a round reads and writes through. */
type RoundExecutor = Pick<Tx, '_' | 'transaction'>;

async function playRoundNow(
  db: Db,
  launch: RoundLaunch,
  request: RoundRequest,
  draw: Draw,
  at: Date,
): Promise<RoundResult> {
  for (let tries = 0; tries < UNLOCKED_TRIES; tries += 1) {
    const result = await tryRound(db, launch, request, draw, at);
    if (result) return result;
  }
  // the wallet row locked, nothing else changes it until this round's write has committed
  return db.transaction(async (tx) => {
    await lockWallet(tx, launch.memberId);
    const result = await tryRound(tx, launch, request, draw, at);
    if (!result) throw new Error(`member ${launch.memberId}'s locked wallet changed under its round`);
    return result;
  });
}

/**
 * One read, judgement and write of a round: its result, or null when the wallet changed between
 * the read and the write and nothing was written.
 */
async function tryRound(
  db: RoundExecutor,
  { memberId, game, sessionStartedAt }: RoundLaunch,
  request: RoundRequest,
  draw: Draw,
  at: Date,
): Promise<RoundResult | null> {
  const { wallet, earlier, guard } = await readRound(db, memberId, request.idempotencyKey, at);
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
  judgePlay(memberId, { kind: 'STAKE', amount: fromVendorWallet ? 0 : request.stake }, at, guard, {
    startedAt: sessionStartedAt,
  });
  const round = { memberId, game, request, at };
  if (fromVendorWallet) return playFromVendorWallet(db, round, draw);
  if (!wallet) throw new Error(`member ${memberId} has no wallet`);
  // the stake is refused before the draw, as postLedgerEntry refuses it
  if (wallet.balance < request.stake) throw new InsufficientFundsError();
  const outcome = playOutcome(roundKindOf(game.category), draw, request.choice);
  const payout = request.stake * outcome.multiplier;
  const { bet, win } = postingsOf(round);
  const balance = await postEntriesIfUnchanged(
    db,
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
  return balance === null ? null : { balance, payout, outcome, replayed: false };
}

interface Round {
  memberId: number;
  game: LiveLaunch['game'];
  request: RoundRequest;
  at: Date;
}

function postingsOf({ memberId, game, request }: Round) {
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
  return { bet, win };
}

/**
 * A transfer-wallet vendor's round, in one transaction on that vendor's wallet (postVendorEntry
 * locks it): the stake, the win, and the bet.
 */
function playFromVendorWallet(db: RoundExecutor, round: Round, draw: Draw): Promise<RoundResult> {
  const { memberId, game, request, at } = round;
  const { bet, win } = postingsOf(round);
  return db.transaction(async (tx) => {
    const post = (posting: LedgerPosting) =>
      postVendorEntry(tx, { ...posting, vassalage: game.vassalage }, at);
    const debit = await post(bet);
    const outcome = playOutcome(roundKindOf(game.category), draw, request.choice);
    const payout = request.stake * outcome.multiplier;
    const balance = payout > 0 ? (await post(win(payout))).balance : debit.balance;
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
