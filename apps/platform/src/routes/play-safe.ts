import {
  ACTIVITY_PERIODS,
  PLAY_LIMIT_KINDS,
  PLAY_LIMIT_PERIODS,
  type PlayLimitKey,
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
import { cancelPendingLimit, confirmPendingLimit, readLimits, setLimit } from '../services/play-safe/limits';

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
