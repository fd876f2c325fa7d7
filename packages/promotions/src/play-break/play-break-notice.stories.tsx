import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PlayBreakNotice } from './play-break-notice';

const timeOut = {
  kind: 'TIME_OUT',
  duration: '7D',
  startedAt: '2030-01-01T00:00:00.000Z',
  endsAt: '2030-01-08T00:00:00.000Z',
  reopenRequestedAt: null,
  opensAt: '2030-01-08T00:00:00.000Z',
  ended: false,
  inForce: true,
} as const;

const meta = {
  title: 'Promotions/PlayBreakNotice',
  component: PlayBreakNotice,
  decorators: [withStoryProviders],
  args: { exclusion: timeOut },
} satisfies Meta<typeof PlayBreakNotice>;
export default meta;

export const TimeOut: StoryObj<typeof meta> = {};
/** An ended self-exclusion the member has not asked to reopen. */
export const AwaitingReopening: StoryObj<typeof meta> = {
  args: { exclusion: { ...timeOut, kind: 'SELF_EXCLUSION', duration: '6M', opensAt: null, ended: true } },
};
