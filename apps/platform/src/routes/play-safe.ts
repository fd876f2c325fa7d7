import {
  ACTIVITY_PERIODS,
  PLAY_LIMIT_KEYS,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  type PlayLimitKey,
  type PlayLimitSetting,
  playLimitPeriods,
  playSafeApi,
  SELF_EXCLUSION_DURATIONS,
  TIME_OUT_DURATIONS,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { literal, type RawInput, requiredString } from '../http/validate';
import { BRAND_PLAY_SAFE } from '../reference/brand';
import type { AccountDeps } from '../services/deps';
import { readActivity } from '../services/play-safe/activity';
import { readExclusion, requestReopen, startExclusion } from '../services/play-safe/exclusions';
import {
  cancelPendingLimit,
  confirmPendingLimit,
  readLimits,
  setLimit,
  setLimits,
} from '../services/play-safe/limits';

function limitKeyOf(raw: RawInput): PlayLimitKey {
  const kind = literal(raw, 'kind', PLAY_LIMIT_KINDS);
  const period = literal(raw, 'period', PLAY_LIMIT_PERIODS);
  if (!(playLimitPeriods(kind) as readonly string[]).includes(period)) {
    throw badRequest(`'period' of a ${kind} limit must be one of ${playLimitPeriods(kind).join(', ')}`);
  }
  return { kind, period };
}

/** Any number: 0, negative and fractional amounts are the service's coded refusals, in the player's language. */
function amountOf(raw: RawInput): number | null {
  const amount = raw.amount;
  if (amount === null) return null;
  if (typeof amount !== 'number' || !Number.isFinite(amount))
    throw badRequest("'amount' must be a number or null");
  return amount;
}

/** One to every limit there is, each kind and period once, each an amount (a removal is one at a time). */
function settingsOf(raw: RawInput): PlayLimitSetting[] {
  const { limits } = raw;
  if (!Array.isArray(limits) || limits.length < 1 || limits.length > PLAY_LIMIT_KEYS.length) {
    throw badRequest(`'limits' must be a list of 1 to ${PLAY_LIMIT_KEYS.length} limits`);
  }
  const seen = new Set<string>();
  return limits.map((item: unknown) => {
    if (typeof item !== 'object' || item === null || Array.isArray(item))
      throw badRequest("each of 'limits' must be an object");
    const entry = item as RawInput;
    const key = limitKeyOf(entry);
    if (seen.has(`${key.kind}:${key.period}`))
      throw badRequest(`'limits' has the ${key.kind} limit per ${key.period} twice`);
    seen.add(`${key.kind}:${key.period}`);
    const amount = amountOf(entry);
    if (amount === null) throw badRequest("each of 'limits' needs an amount: a limit is removed on its own");
    return { ...key, amount };
  });
}

export function playSafeRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  const now = () => deps.clock.now();
  mount(playSafeApi.limits, {
    handle: (_input, c) => readLimits(deps.db, sessionOf(c).memberId, now(), BRAND_PLAY_SAFE),
  });
  mount(playSafeApi.setLimit, {
    parse: (raw) => ({ ...limitKeyOf(raw), amount: amountOf(raw) }),
    handle: (request, c) => setLimit(deps.db, sessionOf(c).memberId, request, now(), BRAND_PLAY_SAFE),
  });
  mount(playSafeApi.setLimits, {
    parse: (raw) => ({ limits: settingsOf(raw) }),
    handle: ({ limits }, c) => setLimits(deps.db, sessionOf(c).memberId, limits, now(), BRAND_PLAY_SAFE),
  });
  mount(playSafeApi.cancelPending, {
    parse: limitKeyOf,
    handle: (key, c) => cancelPendingLimit(deps.db, sessionOf(c).memberId, key, now(), BRAND_PLAY_SAFE),
  });
  mount(playSafeApi.confirmPending, {
    parse: limitKeyOf,
    handle: (key, c) => confirmPendingLimit(deps.db, sessionOf(c).memberId, key, now(), BRAND_PLAY_SAFE),
  });
  mount(playSafeApi.activity, {
    parse: (raw) => ({ by: literal(raw, 'by', ACTIVITY_PERIODS) }),
    handle: ({ by }, c) => readActivity(deps.db, sessionOf(c).memberId, by, now()),
  });
  mount(playSafeApi.exclusion, {
    handle: (_input, c) => readExclusion(deps.db, sessionOf(c).memberId, BRAND_PLAY_SAFE, deps.clock.now()),
  });
  mount(playSafeApi.startExclusion, {
    parse: (raw) => ({
      kind: literal(raw, 'kind', ['TIME_OUT', 'SELF_EXCLUSION'] as const),
      duration: literal(raw, 'duration', [...TIME_OUT_DURATIONS, ...SELF_EXCLUSION_DURATIONS]),
      password: requiredString(raw, 'password', { max: 128 }),
    }),
    handle: (request, c) => startExclusion(deps, sessionOf(c).memberId, request, BRAND_PLAY_SAFE),
  });
  mount(playSafeApi.reopen, {
    handle: (_input, c) => requestReopen(deps, sessionOf(c).memberId, BRAND_PLAY_SAFE),
  });
}
