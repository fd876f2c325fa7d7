import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { HotGamesSection } from './hot-games-section';

const meta = {
  title: 'Games lobby/Home/HotGamesSection',
  component: HotGamesSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof HotGamesSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
