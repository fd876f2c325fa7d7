import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { playSessionFixture } from '../test/fixtures';
import { RealityCheckDialog } from './reality-check-dialog';

const meta = {
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
} satisfies Meta<typeof RealityCheckDialog>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Ten minutes of play: the session's time, stakes, wins and net, and the three answers. */
export const Reminder: Story = {};
/** An answer is being saved: the buttons wait. */
export const Answering: Story = { args: { busy: true } };
/** Without the shell's history page: continue or stop. */
export const WithoutHistory: Story = { args: { onHistory: undefined } };
