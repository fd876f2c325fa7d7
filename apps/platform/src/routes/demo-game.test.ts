import { api } from '@marquee/api-client/contract';
import { and, eq } from 'drizzle-orm';
import { bets, games, ledgerEntries } from '../db/schema';
import { ledgerSum, readBalance } from '../services/wallet/wallet';
import { firstGame, launchToken, newPlayer, playRound } from '../test-support/games';
import { call, request, testApp, useSeededDatabase } from '../test-support/harness';
import { leaveBalance } from '../test-support/wallets';

const database = useSeededDatabase();

/** A draw that always returns `value`: 0 hits the slot's top line, 9999 loses. */
const always = (value: number) => ({ randomInt: (max: number) => Math.min(value, max - 1) });

async function setup(overrides = {}) {
  const app = testApp(database.db, {}, overrides);
  const player = await newPlayer(app, database.db);
  const slot = await firstGame(database.db, and(eq(games.category, 'RNG'), eq(games.minBet, 10)));
  return { app, player, slot, token: await launchToken(app, player.token, slot.nodeId) };
}

async function audit(memberId: number) {
  const entries = await database.db.select().from(ledgerEntries).where(eq(ledgerEntries.memberId, memberId));
  const rounds = await database.db.select().from(bets).where(eq(bets.memberId, memberId));
  return {
    balance: (await readBalance(database.db, memberId))!.balance,
    sum: await ledgerSum(database.db, memberId),
    entries,
    rounds,
  };
}

