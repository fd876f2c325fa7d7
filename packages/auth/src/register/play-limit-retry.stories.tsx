import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PlayLimitRetry } from './play-limit-retry';

const meta = {
  title: 'Auth/PlayLimitRetry',
  component: PlayLimitRetry,
  args: {
    limit: { limitKind: 'DEPOSIT', limitPeriod: 'DAY', limitAmount: '20000' },
    reason: 'A limit can be at most ₱10,000.00',
    onDone: () => undefined,
  },
  decorators: [withStoryProviders],
} satisfies Meta<typeof PlayLimitRetry>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The account was made; the limit above the brand's maximum was refused, kept to correct. */
export const AboveTheMaximum: Story = {};

/** A session time limit above the brand's maximum minutes, kept to correct. */
export const SessionTimeAboveTheMaximum: Story = {
  args: {
    limit: { limitKind: 'SESSION', limitPeriod: 'DAY', limitAmount: '2000' },
    reason: 'A session limit can be at most 1440 minutes',
  },
};
