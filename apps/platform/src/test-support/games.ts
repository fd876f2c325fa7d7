import { api, type Envelope } from '@marquee/api-client/contract';
import { and, asc, eq, type SQL } from 'drizzle-orm';
import type { Hono } from 'hono';
import type { Db } from '../db/open';
import { games, members, vendors } from '../db/schema';
import type { AppEnv } from '../http/app-env';
import type { RoundResult } from '../services/games/rounds';
import { registerMember } from './accounts';
import { call, request } from './harness';

/** The first catalogue game matching `where` (sort, node id order), from a vendor not in maintenance. */
export async function firstGame(db: Db, where?: SQL) {
  const [row] = await db
    .select({ game: games })
    .from(games)
    .innerJoin(vendors, eq(vendors.vassalage, games.vassalage))
    .where(and(eq(games.isGame, 'GAME'), eq(vendors.maintenance, false), where))
    .orderBy(asc(games.sort), asc(games.nodeId))
    .limit(1);
  if (!row) throw new Error('no such game in the seed');
  return row.game;
}

/** A fresh member (10,000.00 demo balance), its token and id. */
export async function newPlayer(app: Hono<AppEnv>, db: Db) {
  const member = await registerMember(app);
  const [row] = await db.select({ id: members.id }).from(members).where(eq(members.account, member.username));
  return { ...member, memberId: row!.id };
}

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
