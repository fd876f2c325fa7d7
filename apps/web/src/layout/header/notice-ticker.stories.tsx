import preview from '../../stories/preview';
import { withShell } from '../../stories/story-shell';
import { announcementsFixture, noticeFixture } from '../../test/fixtures';
import { NoticeTicker } from './notice-ticker';

const meta = preview.meta({
  title: 'Web/Layout/Header/NoticeTicker',
  component: NoticeTicker,
  decorators: [
    withShell({
      announcements: announcementsFixture({
        player: [
          noticeFixture(1, { title: 'Scheduled maintenance on Sunday 02:00-04:00' }),
          noticeFixture(2, { title: 'New live casino tables are open' }),
          noticeFixture(3, { title: 'Weekend deposit bonus: 10% up to 1,000' }),
        ],
      }),
    }),
  ],
});

export const Default = meta.story();
