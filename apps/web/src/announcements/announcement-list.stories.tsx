import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { noticesFixture } from '../test/fixtures';
import { AnnouncementList } from './announcement-list';

const meta = preview.meta({
  title: 'Web/Announcements/AnnouncementList',
  component: AnnouncementList,
  args: { notices: noticesFixture(7), firstIndex: 0, focusIndex: null, onSelect: () => undefined },
  decorators: [withShell()],
});

export const Default = meta.story();
