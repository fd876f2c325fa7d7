import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { makeGame } from '../test/fixtures';
import { GameCard } from './game-card';

const meta = {
  title: 'Games lobby/GameCard',
  component: GameCard,
  decorators: [withStoryProviders],
  args: {
    game: makeGame(1, { gameName: 'Fortune Tiger', iconUrl: '', isHot: 1, isNew: 1 }),
    onLaunch: () => {},
  },
} satisfies Meta<typeof GameCard>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Visitor: Story = {};
export const Favourite: Story = { args: { isFavourite: true }, parameters: { signedInAs: member } };
