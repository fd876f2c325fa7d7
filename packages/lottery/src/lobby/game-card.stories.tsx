import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { games } from '../test/fixtures';
import { GameCard } from './game-card';

const meta = {
  title: 'Lottery/Game card',
  component: GameCard,
  decorators: [withStoryProviders],
  args: { game: games[0]! },
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithResult: Story = {};
export const NoResultYet: Story = { args: { game: { ...games[1]!, latest: null } } };
