import {
  isRealityCheckMinutes,
  type PlaySessionQuery,
  REALITY_CHECK_MINUTES,
  type RealityCheckSetting,
  realityCheckApi,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { sessionOf } from '../http/route-helpers';
import { optionalString, type RawInput, requiredInteger } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import {
  answerRealityCheck,
  playSession,
  realityCheckSetting,
  saveRealityCheck,
} from '../services/reality-check/play-session';

// an ISO 8601 instant as Date#toISOString writes it (the platform's `at`)
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/;

function parseSetting(raw: RawInput): RealityCheckSetting {
  const minutes = requiredInteger(raw, 'minutes');
  if (!isRealityCheckMinutes(minutes)) {
    throw badRequest(`'minutes' must be one of ${REALITY_CHECK_MINUTES.join(', ')}`);
  }
  return { minutes };
}

function parsePlaySession(raw: RawInput): PlaySessionQuery {
  const since = optionalString(raw, 'since', { max: 30 });
  if (since === undefined) return {};
  if (!INSTANT.test(since) || Number.isNaN(Date.parse(since))) {
    throw badRequest("'since' must be an ISO 8601 instant");
  }
  return { since };
}

export function realityCheckRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(realityCheckApi.setting, {
    handle: (_input, c) => realityCheckSetting(deps.db, sessionOf(c).memberId),
  });
  mount(realityCheckApi.save, {
    parse: parseSetting,
    handle: ({ minutes }, c) => saveRealityCheck(deps.db, sessionOf(c).memberId, minutes, deps.clock.now()),
  });
  mount(realityCheckApi.playSession, {
    parse: parsePlaySession,
    handle: ({ since }, c) =>
      playSession(deps.db, sessionOf(c), deps.clock.now(), since === undefined ? undefined : new Date(since)),
  });
  mount(realityCheckApi.acknowledge, {
    handle: (_input, c) => answerRealityCheck(deps.db, sessionOf(c), deps.clock.now()),
  });
}
