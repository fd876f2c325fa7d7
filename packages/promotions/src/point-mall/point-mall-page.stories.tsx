import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import {
  member,
  pointBalanceFixture,
  pointConfigFixture,
  pointEarningsFixture,
  pointItemsFixture,
  pointRedemption,
} from '../test/fixtures';
import { PointMallPage } from './point-mall-page';

const memberAnswers = {
  '/wps/points/balance': pointBalanceFixture(1_250),
  '/wps/points/config': pointConfigFixture(),
  '/wps/points/earnings': pointEarningsFixture(1, 1),
  '/wps/points/redemptions': {
    redemptions: [
      pointRedemption({
        id: 'R2',
        itemName: 'Marquee travel mug',
        kind: 'PHYSICAL',
        points: 1_500,
        amount: 20_000,
        status: 'PROCESSING',
        createdAt: '2026-11-28T09:30:00.000Z',
      }),
      pointRedemption(),
      pointRedemption({ id: 'R0', status: 'REJECTED', createdAt: '2026-11-02T01:00:00.000Z' }),
    ],
  },
};

const meta = preview.meta({
  title: 'Promotions/PointMallPage',
  component: PointMallPage,
  decorators: [withStoryProviders],
  args: { currencySymbol: '₱', locale: 'en' },
  parameters: { answers: { '/wps/points/items': pointItemsFixture() } },
});

/** A visitor: the items and the rules, and a way to sign in. */
export const Visitor = meta.story();

/** A member with points, a redemption processing, one approved and one rejected. */
export const Member = meta.story({
  parameters: { signedInAs: member, answers: memberAnswers },
});

/** The voucher sold out and the mug at the member's limit. */
export const SoldOutAndLimit = meta.story({
  parameters: {
    signedInAs: member,
    answers: {
      ...memberAnswers,
      '/wps/points/items': pointItemsFixture([{ stock: 0 }, {}, { redeemed: 1 }]),
    },
  },
});

/** A new member: no points yet, nothing redeemed. */
export const NewMember = meta.story({
  parameters: {
    signedInAs: member,
    answers: {
      '/wps/points/balance': { points: 0, earned: 0, spent: 0 },
      '/wps/points/redemptions': { redemptions: [] },
      '/wps/points/config': pointConfigFixture({ hasPaymentPassword: false }),
      '/wps/points/earnings': { rows: [], page: 1, totalPages: 1 },
    },
  },
});
