import { api } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { games } from '../db/schema';
import { firstGame, launchToken, newPlayer, playRound } from '../test-support/games';
import { call, envelopeOf, request, testApp, useSeededDatabase } from '../test-support/harness';

const database = useSeededDatabase();

interface Audit {
  balance: number;
  ledgerSum: number;
  entries: number;
  bets: Array<{ stake: number; payout: number; idempotencyKey: string }>;
}

describe('GET /__dev/wallet', () => {
  it('shows the balance beside the ledger sum and the rounds played', async () => {
    const app = testApp(database.db);
    const player = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
    const token = await launchToken(app, player.token, slot.nodeId);
    for (let i = 0; i < 5; i++) await playRound(app, { token, stake: 100, idempotencyKey: `dev-audit-${i}` });
    const res = await request(app, `/__dev/wallet?account=${player.username.toUpperCase()}`);
    expect(res.status).toBe(200);
    const audit = (await envelopeOf<Audit>(res)).value;
    expect(audit.bets).toHaveLength(5);
    expect(audit.balance).toBe(audit.ledgerSum);
    const net = audit.bets.reduce((sum, bet) => sum + bet.payout - bet.stake, 0);
    expect(audit.balance).toBe(1_000_000 + net);
    expect(audit.entries).toBe(1 + 5 + audit.bets.filter((bet) => bet.payout > 0).length);
    expect(audit.bets[0]!.idempotencyKey).toBe('dev-audit-4');

    expect((await request(app, '/__dev/wallet')).status).toBe(400);
    expect((await request(app, '/__dev/wallet?account=nobody-here')).status).toBe(404);
  });
});

describe('PUT /__dev/vendor-maintenance', () => {
  it('puts a vendor in and out of maintenance', async () => {
    const app = testApp(database.db);
    const { token } = await newPlayer(app, database.db);
    const slot = await firstGame(database.db, eq(games.category, 'RNG'));
    const toggle = (maintenance: unknown) =>
      request(app, '/__dev/vendor-maintenance', {
        method: 'PUT',
        json: { vassalage: slot.vassalage, maintenance },
      });
    expect((await toggle(true)).status).toBe(200);
    const refused = await call(app, api.games.launchGame, {
      token,
      body: { nodeId: slot.nodeId, language: 'EN' },
    });
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe('GAME_MAINTENANCE');
    const lanes = await call(app, api.games.vendors, { query: { merchantCode: 'MARQUEE' } });
    const card = lanes.body.value.data.lanes
      .flatMap((lane) => lane.cards)
      .find((item) => item.vassalage === slot.vassalage);
    expect(card?.maintenance).toBe(true);

    expect((await toggle(false)).status).toBe(200);
    expect(
      (await call(app, api.games.launchGame, { token, body: { nodeId: slot.nodeId, language: 'EN' } }))
        .status,
    ).toBe(200);

    expect((await toggle('yes')).status).toBe(400);
    const unknown = await request(app, '/__dev/vendor-maintenance', {
      method: 'PUT',
      json: { vassalage: 'NOPE', maintenance: true },
    });
    expect(unknown.status).toBe(404);
  });
});
