import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { RecommendedGamesSection } from './recommended-games-section';

const meta = preview.meta({
  title: 'Games lobby/Home/RecommendedGamesSection',
  component: RecommendedGamesSection,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
