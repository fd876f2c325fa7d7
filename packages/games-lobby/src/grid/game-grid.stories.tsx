import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyGames, withStoryProviders } from '../stories/story-support';
import { GameGrid } from './game-grid';

const meta = {
  title: 'Games lobby/GameGrid',
  component: GameGrid,
  decorators: [withStoryProviders],
  args: { games: storyGames, onLaunch: () => {}, label: 'Games' },
} satisfies Meta<typeof GameGrid>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Virtualised: Story = {};
export const Plain: Story = { args: { games: storyGames.slice(0, 24), virtualized: false } };
