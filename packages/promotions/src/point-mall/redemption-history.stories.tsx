import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { pointRedemption } from '../test/fixtures';
import { RedemptionHistory } from './redemption-history';

const meta = {
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
} satisfies Meta<typeof RedemptionHistory>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Each status once: processing, approved, rejected with its points returned. */
export const Statuses: Story = {};

export const Empty: Story = { args: { redemptions: [] } };
