import { api, type Envelope } from '@marquee/api-client/contract';
import { and, asc, eq, lte, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open';
import { games, vendors } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import { gameColumns } from '../services/games/game-view';
import type { RoundResult } from '../services/games/rounds';
import { memberIdOf, registerMember } from './accounts';
import { call, request } from './harness';

/**
 * The first catalogue game matching `where` (sort, node id order), from a vendor not in maintenance,
 * as the launch sessions read it (with its vendor's name and fun-play flag).
 */
export async function firstGame(db: Db, where?: SQL) {
  const [row] = await db
    .select(gameColumns)
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(and(eq(games.isGame, 'GAME'), eq(vendors.maintenance, false), where))
    .orderBy(asc(games.sort), asc(games.nodeId))
    .limit(1);
  if (!row) throw new Error('no such game in the seed');
  return row;
}

/** The fishing vendors not in maintenance (game wallets a test can transfer to). */
export async function openFishVendors(db: Db): Promise<string[]> {
  const rows = await db
    .select({ vassalage: vendors.vassalage })
    .from(vendors)
    .where(and(eq(vendors.category, 'FISH'), eq(vendors.maintenance, false)));
  return rows.map((row) => row.vassalage);
}

/** A fresh member (10,000.00 demo balance), its token and id. */
export async function newPlayer(app: Hono<AppEnv>, db: Db) {
  const member = await registerMember(app);
  return { ...member, memberId: await memberIdOf(db, member.username) };
}

/** A member of the tests: `newPlayer`'s answer. */
export type Player = Awaited<ReturnType<typeof newPlayer>>;

export async function launchToken(app: Hono<AppEnv>, token: string, nodeId: number) {
  const res = await call(app, api.games.launchGame, { token, body: { nodeId, language: 'EN' } });
  if (res.status !== 200) throw new Error(`launch failed: ${JSON.stringify(res.body)}`);
  return res.body.value.url.split('/').pop()!;
}

export async function playRound(
  app: Hono<AppEnv>,
  body: { token: string; stake: number; idempotencyKey: string; choice?: string },
  headers: Record<string, string> = {},
) {
  const res = await request(app, '/demo-game/api/round', { method: 'POST', json: body, headers });
  return { status: res.status, headers: res.headers, body: (await res.json()) as Envelope<RoundResult> };
}

/** Stakes of 100.00, the demo slots' top stake, adding up to at least `validBet`. */
export function stakesOf100(validBet: number): number[] {
  return Array.from({ length: Math.ceil(validBet / 10_000) }, () => 10_000);
}

let playedRounds = 0;
/**
 * Real demo rounds of the first game of `category` a 1.00 stake can play, through the game's own
 * API, one per stake: each is a BET in the ledger. Keys are counted per test file (files are
 * isolated, each on its own database).
 */
export async function playRounds(
  app: Hono<AppEnv>,
  db: Db,
  player: { token: string },
  category: string,
  stakes: readonly number[],
) {
  const game = await firstGame(db, and(eq(games.category, category), lte(games.minBet, 100)));
  const token = await launchToken(app, player.token, game.nodeId);
  for (const stake of stakes) {
    playedRounds += 1;
    const res = await playRound(app, { token, stake, idempotencyKey: `played-round-${playedRounds}` });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('OK');
  }
}
