import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { RecentGamesSection } from './recent-games-section';

const meta = {
  title: 'Games lobby/Home/RecentGamesSection',
  component: RecentGamesSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof RecentGamesSection>;
export default meta;

/** A signed-in member's list (a visitor sees nothing at all). */
export const Member: StoryObj<typeof meta> = { parameters: { signedInAs: member } };
