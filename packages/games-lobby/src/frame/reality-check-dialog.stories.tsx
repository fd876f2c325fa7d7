import preview from '../stories/preview';
import { member, withStoryProviders } from '../stories/story-support';
import { playSessionFixture } from '../test/fixtures';
import { RealityCheckDialog } from './reality-check-dialog';

const meta = preview.meta({
  title: 'Games lobby/RealityCheckDialog',
  component: RealityCheckDialog,
  decorators: [withStoryProviders],
  args: {
    figures: playSessionFixture({ elapsedSeconds: 10 * 60, realityCheckMinutes: 10, reminderDue: true }),
    busy: false,
    onContinue: () => {},
    onHistory: () => {},
    onStop: () => {},
  },
  parameters: { signedInAs: member },
});

/** Ten minutes of play: the session's time, stakes, wins and net, and the three answers. */
export const Reminder = meta.story();
/** An answer is being saved: the buttons wait. */
export const Answering = meta.story({ args: { busy: true } });
/** Without the shell's history page: continue or stop. */
export const WithoutHistory = meta.story({ args: { onHistory: undefined } });
