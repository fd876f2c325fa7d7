import { api } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { games } from '../db/schema';
import { firstGame, launchToken, newPlayer, playRound } from '../test-support/games';
import { call, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

describe('numbers where the contract says number', () => {
  it('a JSON stake written as a string is refused', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const token = await launchToken(app, player.token, slot.nodeId);
    const res = await playRound(app, { token, stake: '100', idempotencyKey: 'string-stake' } as never);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'stake' must be a number, got string");
    const ok = await playRound(app, { token, stake: 100, idempotencyKey: 'number-stake' });
    expect(ok.status).toBe(200);
  });

  it('a JSON numeric field written as a string is refused', async () => {
    const body = { os: 'Linux', platform: 'W', random: 'U2FsdGVkX1abc', gatewayVersion: '3' };
    const res = await call(testApp(database.db), api.session.freePlay, { body: body as never });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe("'gatewayVersion' must be a number, got string");
  });

  it.each(['1e3', ' 12', '12 ', '12abc', '0x10', '+2', '2.0', '١٢'])(
    'a query number is plain digits, not %j',
    async (pageNum) => {
      const res = await call(testApp(database.db), api.games.list, {
        query: { language: 'EN', gameType: 'RNG', pageNum } as never,
      });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe("'pageNum' must be a whole number");
    },
  );

  it('a query number in digits is read', async () => {
    const res = await call(testApp(database.db), api.games.list, {
      query: { language: 'EN', gameType: 'RNG', pageNum: '2' } as never,
    });
    expect(res.status).toBe(200);
    expect(res.body.value.pageNum).toBe(2);
  });
});
