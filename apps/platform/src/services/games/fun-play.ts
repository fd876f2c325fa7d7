import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FUN_PLAY_LAUNCH_LIMIT,
  FUN_PLAY_LAUNCH_WINDOW_SECONDS,
  FUN_PLAY_START_BALANCE,
  type LaunchResponse,
} from '@marquee/api-client/contract';
import { badRequest, fail } from '../../http/http-error';
import { takeQuota } from '../accounts/rate-limit';
import type { AccountDeps } from '../deps';
import { requireGame } from './catalogue-query';
import { type GameRow, hasFunPlay } from './game-view';
import { assertVendorOpen, DEMO_GAME_PREFIX } from './launch';
import { allowedStakes, type Draw, type Outcome, playOutcome } from './round-engine';

export const FUN_PLAY_PREFIX = `${DEMO_GAME_PREFIX}/fun`;

/** A fun game lasts this long from its launch; then the visitor launches it again. */
const FUN_STATE_TTL_MS = 2 * 60 * 60 * 1000;
/** Rounds of one fun launch: its state grows no further than this. */
const FUN_PLAY_MAX_ROUNDS = 1000;

/**
 * A fun game's whole state, signed and handed to the game page: the play money travels with each
 * round, so a fun round writes nothing anywhere. An old state played again is the visitor's own
 * play money replayed, which buys nothing.
 */
interface FunState {
  /** the game's nodeId */
  n: number;
  /** the language the game was launched in */
  l: string;
  /** play money left, minor units */
  b: number;
  /** rounds played */
  r: number;
  /** expiry, ms since the epoch */
  e: number;
}

const mac = (payload: string, secret: string) =>
  createHmac('sha256', secret).update(`fun:${payload}`).digest('base64url');

export function signFunState(state: FunState, secret: string): string {
  const payload = Buffer.from(JSON.stringify(state)).toString('base64url');
  return `${payload}.${mac(payload, secret)}`;
}

const STATE_TOKEN = /^[A-Za-z0-9_-]{1,400}\.[A-Za-z0-9_-]{43}$/;

/** The state of a genuine, unexpired token, else null. */
export function readFunState(token: unknown, secret: string, now: Date): FunState | null {
  if (typeof token !== 'string' || !STATE_TOKEN.test(token)) return null;
  const [payload = '', signature = ''] = token.split('.');
  const expected = Buffer.from(mac(payload, secret));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  let state: FunState;
  try {
    state = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as FunState;
  } catch {
    return null;
  }
  return state.e > now.getTime() ? state : null;
}

/**
 * A visitor's fun launch of a slot whose vendor offers fun play: no account, no launch row, no
 * recent game; one rate event per launch (per visitor address) is all it writes.
 */
export async function launchFun(
  deps: AccountDeps,
  input: { nodeId: number; language: string; visitor: string },
): Promise<LaunchResponse> {
  const game = await requireGame(deps.db, input.nodeId);
  if (!hasFunPlay(game)) throw fail(400, 'FUN_PLAY_UNAVAILABLE');
  await assertVendorOpen(deps.db, game.vassalage, game.category, input.language);
  const allowed = await takeQuota(deps, [
    {
      key: `fun-launch:${input.visitor}`,
      limit: FUN_PLAY_LAUNCH_LIMIT,
      windowMs: FUN_PLAY_LAUNCH_WINDOW_SECONDS * 1000,
    },
  ]);
  if (!allowed) throw fail(429, 'FUN_PLAY_TOO_MANY', { minutes: FUN_PLAY_LAUNCH_WINDOW_SECONDS / 60 });
  const state: FunState = {
    n: game.nodeId,
    l: input.language,
    b: FUN_PLAY_START_BALANCE,
    r: 0,
    e: deps.clock.now().getTime() + FUN_STATE_TTL_MS,
  };
  return { url: `${FUN_PLAY_PREFIX}/${signFunState(state, deps.config.funPlaySecret)}`, mode: 'IFRAME' };
}

interface FunRound {
  state: FunState;
  outcome: Outcome;
  payout: number;
}

/** One fun spin: the stake from the play money, the payout into it; nothing is stored. */
export function playFunRound(state: FunState, game: GameRow, stake: number, draw: Draw): FunRound {
  if (!hasFunPlay(game)) throw fail(400, 'FUN_PLAY_UNAVAILABLE');
  const stakes = allowedStakes(game.minBet);
  if (!stakes.includes(stake)) throw badRequest(`'stake' must be one of ${stakes.join(', ')}`);
  if (state.r >= FUN_PLAY_MAX_ROUNDS) throw fail(401, 'GAME_SESSION_ENDED');
  if (stake > state.b) throw fail(400, 'INSUFFICIENT_BALANCE');
  const outcome = playOutcome('SLOT', draw, undefined);
  const payout = stake * outcome.multiplier;
  return { state: { ...state, b: state.b - stake + payout, r: state.r + 1 }, outcome, payout };
}
