import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { playSessionFixture } from '../test/fixtures';
import { PlayBar } from './play-bar';

const meta = {
  title: 'Games lobby/PlayBar',
  component: PlayBar,
  decorators: [withStoryProviders],
  args: { figures: playSessionFixture({ netSince: 2_500 }) },
  parameters: { signedInAs: member },
} satisfies Meta<typeof PlayBar>;
export default meta;

type Story = StoryObj<typeof meta>;
/** Twelve minutes into the session, ahead since the game opened, no reality check. */
export const Ahead: Story = {};
/** Over an hour in, behind since the game opened, a reminder every 30 minutes. */
export const BehindWithReminders: Story = {
  args: {
    figures: playSessionFixture({ elapsedSeconds: 75 * 60, netSince: -12_050, realityCheckMinutes: 30 }),
  },
};
/** A 320 px phone: the figures wrap onto two lines, nothing overflows. */
export const NarrowPhone: Story = { globals: { viewport: { value: 'mobile1' } } };
