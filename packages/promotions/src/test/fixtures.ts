import type {
  PointBalance,
  PointConfig,
  PointEarningsResponse,
  PointItem,
  PointItemsResponse,
  PointRedemption,
  PromotionDetail,
  PromotionListResponse,
  PromotionSummary,
  RankingResponse,
  VipLevelsResponse,
  VipRankResponse,
} from '@marquee/api-client';
import { memberFixture, pointItemFixture, VIP_LEVELS_FIXTURE } from '@marquee/api-client/testing';

export const member = memberFixture({ currency: 'PHP', createdAt: '2026-01-02T03:04:05.000Z' });

const RUNNING = { startsAt: '2026-01-01T00:00:00.000Z', endsAt: '2035-12-31T16:00:00.000Z' };

export function promotionSummary(overrides: Partial<PromotionSummary> = {}): PromotionSummary {
  return {
    id: 1,
    type: 'SLOTS',
    kind: 'JOIN',
    title: 'Slots weekly challenge',
    image: '/media/games/fruit-1.svg',
    ...RUNNING,
    reward: 3_800,
    status: 'JOIN',
    ...overrides,
  };
}

/** The demo brand's list, as a visitor sees it (a sports gift coming in two days). */
export function promotionList(now = Date.now()): PromotionListResponse {
  return {
    types: ['NEW_MEMBER', 'DAILY', 'SLOTS', 'SPORTS'],
    promotions: [
      promotionSummary(),
      promotionSummary({
        id: 2,
        type: 'NEW_MEMBER',
        kind: 'APPLY',
        title: 'First deposit bonus',
        reward: 8_800,
      }),
      promotionSummary({
        id: 3,
        type: 'DAILY',
        kind: 'CLAIM',
        title: 'Daily gift',
        reward: 500,
        status: 'CLAIM',
      }),
      promotionSummary({
        id: 5,
        type: 'SPORTS',
        kind: 'CLAIM',
        title: 'Sports weekend warm-up',
        reward: 1_000,
        status: 'COMING_SOON',
        startsAt: new Date(now + 2 * 86_400_000 + 3_600_000).toISOString(),
        endsAt: new Date(now + 32 * 86_400_000).toISOString(),
      }),
    ],
  };
}

export function promotionDetail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionSummary(),
    content:
      '<p>Join, then place 200.00 of valid bets on slots this week.</p><script>window.hacked = 1</script>',
    progress: { category: 'RNG', period: 'WEEKLY', target: 20_000, progress: 0 },
    ...overrides,
  };
}

export function applyDetail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionSummary({
      id: 2,
      type: 'NEW_MEMBER',
      kind: 'APPLY',
      title: 'First deposit bonus',
      reward: 8_800,
    }),
    content: '<p>Apply with a screenshot of your first deposit.</p>',
    ...overrides,
  };
}

/** The daily deposit reward: one application a brand day, yesterday's approved and not yet claimed. */
export function dailyApplyDetail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionSummary({
      id: 9,
      type: 'DAILY',
      kind: 'APPLY',
      title: 'Daily deposit reward',
      reward: 1_000,
      status: 'ISSUED',
    }),
    content: "<p>Apply with a screenshot of today's deposit.</p>",
    eligibility: { frequency: 'ONCE_PER_DAY' },
    earlierApplications: [
      { day: '2026-11-29', status: 'ISSUED' },
      { day: '2026-11-28', status: 'REJECTED' },
    ],
    ...overrides,
  };
}

/** A 1×1 PNG's bytes. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII='),
  (char) => char.charCodeAt(0),
);

/** This week's deposit ranking, the member third. */
export function rankingFixture(overrides: Partial<RankingResponse> = {}): RankingResponse {
  const entries = [
    { rank: 1, name: 'wh***e', amount: 9_000_000 },
    { rank: 2, name: 'lu***y', amount: 5_000_000 },
    { rank: 3, name: 'de***o', amount: 4_000_000 },
  ];
  return {
    kind: 'DEPOSIT',
    period: 'CURRENT',
    periodType: 'WEEK',
    from: '2030-01-07',
    to: '2030-01-13',
    entries,
    mine: entries[2]!,
    ...overrides,
  };
}

/** A VIP 2 half way to VIP 3 by valid bet, a quarter by deposits. */
export function vipRankFixture(overrides: Partial<VipRankResponse> = {}): VipRankResponse {
  return {
    level: 2,
    period: { from: '2026-01-29', to: '2026-02-27', days: 30 },
    validBet: 500_000,
    deposits: 125_000,
    levels: VIP_LEVELS_FIXTURE,
    history: [],
    hasBirthday: true,
    ...overrides,
  };
}

export const vipLevelsFixture: VipLevelsResponse = { qualifyingDays: 30, levels: VIP_LEVELS_FIXTURE };

/** The demo brand's mall: two vouchers and a travel mug. */
export function pointItemsFixture(overrides: Partial<PointItem>[] = []): PointItemsResponse {
  const items = [
    pointItemFixture(),
    pointItemFixture({
      id: 2,
      name: '50.00 cash voucher',
      points: 450,
      amount: 5_000,
      stock: 200,
      limitPerMember: 5,
    }),
    pointItemFixture({
      id: 3,
      kind: 'PHYSICAL',
      name: 'Marquee travel mug',
      image: '/media/games/royal-2.svg',
      points: 1_500,
      amount: 20_000,
      stock: 20,
      limitPerMember: 1,
    }),
  ];
  return {
    items: items.map((item, index) => ({ ...item, ...overrides[index] })),
    validBetPerPoint: 1_000,
  };
}

export function pointBalanceFixture(points = 250): PointBalance {
  return { points, earned: points + 100, spent: 100 };
}

export function pointRedemption(overrides: Partial<PointRedemption> = {}): PointRedemption {
  return {
    id: 'R1',
    itemName: '10.00 cash voucher',
    kind: 'CASH',
    quantity: 1,
    points: 100,
    amount: 1_000,
    status: 'APPROVED',
    createdAt: '2026-11-20T04:05:00.000Z',
    ...overrides,
  };
}

/** The demo brand's ratio: a point converts to 0.10, at least 10 at a time. */
export function pointConfigFixture(overrides: Partial<PointConfig> = {}): PointConfig {
  return {
    pointRatio: 10,
    minConvert: 10,
    rates: [10, 100, 1_000, 10_000].map((points) => ({ points, amount: points * 10 })),
    validBetPerPoint: 1_000,
    hasPaymentPassword: true,
    ...overrides,
  };
}

export function pointEarningsFixture(page = 1, totalPages = 2): PointEarningsResponse {
  return {
    rows: [
      { day: `2026-11-${String(29 - (page - 1) * 2).padStart(2, '0')}`, validBet: 125_000, points: 125 },
      { day: `2026-11-${String(28 - (page - 1) * 2).padStart(2, '0')}`, validBet: 25_050, points: 25 },
    ],
    page,
    totalPages,
  };
}
