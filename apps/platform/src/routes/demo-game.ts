import { okEnvelope } from '@marquee/api-client/contract';
import type { Context, Hono, MiddlewareHandler } from 'hono';
import { joinFlow } from '../db/fair-queue';
import { DEMO_ASSETS, demoGamePage, demoLobbyPage, endedPage } from '../demo-game/page';
import { DEMO_GAME_SCRIPT, DEMO_PALETTE_SCRIPT } from '../demo-game/script';
import { DEMO_GAME_STYLES } from '../demo-game/styles';
import type { AppEnv } from '../http/app-env';
import { badRequest, fail } from '../http/http-error';
import { jsonBody, readJsonObject, recordRoute } from '../http/mount';
import { optionalString, requiredInteger, requiredString } from '../http/validate';
import { visitorIp } from '../http/visitor-ip';
import { playsFromVendorWallet } from '../reference/merchant-wallet';
import type { AccountDeps } from '../services/deps';
import { findGame, vendorOf } from '../services/games/catalogue-query';
import { FUN_PLAY_PREFIX, playFunRound, readFunState, signFunState } from '../services/games/fun-play';
import { takeFunRound } from '../services/games/fun-round-limit';
import { DEMO_GAME_PLAY_PREFIX, DEMO_GAME_PREFIX } from '../services/games/launch';
import { type LiveLaunch, resolveLaunch } from '../services/games/launch-sessions';
import { DEMO_LOBBY_PREFIX } from '../services/games/lobby-launch';
import { allowedStakes, choicesOf, roundKindOf } from '../services/games/round-engine';
import { playRound } from '../services/games/rounds';
import { playBalance } from '../services/wallet/vendor-wallets';
import { readBalance } from '../services/wallet/wallet';

export const DEMO_GAME_API = `${DEMO_GAME_PREFIX}/api`;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{8,100}$/;

/**
 * The page runs in a sandboxed iframe without allow-same-origin: its origin is opaque, so the
 * browser sends `Origin: null` and needs CORS to read the answers. Only that origin (and this
 * server's own) is answered; no cookies are involved, the launch token in the body is the credential.
 */
function demoCors(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const origin = c.req.header('origin');
    const allowed = origin === 'null' || (origin !== undefined && origin === new URL(c.req.url).origin);
    if (c.req.method === 'OPTIONS') {
      c.header('vary', 'Origin');
      if (!allowed) return c.body(null, 403);
      c.header('access-control-allow-origin', origin);
      c.header('access-control-allow-methods', 'GET, POST');
      c.header('access-control-allow-headers', 'content-type');
      c.header('access-control-max-age', '600');
      return c.body(null, 204);
    }
    await next();
    c.res.headers.append('vary', 'Origin');
    if (allowed) c.res.headers.set('access-control-allow-origin', origin);
  };
}

async function liveLaunch(deps: AccountDeps, token: unknown): Promise<LiveLaunch> {
  const launch = typeof token === 'string' ? await resolveLaunch(deps.db, token, deps.clock.now()) : null;
  if (!launch) throw fail(401, 'GAME_SESSION_ENDED');
  // a member's rounds share the database with others as one flow, however many are in flight
  joinFlow(`member:${launch.memberId}`);
  return launch;
}

function asset(c: Context<AppEnv>, type: string, body: string) {
  c.header('content-type', `${type}; charset=utf-8`);
  c.header('cache-control', 'no-cache');
  return c.body(body);
}

