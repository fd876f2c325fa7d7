import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { TeamManagementPage } from './team-management-page';

const meta = preview.meta({
  title: 'Agent centre/TeamManagementPage',
  component: TeamManagementPage,
  decorators: [withStoryProviders],
});

/** The agent's direct downlines; subagent opens the next level. */
export const DirectDownlines = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
