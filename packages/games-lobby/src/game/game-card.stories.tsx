import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyGameArt } from '../stories/story-art';
import { member, withStoryProviders } from '../stories/story-support';
import { makeGame } from '../test/fixtures';
import { GameCard } from './game-card';

const meta = {
  title: 'Games lobby/GameCard',
  component: GameCard,
  decorators: [withStoryProviders],
  args: {
    game: makeGame(1, { gameName: 'Golden Dragon', iconUrl: storyGameArt[0], isHot: 1, isNew: 1 }),
    onLaunch: () => {},
  },
} satisfies Meta<typeof GameCard>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Visitor: Story = {};
export const Favourite: Story = { args: { isFavourite: true }, parameters: { signedInAs: member } };
/** The art's title plate holds two lines of a long name; the name below is cut with an ellipsis. */
export const LongName: Story = {
  args: {
    game: makeGame(2, { gameName: 'Royal Crown Legends of the Eternal Empire', iconUrl: storyGameArt[3] }),
  },
};
export const WithoutArt: Story = { args: { game: makeGame(3, { gameName: 'Fortune Tiger', iconUrl: '' }) } };
