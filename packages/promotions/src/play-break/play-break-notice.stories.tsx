import { playExclusionFixture } from '@marquee/api-client/testing';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { PlayBreakNotice } from './play-break-notice';

const meta = preview.meta({
  title: 'Promotions/PlayBreakNotice',
  component: PlayBreakNotice,
  decorators: [withStoryProviders],
  args: { exclusion: playExclusionFixture() },
});

export const TimeOut = meta.story();
/** An ended self-exclusion the member has not asked to reopen. */
export const AwaitingReopening = meta.story({
  args: {
    exclusion: playExclusionFixture({ kind: 'SELF_EXCLUSION', duration: '6M', opensAt: null, ended: true }),
  },
});
