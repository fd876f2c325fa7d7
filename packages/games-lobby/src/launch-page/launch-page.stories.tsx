import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { LaunchPage } from './launch-page';

const meta = preview.meta({
  title: 'Games lobby/LaunchPage',
  component: LaunchPage,
  decorators: [withStoryProviders],
  args: { category: 'SPORTS' as const },
});

export const Sports = meta.story();
export const Esports = meta.story({ args: { category: 'ESPORTS' } });
export const Cockfight = meta.story({ args: { category: 'COCKFIGHT' } });
