import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { REALITY_CHECK_ANSWERS } from './play-safe-story-answers';
import { RealityCheckPage } from './reality-check-page';

const meta = preview.meta({
  title: 'Member centre/RealityCheckPage',
  component: RealityCheckPage,
  decorators: [withStoryProviders],
  parameters: { answers: REALITY_CHECK_ANSWERS },
});

export const Every30Minutes = meta.story();
