import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/open';
import { bets, games, ledgerEntries, members, wallets } from '../db/schema';
import { createMember } from '../services/accounts/members';
import { MINUTE } from '../services/clock';
import {
  allowedStakes,
  choicesOf,
  type Outcome,
  playOutcome,
  roundKindOf,
} from '../services/games/round-engine';
import { createRandom, hashString, type Random } from '../services/prng';
import { DEMO_CREDIT } from '../services/wallet/wallet';

/**
 * Demo players of the brand: they cannot sign in (no password), they only have a history of
 * rounds, so that a fresh platform's winner board shows wins that were really recorded.
 */
export const DEMO_PLAYERS = [
  'dennis',
  'mariel',
  'joseph',
  'angelica',
  'marvin',
  'kristine',
  'paolo',
  'joyce',
  'nguyen',
  'somchai',
  'budiman',
  'weiming',
  'analyn',
  'carlos',
  'rhea',
  'tuan',
  'siriporn',
  'agus',
  'lianne',
  'ramon',
] as const;

/** Every category with games gets at least this many winning rounds: a full board (20) each. */
export const HISTORY_WINS_PER_CATEGORY = 24;
/** The history spreads over the days before the seeding. */
export const HISTORY_DAYS = 3;

export interface HistoryGame {
  nodeId: number;
  vassalage: string;
  category: string;
  minBet: number;
}

export interface HistoryRound {
  /** index into DEMO_PLAYERS */
  player: number;
  game: HistoryGame;
  stake: number;
  outcome: Outcome;
  payout: number;
  /** how long before the seeding it was played */
  minutesAgo: number;
}

/**
 * A round of `game` as the demo game plays it, its stake (one of the `lowestStakes` lowest the
 * game allows, any by default) and choice drawn from `random`.
 */
export function playedRound(random: Random, game: HistoryGame, lowestStakes = Number.POSITIVE_INFINITY) {
  const kind = roundKindOf(game.category);
  const choices = choicesOf(kind);
  const stake = random.pick(allowedStakes(game.minBet).slice(0, lowestStakes));
  const draw = (max: number) => Math.floor(random.next() * max);
  const outcome = playOutcome(kind, draw, choices.length > 0 ? random.pick(choices) : undefined);
  return { stake, outcome, payout: stake * outcome.multiplier };
}

/**
 * The rounds the demo players played, oldest first: a pure function of the seed and the games.
 * Each category of `games` is played, with the same engine as the demo game, until it has
 * HISTORY_WINS_PER_CATEGORY wins.
 */
export function buildDemoHistory(seed: number, games: readonly HistoryGame[]): HistoryRound[] {
  const random = createRandom((seed ^ hashString('demo-history')) >>> 0);
  const byCategory = new Map<string, HistoryGame[]>();
  for (const game of games) byCategory.set(game.category, [...(byCategory.get(game.category) ?? []), game]);
  const rounds: HistoryRound[] = [];
  for (const list of byCategory.values()) {
    let wins = 0;
    while (wins < HISTORY_WINS_PER_CATEGORY) {
      const game = random.pick(list);
      const round = playedRound(random, game);
      if (round.payout > 0) wins++;
      rounds.push({
        player: random.int(0, DEMO_PLAYERS.length - 1),
        game,
        ...round,
        minutesAgo: random.int(1, HISTORY_DAYS * 24 * 60),
      });
    }
  }
  // a stable order for rounds of the same minute: the order they were drawn in
  return rounds
    .map((round, index) => ({ round, index }))
    .sort((a, b) => b.round.minutesAgo - a.round.minutesAgo || a.index - b.index)
    .map(({ round }) => round);
}

const titleCase = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** The games a history is played on: the catalogue's hot games, in a stable order. */
export function hotGames(db: Pick<Db, 'select'>): Promise<HistoryGame[]> {
  return db
    .select({
      nodeId: games.nodeId,
      vassalage: games.vassalage,
      category: games.category,
      minBet: games.minBet,
    })
    .from(games)
    .where(and(eq(games.isGame, 'GAME'), eq(games.isHot, 1)))
    .orderBy(asc(games.nodeId));
}

