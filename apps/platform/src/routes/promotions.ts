import {
  isCalendarMonth,
  PROMOTION_IMAGES_MAX,
  PROMOTION_TYPES,
  type PromotionApplyRequest,
  type PromotionImage,
  promotionsApi,
  RANKING_KINDS,
  RANKING_PERIODS,
  rankingsApi,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { badRequest } from '../http/http-error';
import { mounter } from '../http/mount';
import { optionalSession } from '../http/require-session';
import { ipOf, sessionOf } from '../http/route-helpers';
import {
  literal,
  optionalLiteral,
  optionalString,
  type RawInput,
  requiredInteger,
  requiredString,
} from '../http/validate';
import { BRAND_RANKINGS } from '../reference/brand';
import type { AccountDeps } from '../services/deps';
import {
  applyForPromotion,
  claimPromotion,
  drawPromotion,
  joinPromotion,
  listPromotions,
  promotionDetail,
  signInMonthOf,
  signInPromotion,
} from '../services/promotions/promotions';
import { ranking } from '../services/promotions/rankings';
import type { TimedJob } from '../services/timed-job';

const idOf = (raw: RawInput) => requiredInteger(raw, 'id', { min: 1, max: 2_147_483_647 });
const languageOf = (raw: RawInput): string => optionalString(raw, 'language', { max: 10 }) ?? 'EN';

function imagesOf(raw: RawInput): PromotionImage[] {
  const images = raw.images ?? [];
  // a few past the limit still reach the service, which answers the translated count; the body
  // limit bounds the rest
  if (!Array.isArray(images) || images.length > PROMOTION_IMAGES_MAX + 3)
    throw badRequest(`'images' must be a list of at most ${PROMOTION_IMAGES_MAX} { type, data }`);
  return images.map((image) => {
    if (typeof image !== 'object' || image === null || Array.isArray(image))
      throw badRequest(`'images' must be a list of { type, data }`);
    const fields = image as RawInput;
    return {
      type: literal(fields, 'type', ['image/png', 'image/jpeg']),
      data: requiredString(fields, 'data', { max: Number.MAX_SAFE_INTEGER }),
    };
  });
}

function parseApply(raw: RawInput): PromotionApplyRequest & { language: string } {
  const remark = raw.remark ?? '';
  // longer than the rule still reaches the service, which answers the translated bound
  if (typeof remark !== 'string' || remark.length > 2_000)
    throw badRequest(`'remark' must be a string of at most 2000 characters`);
  return { id: idOf(raw), remark: remark.trim(), images: imagesOf(raw), language: languageOf(raw) };
}

/**
 * The activity centre and the TOP-20 rankings. `review` is demo mode's stand-in for the operator (null outside the demo):
 * its tick runs before a page answers, so an application past the delay reads as decided.
 */
export function promotionRoutes(app: Hono<AppEnv>, deps: AccountDeps, review: TimedJob | null): void {
  const mount = mounter(app, deps.config);
  mount(promotionsApi.list, {
    parse: (raw) => ({
      language: languageOf(raw),
      ...(raw.type ? { type: optionalLiteral(raw, 'type', PROMOTION_TYPES)! } : {}),
    }),
    handle: async (query, c) => {
      await review?.tick();
      const session = await optionalSession(deps, c);
      return listPromotions(
        deps.db,
        session?.memberId ?? null,
        { ...query, language: query.language ?? 'EN' },
        deps.clock.now(),
      );
    },
  });
  mount(promotionsApi.detail, {
    parse: (raw) => ({ id: idOf(raw), language: languageOf(raw) }),
    handle: async ({ id, language }, c) => {
      await review?.tick();
      const session = await optionalSession(deps, c);
      return promotionDetail(deps.db, session?.memberId ?? null, id, language ?? 'EN', deps.clock.now());
    },
  });
  mount(promotionsApi.join, {
    parse: (raw) => ({ id: idOf(raw), language: languageOf(raw) }),
    handle: ({ id, language }, c) =>
      joinPromotion(deps.db, sessionOf(c).memberId, id, language ?? 'EN', deps.clock.now()),
  });
  mount(promotionsApi.signIn, {
    parse: (raw) => ({ id: idOf(raw), language: languageOf(raw) }),
    handle: ({ id, language }, c) =>
      signInPromotion(deps.db, sessionOf(c).memberId, id, language ?? 'EN', deps.clock.now()),
  });
  mount(promotionsApi.signIns, {
    parse: (raw) => {
      const month = requiredString(raw, 'month', { max: 7 });
      if (!isCalendarMonth(month)) throw badRequest(`'month' must be a month as YYYY-MM`);
      return { id: idOf(raw), month };
    },
    handle: ({ id, month }, c) => signInMonthOf(deps.db, sessionOf(c).memberId, id, month),
  });
  mount(promotionsApi.draw, {
    parse: (raw) => ({ id: idOf(raw), language: languageOf(raw) }),
    handle: ({ id, language }, c) =>
      drawPromotion(deps.db, sessionOf(c).memberId, id, language ?? 'EN', deps.clock.now()),
  });
  mount(promotionsApi.apply, {
    parse: parseApply,
    handle: ({ language, ...request }, c) =>
      applyForPromotion(deps, sessionOf(c).memberId, ipOf(deps, c), request, language ?? 'EN'),
  });
  mount(rankingsApi.top, {
    parse: (raw) => ({
      kind: literal(raw, 'kind', RANKING_KINDS),
      period: optionalLiteral(raw, 'period', RANKING_PERIODS) ?? 'CURRENT',
    }),
    handle: async (query, c) => {
      const session = await optionalSession(deps, c);
      return ranking(deps.db, session?.memberId ?? null, query, BRAND_RANKINGS.period, deps.clock.now());
    },
  });
  mount(promotionsApi.claim, {
    parse: (raw) => ({ id: idOf(raw) }),
    handle: async ({ id }, c) => {
      await review?.tick();
      return claimPromotion(deps.db, sessionOf(c).memberId, id, deps.clock.now());
    },
  });
}
