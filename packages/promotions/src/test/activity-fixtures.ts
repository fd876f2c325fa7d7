import type { PromotionDetail, PromotionRaffle, PromotionSignIn, RaffleDraw } from '@marquee/api-client';
import { promotionSummary } from './fixtures';

/** Mid-January 2030: signed the 7th and the 8th, today (the 9th) not yet. */
export function signInFixture(overrides: Partial<PromotionSignIn> = {}): PromotionSignIn {
  return {
    today: '2030-01-09',
    firstDay: '2026-01-01',
    lastDay: '2035-12-31',
    signed: ['2030-01-07', '2030-01-08'],
    streak: 2,
    missedDay: 'RESET',
    steps: [
      { days: 2, amount: 500 },
      { days: 5, amount: 2_000 },
      { days: 7, amount: 5_000 },
    ],
    ...overrides,
  };
}

export function signInDetail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionSummary({ id: 7, type: 'DAILY', kind: 'SIGN_IN', title: 'Daily sign-in', reward: 5_000 }),
    content: '<p>Sign in once a day.</p>',
    signIn: signInFixture(),
    ...overrides,
  };
}

export const drawFixture = (overrides: Partial<RaffleDraw> = {}): RaffleDraw => ({
  ticket: 1,
  prize: 2,
  amount: 2_000,
  wageringRequired: 10_000,
  drawnAt: '2030-01-09T04:00:00.000Z',
  ...overrides,
});

/** Two tickets from 250.00 deposited, none drawn. */
export function raffleFixture(overrides: Partial<PromotionRaffle> = {}): PromotionRaffle {
  return {
    depositPerTicket: 10_000,
    deposited: 25_000,
    tickets: 2,
    ticketsLeft: 2,
    prizes: [
      { amount: 200, weight: 60 },
      { amount: 500, weight: 25 },
      { amount: 2_000, weight: 10 },
      { amount: 8_800, weight: 5 },
    ],
    draws: [],
    ...overrides,
  };
}

export function raffleDetail(overrides: Partial<PromotionDetail> = {}): PromotionDetail {
  return {
    ...promotionSummary({ id: 8, type: 'DAILY', kind: 'RAFFLE', title: 'Deposit raffle', reward: 8_800 }),
    content: '<p>Every 100.00 deposited earns one ticket.</p>',
    raffle: raffleFixture(),
    ...overrides,
  };
}