describe('POST /demo-game/api/round', () => {
  it('debits the stake and credits the win as BET and WIN entries with a bets row', async () => {
    const { app, player, slot, token } = await setup(always(0));
    const res = await playRound(app, { token, stake: 100, idempotencyKey: 'round-0001' });
    expect(res.status).toBe(200);
    expect(res.body.value).toMatchObject({
      balance: 1_000_000 - 100 + 5000,
      payout: 5000,
      outcome: { game: 'SLOT', reels: ['DIAMOND', 'DIAMOND', 'DIAMOND'], multiplier: 50 },
      replayed: false,
    });
    const after = await audit(player.memberId);
    expect(after.entries.map((entry) => [entry.kind, entry.amount, entry.idempotencyKey])).toEqual([
      ['DEMO_CREDIT', 1_000_000, `demo-credit:${player.memberId}`],
      ['BET', -100, 'round:round-0001:bet'],
      ['WIN', 5000, 'round:round-0001:win'],
    ]);
    expect(after.rounds).toHaveLength(1);
    expect(after.rounds[0]).toMatchObject({
      nodeId: slot.nodeId,
      vassalage: slot.vassalage,
      stake: 100,
      payout: 5000,
    });
    expect(after.balance).toBe(after.sum);
  });

  it('writes only the BET entry for a losing round', async () => {
    const { app, player, token } = await setup(always(9999));
    const res = await playRound(app, { token, stake: 50, idempotencyKey: 'losing-round' });
    expect(res.body.value).toMatchObject({ payout: 0, balance: 1_000_000 - 50 });
    expect((await audit(player.memberId)).entries.map((entry) => entry.kind)).toEqual(['DEMO_CREDIT', 'BET']);
  });

  it('answers a replayed key with the first result and changes nothing', async () => {
    const { app, player, token } = await setup();
    const first = await playRound(app, { token, stake: 100, idempotencyKey: 'replay-key-1' });
    const before = await audit(player.memberId);
    const again = await playRound(app, { token, stake: 200, idempotencyKey: 'replay-key-1' });
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({ ...first.body.value, replayed: true });
    expect(await audit(player.memberId)).toEqual(before);
  });

  it('refuses a stake above the balance and writes nothing', async () => {
    const { app, player, token } = await setup();
    await leaveBalance(database.db, player.memberId, 50);
    const before = await audit(player.memberId);
    const res = await playRound(app, { token, stake: 100, idempotencyKey: 'too-much-1' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      success: false,
      message: 'Insufficient balance',
      value: null,
      code: 'INSUFFICIENT_BALANCE',
    });
    expect(await audit(player.memberId)).toEqual(before);
  });

  it('validates stake, key, choice and token', async () => {
    const { app, token } = await setup();
    const cases: Array<[Record<string, unknown>, number, RegExp | string]> = [
      [{ stake: 15, idempotencyKey: 'valid-key-1' }, 400, /^'stake' must be one of 10, 20, 50/],
      [{ stake: 100, idempotencyKey: 'short' }, 400, /'idempotencyKey' must be 8-100/],
      [
        { stake: 100, idempotencyKey: 'valid-key-2', choice: 'RED' },
        400,
        "'choice' is not used by this game",
      ],
      [{ stake: 100 }, 400, "'idempotencyKey' is required"],
    ];
    for (const [body, status, message] of cases) {
      const res = await playRound(app, { token, ...body } as never);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const unknown = await playRound(app, {
      token: 'x'.repeat(43),
      stake: 100,
      idempotencyKey: 'valid-key-3',
    });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toMatchObject({
      code: 'GAME_SESSION_ENDED',
      message: 'The game session has ended, please launch the game again',
    });
  });

  it('plays the table and fishing games with a choice', async () => {
    const app = testApp(database.db, {}, always(1));
    const player = await newPlayer(app, database.db);
    const pvp = await firstGame(database.db, eq(games.category, 'PVP'));
    const playChoice = (token: string, game: typeof pvp, idempotencyKey: string, choice: string) =>
      playRound(app, { token, stake: game.minBet, idempotencyKey, choice });
    const table = await launchToken(app, player.token, pvp.nodeId);
    const red = await playChoice(table, pvp, 'table-red-1', 'red');
    expect(red.body.value).toMatchObject({
      payout: pvp.minBet * 2,
      outcome: { game: 'TABLE', pocket: '1', colour: 'RED' },
    });
    const fish = await firstGame(database.db, eq(games.category, 'FISH'));
    // a fishing vendor runs its own wallet: the shot plays from money transferred to it
    await call(app, api.wallet.transfer, {
      token: player.token,
      body: { vassalage: fish.vassalage, direction: 'IN', amount: 100_000, idempotencyKey: 'fish-fund-1' },
    });
    const shot = await launchToken(app, player.token, fish.nodeId);
    const caught = await playChoice(shot, fish, 'fish-shark-1', 'SHARK');
    expect(caught.body.value).toMatchObject({
      payout: fish.minBet * 20,
      outcome: { game: 'FISH', caught: true },
    });
    const wrong = await playChoice(shot, fish, 'fish-wrong-1', 'RED');
    expect(wrong.body.message).toBe("'choice' must be one of SHRIMP, TURTLE, SHARK");
  });

  it('ends the game with the member session', async () => {
    const { app, player, token } = await setup();
    await call(app, api.session.logout, { token: player.token });
    const res = await playRound(app, { token, stake: 100, idempotencyKey: 'after-logout' });
    expect(res.status).toBe(401);
    expect((await request(app, `/demo-game/play/${token}`)).status).toBe(404);
  });

  it('keeps 50 parallel rounds on a small balance non-negative and equal to the ledger', async () => {
    const { app, player, token } = await setup();
    // 1,000 left: at most 10 losing rounds of 100 fit, wins let a few more through
    await leaveBalance(database.db, player.memberId, 1_000);
    const results = await Promise.all(
      Array.from({ length: 50 }, (_, i) =>
        playRound(app, { token, stake: 100, idempotencyKey: `parallel-${String(i).padStart(3, '0')}` }),
      ),
    );
    const played = results.filter((res) => res.status === 200);
    const refused = results.filter((res) => res.status === 400);
    expect(played.length + refused.length).toBe(50);
    expect(played.length).toBeGreaterThanOrEqual(10);
    for (const res of refused) {
      expect(res.body).toMatchObject({ code: 'INSUFFICIENT_BALANCE', message: 'Insufficient balance' });
    }
    const after = await audit(player.memberId);
    expect(after.balance).toBeGreaterThanOrEqual(0);
    expect(after.balance).toBe(after.sum);
    expect(after.rounds).toHaveLength(played.length);
    expect(after.entries.filter((entry) => entry.kind === 'BET')).toHaveLength(played.length);
    expect(after.entries.every((entry) => entry.balanceAfter >= 0)).toBe(true);
    const won = after.rounds.reduce((sum, round) => sum + round.payout - round.stake, 0);
    expect(after.balance).toBe(1000 + won);
  });
});

describe('CORS of the round API (the sandboxed frame sends Origin: null)', () => {
  it('answers the preflight and the round for the opaque origin', async () => {
    const { app, token } = await setup();
    const preflight = await request(app, '/demo-game/api/round', {
      method: 'OPTIONS',
      headers: {
        origin: 'null',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('null');
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST');
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type');
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
    const round = await playRound(
      app,
      { token, stake: 100, idempotencyKey: 'cors-round-1' },
      { origin: 'null' },
    );
    expect(round.status).toBe(200);
    expect(round.headers.get('access-control-allow-origin')).toBe('null');
    const state = await request(app, `/demo-game/api/state?token=${token}`, { headers: { origin: 'null' } });
    expect(state.headers.get('access-control-allow-origin')).toBe('null');
    expect(((await state.json()) as { value: { balance: number } }).value.balance).toBe(
      round.body.value.balance,
    );
  });

  it('does not answer other origins', async () => {
    const { app, token } = await setup();
    const preflight = await request(app, '/demo-game/api/round', {
      method: 'OPTIONS',
      headers: { origin: 'https://evil.example', 'access-control-request-method': 'POST' },
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    const round = await playRound(
      app,
      { token, stake: 100, idempotencyKey: 'cors-round-2' },
      { origin: 'https://evil.example' },
    );
    expect(round.headers.get('access-control-allow-origin')).toBeNull();
  });
});

describe('GET /demo-game/:token', () => {
  it('serves an accessible page with external script and stylesheet, frameable by this site', async () => {
    const { app, slot, token } = await setup();
    const res = await request(app, `/demo-game/play/${token}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain(`<h1>${slot.names.EN}</h1>`);
    expect(html).toContain('<label for="stake">Stake</label>');
    expect(html).toContain('<button type="submit" id="play">Spin</button>');
    expect(html).toContain('role="status"');
    expect(html).toContain('<script src="/demo-game/assets/game.js" defer></script>');
    expect(html).not.toMatch(/<script>/);
    // the game's colours without an inline style (the CSP forbids them): data attributes a script sets
    expect(html).not.toMatch(/<style|\sstyle=/);
    expect(html).toMatch(
      /<body data-from="#[0-9a-f]{6}" data-to="#[0-9a-f]{6}">\n<script src="\/demo-game\/assets\/palette\.js"><\/script>/,
    );
    expect(await (await request(app, '/demo-game/assets/palette.js')).text()).toContain(
      "body.style.setProperty('--from', body.dataset.from)",
    );
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    const script = await request(app, '/demo-game/assets/game.js');
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    // the balance message of the contract (sumBalance: the main balance the header shows), with
    // `balance` (what the game plays from, a vendor wallet for a transfer-wallet vendor)
    expect(await script.text()).toContain(
      "{ type: 'marquee:balance', sumBalance: value.mainBalance, balance: value.balance }",
    );
    expect((await request(app, '/demo-game/assets/game.css')).headers.get('content-type')).toMatch(
      /^text\/css/,
    );
    expect((await request(app, `/demo-game/play/${'y'.repeat(43)}`)).status).toBe(404);
  });
});
