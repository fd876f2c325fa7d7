import type { AccountRecordSubject, RewardSource } from '@marquee/api-client/contract';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/open';
import { bets, games, lotteryDraws, lotteryGames, memberRewards, vendors } from '../../db/schema';

/** A ledger entry as the account record reads it, with what its subject is resolved from. */
export interface SubjectSource {
  kind: string;
  reference: string | null;
  idempotencyKey: string;
}

type Names = Record<string, string>;

// the references the platform's own postings write (games/rounds.ts, lottery/bets.ts and draws.ts,
// wallet/vendor-wallets.ts), and the round's key its BET and WIN entries are keyed from
const GAME_REFERENCE = /^game:(\d+)$/;
const DRAW_REFERENCE = /^lottery:[^:]+:([A-Za-z0-9_-]+)$/;
const VENDOR_REFERENCE = /^vendor:(.+)$/;
const ROUND_KEY = /^round:(.+):(?:bet|win)$/;
const ORDER_KINDS = new Set(['DEPOSIT', 'WITHDRAWAL', 'WITHDRAWAL_RELEASE']);
const TRANSFER_KINDS = new Set([
  'UPLINE_TRANSFER_OUT',
  'UPLINE_TRANSFER_IN',
  'DOWNLINE_TRANSFER_OUT',
  'DOWNLINE_TRANSFER_IN',
]);
const REWARD_KIND = /^REWARD_([A-Z]+)$/;

const nameIn = (names: Names, language: string) => names[language] ?? names.EN ?? '';

const captured = (pattern: RegExp, value: string | null) =>
  value === null ? null : (pattern.exec(value)?.[1] ?? null);

/**
 * The subjects of one page of a member's ledger entries, in the entries' order: each kind of name
 * read once for the whole page (at most one query per kind), by the member's own rows only.
 */
export async function recordSubjects(
  db: Db,
  memberId: number,
  entries: readonly SubjectSource[],
  language: string,
): Promise<(AccountRecordSubject | null)[]> {
  const nodeIds = new Set<number>();
  const roundKeys = new Set<string>();
  const drawIds = new Set<string>();
  const vassalages = new Set<string>();
  const forfeited = new Set<string>();
  for (const entry of entries) {
    const node = captured(GAME_REFERENCE, entry.reference);
    if (node !== null) {
      nodeIds.add(Number(node));
      const key = captured(ROUND_KEY, entry.idempotencyKey);
      if (key !== null) roundKeys.add(key);
    }
    const draw = captured(DRAW_REFERENCE, entry.reference);
    if (draw !== null) drawIds.add(draw);
    const vendor = captured(VENDOR_REFERENCE, entry.reference);
    if (vendor !== null) vassalages.add(vendor);
    if (entry.kind === 'BONUS_FORFEIT' && entry.reference) forfeited.add(entry.reference);
  }
  const [gameNames, rounds, draws, vendorNames, rewards] = await Promise.all([
    nodeIds.size === 0
      ? []
      : db
          .select({ nodeId: games.nodeId, names: games.names })
          .from(games)
          .where(inArray(games.nodeId, [...nodeIds])),
    roundKeys.size === 0
      ? []
      : db
          .select({ key: bets.idempotencyKey, publicId: bets.publicId })
          .from(bets)
          .where(and(eq(bets.memberId, memberId), inArray(bets.idempotencyKey, [...roundKeys]))),
    drawIds.size === 0
      ? []
      : db
          .select({ publicId: lotteryDraws.publicId, drawAt: lotteryDraws.drawAt, names: lotteryGames.names })
          .from(lotteryDraws)
          .innerJoin(lotteryGames, eq(lotteryGames.gameCode, lotteryDraws.gameCode))
          .where(inArray(lotteryDraws.publicId, [...drawIds])),
    vassalages.size === 0
      ? []
      : db
          .select({ vassalage: vendors.vassalage, name: vendors.name })
          .from(vendors)
          .where(inArray(vendors.vassalage, [...vassalages]))
          .orderBy(vendors.sort),
    forfeited.size === 0
      ? []
      : db
          .select({ publicId: memberRewards.publicId, source: memberRewards.source })
          .from(memberRewards)
          .where(and(eq(memberRewards.memberId, memberId), inArray(memberRewards.publicId, [...forfeited]))),
  ]);
  const gameOf = new Map(gameNames.map((row) => [row.nodeId, nameIn(row.names, language)]));
  const roundOf = new Map(rounds.map((row) => [row.key, row.publicId]));
  const drawOf = new Map(draws.map((row) => [row.publicId, row]));
  const vendorOf = new Map<string, string>();
  // a vendor listed under two categories keeps its first-sorted name
  for (const row of vendorNames) if (!vendorOf.has(row.vassalage)) vendorOf.set(row.vassalage, row.name);
  const rewardOf = new Map(rewards.map((row) => [row.publicId, row.source as RewardSource]));

  return entries.map((entry): AccountRecordSubject | null => {
    const node = captured(GAME_REFERENCE, entry.reference);
    const game = node === null ? undefined : gameOf.get(Number(node));
    if (game !== undefined) {
      const key = captured(ROUND_KEY, entry.idempotencyKey);
      return { kind: 'ROUND', game, round: (key !== null && roundOf.get(key)) || null };
    }
    const draw = drawOf.get(captured(DRAW_REFERENCE, entry.reference) ?? '');
    if (draw) {
      return {
        kind: 'DRAW',
        game: nameIn(draw.names, language),
        draw: draw.publicId,
        drawAt: draw.drawAt.toISOString(),
      };
    }
    const vendor = vendorOf.get(captured(VENDOR_REFERENCE, entry.reference) ?? '');
    if (vendor !== undefined) return { kind: 'VENDOR', vendor };
    if (entry.reference && ORDER_KINDS.has(entry.kind)) return { kind: 'ORDER', order: entry.reference };
    if (entry.reference && TRANSFER_KINDS.has(entry.kind))
      return { kind: 'TRANSFER', transfer: entry.reference };
    const source = captured(REWARD_KIND, entry.kind) ?? rewardOf.get(entry.reference ?? '');
    if (source) return { kind: 'REWARD', source: source as RewardSource };
    return null;
  });
}