/** The demo game the launch URLs open, its round API, and the demo lobby of sports-type vendors. */
export function demoGameRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const { db, config, clock } = deps;

  app.get(DEMO_ASSETS.script, (c) => asset(c, 'text/javascript', DEMO_GAME_SCRIPT));
  app.get(DEMO_ASSETS.styles, (c) => asset(c, 'text/css', DEMO_GAME_STYLES));
  app.get(DEMO_ASSETS.palette, (c) => asset(c, 'text/javascript', DEMO_PALETTE_SCRIPT));

  app.use(`${DEMO_GAME_API}/*`, demoCors());
  // the preflight is answered by demoCors; the route makes OPTIONS a known method of these paths
  app.options(`${DEMO_GAME_API}/*`, (c) => c.body(null, 204));

  recordRoute(app, 'GET', `${DEMO_GAME_API}/state`);
  app.get(`${DEMO_GAME_API}/state`, async (c) => {
    const launch = await liveLaunch(deps, c.req.query('token'));
    const wallet = await readBalance(db, launch.memberId);
    c.header('cache-control', 'no-store');
    return c.json(
      okEnvelope({
        balance: await playBalance(db, launch.memberId, launch.game),
        currency: wallet?.currency ?? 'PHP',
        nodeId: launch.game.nodeId,
        kind: roundKindOf(launch.game.category),
        stakes: allowedStakes(launch.game.minBet),
        choices: choicesOf(roundKindOf(launch.game.category)),
      }),
    );
  });

  recordRoute(app, 'POST', `${DEMO_GAME_API}/round`);
  app.post(`${DEMO_GAME_API}/round`, async (c) => {
    const raw = await readJsonObject(c);
    const launch = await liveLaunch(deps, raw.token);
    // requireRealAccount's check, on the member row the launch was read with
    if (launch.trial) throw fail(403, 'TRIAL_ACCOUNT');
    const kind = roundKindOf(launch.game.category);
    const stakes = allowedStakes(launch.game.minBet);
    const stake = requiredInteger(raw, 'stake', { min: 1 });
    if (!stakes.includes(stake)) throw badRequest(`'stake' must be one of ${stakes.join(', ')}`);
    const idempotencyKey = requiredString(raw, 'idempotencyKey', { max: 100 });
    if (!IDEMPOTENCY_KEY.test(idempotencyKey)) {
      throw badRequest("'idempotencyKey' must be 8-100 letters, digits or _ . : -");
    }
    const choices = choicesOf(kind);
    const choice = optionalString(raw, 'choice', { max: 20 })?.toUpperCase();
    if (choice !== undefined && !choices.includes(choice)) {
      throw badRequest(
        choices.length
          ? `'choice' must be one of ${choices.join(', ')}`
          : "'choice' is not used by this game",
      );
    }
    const result = await playRound(
      db,
      launch,
      { stake, idempotencyKey, ...(choice ? { choice } : {}) },
      config.randomInt,
      clock.now(),
    );
    // the header shows the main balance, which a transfer-wallet vendor's round does not change;
    // a main-wallet round that was played now answers the balance it left, a replay today's
    const mainBalance =
      result.replayed || playsFromVendorWallet(launch.game.category)
        ? ((await readBalance(db, launch.memberId))?.balance ?? 0)
        : result.balance;
    c.header('cache-control', 'no-store');
    return jsonBody(c, JSON.stringify(okEnvelope({ ...result, mainBalance })));
  });

  // a visitor's fun play: the signed state in, the next one out, nothing stored (services/games/fun-play)
  recordRoute(app, 'POST', `${DEMO_GAME_API}/fun-round`);
  app.post(`${DEMO_GAME_API}/fun-round`, async (c) => {
    if (!(await takeFunRound(db, visitorIp(c, config.trustProxy), clock.now()))) {
      throw fail(429, 'FUN_PLAY_TOO_MANY', { minutes: 1 });
    }
    const raw = await readJsonObject(c);
    const state = readFunState(raw.state, config.funPlaySecret, clock.now());
    const game = state ? await findGame(db, state.n) : null;
    if (!state || !game) throw fail(401, 'GAME_SESSION_ENDED');
    const stake = requiredInteger(raw, 'stake', { min: 1 });
    const round = playFunRound(state, game, stake, config.randomInt);
    c.header('cache-control', 'no-store');
    return c.json(
      okEnvelope({
        state: signFunState(round.state, config.funPlaySecret),
        balance: round.state.b,
        outcome: round.outcome,
        payout: round.payout,
      }),
    );
  });

  app.get(`${FUN_PLAY_PREFIX}/:state`, async (c) => {
    const token = c.req.param('state');
    const state = readFunState(token, config.funPlaySecret, clock.now());
    const game = state ? await findGame(db, state.n) : null;
    c.header('cache-control', 'no-store');
    if (!state || !game) return c.html(endedPage(), 404);
    return c.html(
      demoGamePage({
        token,
        game,
        kind: 'SLOT',
        language: state.l,
        balance: state.b,
        fun: true,
      }),
    );
  });

  app.get(`${DEMO_GAME_PLAY_PREFIX}/:token`, async (c) => {
    const token = c.req.param('token');
    const launch = await resolveLaunch(db, token, clock.now());
    c.header('cache-control', 'no-store');
    if (!launch) return c.html(endedPage(), 404);
    return c.html(
      demoGamePage({
        token,
        game: launch.game,
        kind: roundKindOf(launch.game.category),
        language: launch.language,
        balance: await playBalance(db, launch.memberId, launch.game),
      }),
    );
  });

  app.get(`${DEMO_LOBBY_PREFIX}/:vassalage`, async (c) => {
    const vendor = await vendorOf(db, c.req.param('vassalage'));
    if (!vendor) return c.text('Not found', 404);
    c.header('cache-control', 'no-cache');
    return c.html(demoLobbyPage(vendor));
  });
}
