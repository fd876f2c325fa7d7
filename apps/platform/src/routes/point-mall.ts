import { POINT_CONVERT_MAX, POINT_REDEEM_MAX_QUANTITY, pointMallApi } from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { optionalSession } from '../http/require-session';
import { sessionOf } from '../http/route-helpers';
import { optionalString, type RawInput, requiredInteger, requiredString } from '../http/validate';
import type { AccountDeps } from '../services/deps';
import { convertPoints, pointConfig } from '../services/points/point-conversion';
import { pointEarnings } from '../services/points/point-earnings';
import {
  listPointItems,
  pointBalance,
  pointRedemptionHistory,
  redeemPoints,
} from '../services/points/point-mall';

const languageOf = (raw: RawInput): string => optionalString(raw, 'language', { max: 10 }) ?? 'EN';
const idempotencyKeyOf = (raw: RawInput): string => requiredString(raw, 'idempotencyKey', { max: 64 });

/** The point mall: items, the member's points, redeeming and the redemption history. */
export function pointMallRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(pointMallApi.items, {
    parse: (raw) => ({ language: languageOf(raw) }),
    handle: async ({ language }, c) => {
      const session = await optionalSession(deps, c);
      return listPointItems(deps.db, session?.memberId ?? null, language);
    },
  });
  mount(pointMallApi.balance, {
    handle: (_input, c) => pointBalance(deps.db, sessionOf(c).memberId, deps.clock.now()),
  });
  mount(pointMallApi.redeem, {
    parse: (raw) => ({
      itemId: requiredInteger(raw, 'itemId', { min: 1, max: 2_147_483_647 }),
      quantity: requiredInteger(raw, 'quantity', { min: 1, max: POINT_REDEEM_MAX_QUANTITY }),
      paymentPassword: requiredString(raw, 'paymentPassword', { max: 100 }),
      address: optionalString(raw, 'address', { max: 400 }),
      mobile: optionalString(raw, 'mobile', { max: 40 }),
      language: languageOf(raw),
      idempotencyKey: idempotencyKeyOf(raw),
    }),
    handle: (request, c) => redeemPoints(deps, sessionOf(c).memberId, request),
  });
  mount(pointMallApi.redemptions, {
    parse: (raw) => ({ language: languageOf(raw) }),
    handle: ({ language }, c) => pointRedemptionHistory(deps.db, sessionOf(c).memberId, language),
  });
  mount(pointMallApi.config, {
    handle: (_input, c) => pointConfig(deps, sessionOf(c).memberId),
  });
  mount(pointMallApi.convert, {
    parse: (raw) => ({
      // a fraction of a point is not an integer: refused here, before the password is checked
      points: requiredInteger(raw, 'points', { min: 1, max: POINT_CONVERT_MAX }),
      paymentPassword: requiredString(raw, 'paymentPassword', { max: 100 }),
      idempotencyKey: idempotencyKeyOf(raw),
    }),
    handle: (request, c) => convertPoints(deps, sessionOf(c).memberId, request),
  });
  mount(pointMallApi.earnings, {
    parse: (raw) => ({ page: requiredInteger(raw, 'page', { min: 1, max: 10_000 }) }),
    handle: ({ page }, c) => pointEarnings(deps.db, sessionOf(c).memberId, page, deps.clock.now()),
  });
}
