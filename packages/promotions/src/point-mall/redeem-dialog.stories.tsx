import { pointItemFixture } from '@marquee/api-client/testing';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { RedeemDialog } from './redeem-dialog';

const meta = preview.meta({
  title: 'Promotions/RedeemDialog',
  component: RedeemDialog,
  decorators: [withStoryProviders],
  args: {
    item: pointItemFixture(),
    balance: 1_250,
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    locale: 'en',
    onClose: () => {},
    onRedeemed: () => {},
  },
  parameters: { signedInAs: member },
});

/** A cash voucher: the quantity, what it credits and the payment password. */
export const CashVoucher = meta.story();

/** A physical item asks where to send it. */
export const PhysicalItem = meta.story({
  args: {
    item: pointItemFixture({
      id: 3,
      kind: 'PHYSICAL',
      name: 'Marquee travel mug',
      points: 1_500,
      amount: 20_000,
      stock: 20,
      limitPerMember: 1,
    }),
    balance: 2_000,
  },
});
