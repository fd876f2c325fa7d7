import { api } from '@marquee/api-client/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { bets, games, ledgerEntries, members, wallets } from '../db/schema';
import { maskName } from '../services/games/winners';
import { type GameArtSubject, gameArtUrl } from '../services/media/game-art';
import { rowsOf } from '../services/records/bet-sources';
import { ledgerSum } from '../services/wallet/wallet';
import { call, testApp, useSeededDatabase } from '../test-support/harness';
import {
  buildDemoHistory,
  DEMO_PLAYERS,
  HISTORY_DAYS,
  HISTORY_WINS_PER_CATEGORY,
  type HistoryGame,
} from './demo-history';

const database = useSeededDatabase();

const sample: HistoryGame[] = [
  { nodeId: 1, vassalage: 'A', category: 'RNG', minBet: 10 },
  { nodeId: 2, vassalage: 'A', category: 'RNG', minBet: 100 },
  { nodeId: 3, vassalage: 'B', category: 'LIVE', minBet: 500 },
  { nodeId: 4, vassalage: 'C', category: 'FISH', minBet: 50 },
];

describe('buildDemoHistory', () => {
  it('is a pure function of the seed and the games', () => {
    expect(buildDemoHistory(7, sample)).toEqual(buildDemoHistory(7, sample));
    expect(buildDemoHistory(7, sample)).not.toEqual(buildDemoHistory(8, sample));
  });

  it('plays every category until it has a full board of wins, oldest round first', () => {
    const rounds = buildDemoHistory(7, sample);
    for (const category of ['RNG', 'LIVE', 'FISH']) {
      const wins = rounds.filter((round) => round.game.category === category && round.payout > 0);
      expect(wins.length, category).toBe(HISTORY_WINS_PER_CATEGORY);
    }
    for (const round of rounds) {
      expect(round.stake).toBeGreaterThanOrEqual(round.game.minBet);
      expect(round.payout).toBe(round.stake * round.outcome.multiplier);
      expect(round.minutesAgo).toBeGreaterThan(0);
      expect(round.minutesAgo).toBeLessThanOrEqual(HISTORY_DAYS * 24 * 60);
    }
    const ages = rounds.map((round) => round.minutesAgo);
    expect(ages).toEqual([...ages].sort((a, b) => b - a));
  });
});

describe('the seeded history', () => {
  async function demoPlayers() {
    return database.db
      .select({ id: members.id, account: members.account, passwordHash: members.passwordHash })
      .from(members)
      .where(inArray(members.account, [...DEMO_PLAYERS]));
  }

  it('is recorded like played rounds: ledger entries per bet, wallets equal to their ledger', async () => {
    const players = await demoPlayers();
    expect(players.map((player) => player.account).sort()).toEqual([...DEMO_PLAYERS].sort());
    // they only have a history: nobody can sign in as them
    expect(players.every((player) => player.passwordHash === null)).toBe(true);
    for (const player of players) {
      const [wallet] = await database.db.select().from(wallets).where(eq(wallets.memberId, player.id));
      expect(wallet!.balance, player.account).toBe(await ledgerSum(database.db, player.id));
    }
    const ids = players.map((player) => player.id);
    const rounds = await database.db.select().from(bets).where(inArray(bets.memberId, ids));
    const entries = await database.db
      .select()
      .from(ledgerEntries)
      .where(inArray(ledgerEntries.memberId, ids));
    const keys = new Set(entries.map((entry) => `${entry.memberId} ${entry.idempotencyKey}`));
    for (const round of rounds) {
      expect(keys.has(`${round.memberId} round:${round.idempotencyKey}:bet`)).toBe(true);
      expect(keys.has(`${round.memberId} round:${round.idempotencyKey}:win`)).toBe(round.payout > 0);
    }
  });

  it('fills the winner board of every category with games, from the recorded wins only', async () => {
    const app = testApp(database.db);
    const board = await call(app, api.games.winners, {
      query: { gameCategory: 'ALL', language: 'EN', limitNum: '20' },
    });
    // each player's win in a game once, their latest: worked out by the database on its own
    // (distinct on), not by the service's way of reading the rounds newest first
    const latest = rowsOf<GameArtSubject & { account: string; payout: number }>(
      await database.db.execute(sql`select account, payout, names, "gameCode", vassalage, "gameClassify", category
        from (select distinct on (b.member_id, b.node_id) m.account, b.payout::float8 as payout, b.created_at, b.id,
            g.names, g.game_code as "gameCode", g.vassalage, g.game_classify as "gameClassify", g.category
          from bets b join members m on m.id = b.member_id join games g on g.node_id = b.node_id
          where b.payout > 0
          order by b.member_id, b.node_id, b.created_at desc, b.id desc) won
        order by created_at desc, id desc limit 20`),
    );
    expect(latest).toHaveLength(20);
    expect(
      board.body.value.vo.map(({ customerName, iconUrl, winAmount }) => ({
        customerName,
        iconUrl,
        winAmount,
      })),
    ).toEqual(
      latest.map((row) => ({
        customerName: maskName(row.account),
        iconUrl: gameArtUrl(row),
        winAmount: row.payout,
      })),
    );
    const categories = await database.db
      .selectDistinct({ category: games.category })
      .from(games)
      .where(and(eq(games.isGame, 'GAME'), eq(games.isHot, 1)))
      .orderBy(asc(games.category));
    expect(categories.length).toBeGreaterThanOrEqual(5);
    for (const { category } of categories) {
      const { body } = await call(app, api.games.winners, {
        query: { gameCategory: category, language: 'EN', limitNum: '20' },
      });
      expect(body.value.vo, category).toHaveLength(20);
    }
  });
});
