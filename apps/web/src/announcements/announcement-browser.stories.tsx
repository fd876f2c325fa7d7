import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { noticeFixture, noticesFixture } from '../test/fixtures';
import { AnnouncementBrowser } from './announcement-browser';

const meta = preview.meta({
  title: 'Web/Announcements/AnnouncementBrowser',
  component: AnnouncementBrowser,
  args: { notices: noticesFixture(23) },
  decorators: [withShell()],
});

export const ListWithPages = meta.story();
export const OpenOnDetail = meta.story({
  args: {
    notices: [
      noticeFixture(1, {
        title: 'Scheduled maintenance',
        content:
          '<p>Maintenance runs <strong>Sunday 02:00-04:00</strong>.</p><ul><li>Deposits pause</li><li>Games close</li></ul>',
      }),
    ],
    initialIndex: 0,
  },
});
export const Empty = meta.story({ args: { notices: [] } });
