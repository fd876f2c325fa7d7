import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { AnnouncementsPage } from './announcements-page';

const meta = preview.meta({
  title: 'Agent centre/AnnouncementsPage',
  component: AnnouncementsPage,
  decorators: [withStoryProviders],
});

/** The agents' announcements, seven a page; a title opens its content under it. */
export const Wide = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