type RecordedRound = Pick<HistoryRound, 'game' | 'stake' | 'outcome' | 'payout'>;

/**
 * One past round as the game would have recorded it: a BET ledger entry, a WIN entry when it
 * paid, and the bet row, from the balance before it. Answers them with the balance after.
 */
export function recordedRound(
  memberId: number,
  round: RecordedRound,
  key: string,
  balanceBefore: number,
  createdAt: Date,
) {
  const reference = `game:${round.game.nodeId}`;
  const entries: (typeof ledgerEntries.$inferInsert)[] = [];
  let balance = balanceBefore - round.stake;
  entries.push({
    memberId,
    amount: -round.stake,
    balanceAfter: balance,
    kind: 'BET',
    idempotencyKey: `round:${key}:bet`,
    reference,
    createdAt,
  });
  if (round.payout > 0) {
    balance += round.payout;
    entries.push({
      memberId,
      amount: round.payout,
      balanceAfter: balance,
      kind: 'WIN',
      idempotencyKey: `round:${key}:win`,
      reference,
      createdAt,
    });
  }
  const row: typeof bets.$inferInsert = {
    memberId,
    nodeId: round.game.nodeId,
    vassalage: round.game.vassalage,
    category: round.game.category,
    stake: round.stake,
    payout: round.payout,
    balanceAfter: balance,
    outcome: round.outcome,
    idempotencyKey: key,
    createdAt,
  };
  return { entries, row, balance };
}

/**
 * Records the demo players' history into a database that does not have them yet:
 * the players (created, with their demo credit, before the history starts), then each round as
 * it would have been recorded: a BET ledger entry, a WIN entry when it paid, the bet row. The
 * balances are carried round by round, so every wallet equals the sum of its ledger.
 * Returns whether it recorded anything.
 */
export async function seedDemoHistory(db: Db, seed: number, at: Date = new Date()): Promise<boolean> {
  const existing = await db
    .select({ id: members.id })
    .from(members)
    .where(inArray(sql`lower(${members.account})`, [...DEMO_PLAYERS]));
  if (existing.length > 0) return false;
  const hot = await hotGames(db);
  if (hot.length === 0) return false;
  const rounds = buildDemoHistory(seed, hot);
  const start = new Date(at.getTime() - (HISTORY_DAYS * 24 * 60 + 1) * MINUTE);
  await db.transaction(async (tx) => {
    const ids: number[] = [];
    for (const account of DEMO_PLAYERS) {
      const member = await createMember(
        tx,
        { account, nickname: titleCase(account), isAgent: 0, passwordHash: null },
        { at: start, credit: DEMO_CREDIT },
      );
      ids.push(member.id);
    }
    const balances = ids.map(() => DEMO_CREDIT);
    const entries: (typeof ledgerEntries.$inferInsert)[] = [];
    const rows: (typeof bets.$inferInsert)[] = [];
    for (const [index, round] of rounds.entries()) {
      const recorded = recordedRound(
        ids[round.player]!,
        round,
        `demo-history-${index + 1}`,
        balances[round.player]!,
        new Date(at.getTime() - round.minutesAgo * MINUTE),
      );
      if (recorded.balance < 0)
        throw new Error(`demo player ${DEMO_PLAYERS[round.player]} would go below zero`);
      balances[round.player] = recorded.balance;
      entries.push(...recorded.entries);
      rows.push(recorded.row);
    }
    await tx.insert(ledgerEntries).values(entries);
    await tx.insert(bets).values(rows);
    for (const [player, memberId] of ids.entries()) {
      await tx
        .update(wallets)
        .set({ balance: balances[player]!, updatedAt: at })
        .where(eq(wallets.memberId, memberId));
    }
  });
  return true;
}
