import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { FavouriteGamesSection } from './favourite-games-section';

const meta = {
  title: 'Games lobby/Home/FavouriteGamesSection',
  component: FavouriteGamesSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof FavouriteGamesSection>;
export default meta;

/** A signed-in member's list (a visitor sees nothing at all). */
export const Member: StoryObj<typeof meta> = { parameters: { signedInAs: member } };
