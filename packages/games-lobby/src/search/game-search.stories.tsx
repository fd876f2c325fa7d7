import type { Meta, StoryObj } from '@storybook/react-vite';
import { member, withStoryProviders } from '../stories/story-support';
import { GameSearch } from './game-search';

const meta = {
  title: 'Games lobby/GameSearch',
  component: GameSearch,
  decorators: [withStoryProviders],
  args: { open: true, onClose: () => {} },
} satisfies Meta<typeof GameSearch>;
export default meta;

type Story = StoryObj<typeof meta>;
export const Categories: Story = {};
export const HotGames: Story = { args: { initialTab: 'hot' } };
export const Favourites: Story = { args: { initialTab: 'favourites' }, parameters: { signedInAs: member } };
export const RecentForVisitor: Story = { args: { initialTab: 'recent' } };
