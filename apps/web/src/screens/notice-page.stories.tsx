import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { announcementsFixture, noticesFixture } from '../test/fixtures';
import { NoticePage } from './notice-page';

const meta = preview.meta({
  title: 'Web/Screens/NoticePage',
  component: NoticePage,
});

export const Default = meta.story({
  decorators: [
    withShell({ path: '/noticePage', announcements: announcementsFixture({ player: noticesFixture(12) }) }),
  ],
});
export const LoadFailed = meta.story({
  decorators: [withShell({ path: '/noticePage', announcements: null })],
});
