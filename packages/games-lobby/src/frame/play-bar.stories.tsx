import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { playSessionFixture } from '../test/fixtures';
import { PlayBar } from './play-bar';

const meta = preview.meta({
  title: 'Games lobby/PlayBar',
  component: PlayBar,
  decorators: [withStoryProviders],
  args: { figures: playSessionFixture({ netSince: 2_500 }) },
  parameters: { signedInAs: member },
});

/** Twelve minutes into the session, ahead since the game opened, no reality check. */
export const Ahead = meta.story();
/** Over an hour in, behind since the game opened, a reminder every 30 minutes. */
export const BehindWithReminders = meta.story({
  args: {
    figures: playSessionFixture({ elapsedSeconds: 75 * 60, netSince: -12_050, realityCheckMinutes: 30 }),
  },
});
/** A 320 px phone: the figures wrap onto two lines, nothing overflows. */
export const NarrowPhone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
