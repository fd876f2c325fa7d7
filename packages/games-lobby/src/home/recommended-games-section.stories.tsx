import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { RecommendedGamesSection } from './recommended-games-section';

const meta = {
  title: 'Games lobby/Home/RecommendedGamesSection',
  component: RecommendedGamesSection,
  decorators: [withStoryProviders],
} satisfies Meta<typeof RecommendedGamesSection>;
export default meta;

export const Default: StoryObj<typeof meta> = {};
