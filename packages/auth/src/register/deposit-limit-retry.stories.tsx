import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { DepositLimitRetry } from './deposit-limit-retry';

const meta = {
  title: 'Auth/DepositLimitRetry',
  component: DepositLimitRetry,
  args: {
    limit: { limitPeriod: 'DAY', limitAmount: '20000' },
    reason: 'A limit can be at most ₱10,000.00',
    onDone: () => undefined,
  },
  decorators: [withStoryProviders],
} satisfies Meta<typeof DepositLimitRetry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account was made; the limit above the brand's maximum was refused, kept to correct. */
export const AboveTheMaximum: Story = {};
