import {
  agentCentreApi,
  agentContractApi,
  api,
  chatRoomApi,
  codedFailEnvelope,
  type Endpoint,
  missionsApi,
  playSafeApi,
  pointMallApi,
  promotionsApi,
  realityCheckApi,
  recordsApi,
  referralApi,
  rewardsApi,
  securityApi,
  uplineTransferApi,
  vipApi,
  withdrawalApi,
} from '@marquee/api-client/contract';
import type { Context, MiddlewareHandler } from 'hono';
import { joinFlow } from '../db/fair-queue';
import { requireRealAccount } from '../services/accounts/real-account';
import { resolveSession, revokedSessionOf } from '../services/accounts/sessions';
import type { AccountDeps } from '../services/deps';
import { breakThatSignedOut, requireNotExcluded } from '../services/play-safe/exclusion-state';
import type { AppEnv, SessionContext } from './app-env';
import { fail } from './http-error';

function bearer(header: string | undefined): string | null {
  const match = header?.match(/^Bearer\s+(\S+)\s*$/i);
  return match?.[1] ?? null;
}

/** The live session of the request's bearer token, or null: for calls a visitor may make too. */
export async function optionalSession(
  { db, clock }: AccountDeps,
  c: Context<AppEnv>,
): Promise<SessionContext | null> {
  const token = bearer(c.req.header('authorization'));
  return token ? resolveSession(db, token, clock.now()) : null;
}

/** The end of the break whose start signed this token out, or null when it ended some other way. */
async function signedOutByBreak({ db, clock }: Pick<AccountDeps, 'db' | 'clock'>, token: string) {
  const revoked = await revokedSessionOf(db, token);
  return revoked ? breakThatSignedOut(db, revoked, clock.now()) : null;
}

/**
 * For token routes: a missing, malformed, unknown, revoked or expired token answers 401 with the
 * envelope the web app shows ('You are not logged in, please login'), or, for a device signed out
 * by the start of a time-out or self-exclusion, SIGNED_OUT_FOR_BREAK with its end; otherwise the session is on
 * `c.var.session` for the handler.
 */
function requireSession({ db, clock }: AccountDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const token = bearer(c.req.header('authorization'));
    const session = token ? await resolveSession(db, token, clock.now()) : null;
    if (!session) {
      c.header('cache-control', 'no-store');
      const until = token ? await signedOutByBreak({ db, clock }, token) : null;
      return c.json(
        until ? codedFailEnvelope('SIGNED_OUT_FOR_BREAK', { until }) : codedFailEnvelope('NOT_LOGGED_IN'),
        401,
      );
    }
    c.set('session', session);
    joinFlow(`member:${session.memberId}`);
    await next();
  };
}

function tokenEndpoints(table: unknown, found: Endpoint<unknown, unknown>[] = []) {
  for (const value of Object.values(table as Record<string, unknown>)) {
    if (value && typeof value === 'object' && 'path' in value && 'method' in value) {
      const endpoint = value as Endpoint<unknown, unknown>;
      if (endpoint.token) found.push(endpoint);
    } else if (value && typeof value === 'object') {
      tokenEndpoints(value, found);
    }
  }
  return found;
}

/** Every descriptor of the path tables that needs the session token. */
export const TOKEN_ENDPOINTS: readonly Endpoint<unknown, unknown>[] = tokenEndpoints({
  api,
  agentCentreApi,
  agentContractApi,
  chatRoomApi,
  securityApi,
  withdrawalApi,
  recordsApi,
  rewardsApi,
  missionsApi,
  promotionsApi,
  pointMallApi,
  referralApi,
  realityCheckApi,
  uplineTransferApi,
  vipApi,
  playSafeApi,
});

/**
 * What a session opened with a forced password change may call until the change: the change
 * itself, the member info (which says the change is pending), the header's balance, and logout.
 */
const PENDING_CHANGE_ENDPOINTS: readonly Endpoint<unknown, unknown>[] = [
  api.member.changePassword,
  api.member.info,
  api.wallet.balance,
  api.session.logout,
];

