import { playExclusionFixture } from '@marquee/api-client/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PlayBreakNotice } from './play-break-notice';

const meta = {
  title: 'Promotions/PlayBreakNotice',
  component: PlayBreakNotice,
  decorators: [withStoryProviders],
  args: { exclusion: playExclusionFixture() },
} satisfies Meta<typeof PlayBreakNotice>;
export default meta;

export const TimeOut: StoryObj<typeof meta> = {};
/** An ended self-exclusion the member has not asked to reopen. */
export const AwaitingReopening: StoryObj<typeof meta> = {
  args: {
    exclusion: playExclusionFixture({ kind: 'SELF_EXCLUSION', duration: '6M', opensAt: null, ended: true }),
  },
};
