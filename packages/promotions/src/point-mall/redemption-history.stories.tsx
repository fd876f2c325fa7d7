import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { pointRedemption } from '../test/fixtures';
import { RedemptionHistory } from './redemption-history';

const meta = preview.meta({
  title: 'Promotions/RedemptionHistory',
  component: RedemptionHistory,
  decorators: [withStoryProviders],
  args: {
    money: (minor: number) => `₱${(minor / 100).toFixed(2)}`,
    locale: 'en',
    redemptions: [
      pointRedemption({ id: 'R2', kind: 'PHYSICAL', itemName: 'Marquee travel mug', status: 'PROCESSING' }),
      pointRedemption(),
      pointRedemption({ id: 'R0', quantity: 3, points: 300, amount: 3_000, status: 'REJECTED' }),
    ],
  },
});

/** Each status once: processing, approved, rejected with its points returned. */
export const Statuses = meta.story();

export const Empty = meta.story({ args: { redemptions: [] } });