/** Starting a game, the demo game's or a vendor's. */
const GAME_START_ENDPOINTS: readonly Endpoint<unknown, unknown>[] = [
  api.games.launchGame,
  api.games.sportsLaunch,
  api.pvp.launch,
];

/** Earning or spending a reward: claiming one, taking part in a promotion, spending points. */
const REWARD_ENDPOINTS: readonly Endpoint<unknown, unknown>[] = [
  rewardsApi.claim,
  rewardsApi.claimAll,
  missionsApi.claim,
  promotionsApi.apply,
  promotionsApi.join,
  promotionsApi.claim,
  promotionsApi.signIn,
  promotionsApi.draw,
  pointMallApi.redeem,
  pointMallApi.convert,
];

/**
 * What a trial (free play) account may not call: every path that moves real money or pays a
 * reward, and starting a game. Its play money stays play money: it cannot be deposited to,
 * withdrawn, sent to an upline or moved into a game wallet, and it earns no reward, mission or
 * referral. One list, checked by the session guard, so a new money path is refused by adding it here.
 */
const REAL_ACCOUNT_ENDPOINTS: readonly Endpoint<unknown, unknown>[] = [
  api.deposit.create,
  withdrawalApi.create,
  withdrawalApi.confirm,
  uplineTransferApi.transfer,
  agentCentreApi.transfer,
  api.wallet.transfer,
  api.wallet.recallAll,
  rewardsApi.forfeit,
  referralApi.summary,
  ...REWARD_ENDPOINTS,
  ...GAME_START_ENDPOINTS,
  // a trial account reads the chat room; writing in it is for members
  chatRoomApi.send,
];

/**
 * What a time-out or self-exclusion closes: starting a game, a deposit, a bet, taking part in a
 * promotion and claiming a reward (balance, records, withdrawals and bringing money back from a
 * game wallet stay open). The stakes and deposits are checked again inside their transactions.
 */
const PLAY_ENDPOINTS: readonly Endpoint<unknown, unknown>[] = [
  api.deposit.create,
  api.lottery.placeBet,
  ...GAME_START_ENDPOINTS,
  ...REWARD_ENDPOINTS,
];

const routeOf = (endpoint: Endpoint<unknown, unknown>) => `${endpoint.method} ${endpoint.path}`;

/**
 * Guards every token descriptor of the path table, built or not: without a valid session they all
 * answer 401 (a feature not built yet answers its 404 only to a signed-in caller), so the web app
 * handles an expired session the same way everywhere. A session with its forced password change
 * still pending gets 403 from all but PENDING_CHANGE_ENDPOINTS; a trial account gets 403
 * TRIAL_ACCOUNT from REAL_ACCOUNT_ENDPOINTS; a member in a time-out or self-exclusion gets 403
 * PLAY_PAUSED from PLAY_ENDPOINTS.
 */
export function sessionGuard(deps: AccountDeps): MiddlewareHandler<AppEnv> {
  const guarded = new Set(TOKEN_ENDPOINTS.map(routeOf));
  const allowedWhilePending = new Set(PENDING_CHANGE_ENDPOINTS.map(routeOf));
  const realOnly = new Set(REAL_ACCOUNT_ENDPOINTS.map(routeOf));
  const play = new Set(PLAY_ENDPOINTS.map(routeOf));
  const check = requireSession(deps);
  // not async: most requests are not guarded and go straight on, without a promise of their own
  return (c, next) => {
    const method = c.req.method === 'HEAD' ? 'GET' : c.req.method;
    const route = `${method} ${c.req.path}`;
    if (!guarded.has(route)) return next();
    return check(c, async () => {
      if (c.get('session').passwordChangePending && !allowedWhilePending.has(route)) {
        c.header('cache-control', 'no-store');
        throw fail(403, 'PASSWORD_CHANGE_PENDING');
      }
      const { memberId } = c.get('session');
      if (realOnly.has(route)) await requireRealAccount(deps.db, memberId);
      if (play.has(route)) await requireNotExcluded(deps.db, memberId, deps.clock.now());
      await next();
    });
  };
}
