import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { EarlierApplications } from './earlier-applications';

const meta = {
  title: 'Promotions/EarlierApplications',
  component: EarlierApplications,
  decorators: [withStoryProviders],
  args: {
    days: [
      { day: '2026-11-29', status: 'ISSUED' },
      { day: '2026-11-28', status: 'REJECTED' },
      { day: '2026-11-27', status: 'CLAIMED' },
    ],
  },
} satisfies Meta<typeof EarlierApplications>;
export default meta;

type Story = StoryObj<typeof meta>;

export const ThreeDays: Story = {};
/** Yesterday's application still waits for the operator. */
export const AwaitingReview: Story = { args: { days: [{ day: '2026-11-29', status: 'APPLYING' }] } };
