import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { TeamOverviewPage } from './team-overview-page';

const meta = preview.meta({
  title: 'Agent centre/TeamOverviewPage',
  component: TeamOverviewPage,
  decorators: [withStoryProviders],
});

export const LastSevenDays = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
