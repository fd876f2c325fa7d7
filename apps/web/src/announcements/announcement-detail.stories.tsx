import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { noticeFixture } from '../test/fixtures';
import { AnnouncementDetail } from './announcement-detail';

const meta = preview.meta({
  title: 'Web/Announcements/AnnouncementDetail',
  component: AnnouncementDetail,
  args: {
    notice: noticeFixture(1, {
      title: 'Weekend deposit bonus',
      content: '<p>Deposit this weekend and get <strong>10%</strong> extra, up to 1,000.</p>',
    }),
    headingLevel: 2 as const,
    onBack: () => undefined,
  },
  decorators: [withShell()],
});

export const Default = meta.story();

/** Script and event handlers in notice HTML are removed by the sanitiser. */
export const HostileContent = meta.story({
  args: {
    notice: noticeFixture(2, {
      title: 'Sanitised notice',
      content:
        '<p>Only this text remains.</p><script>alert(1)</script><img src="x" onerror="alert(1)" alt="">',
    }),
  },
});

/** A promotion announcement links to the promotion it announces. */
export const PromotionNotice = meta.story({
  args: {
    notice: noticeFixture(3, {
      type: 'PR',
      title: 'Welcome bonus: 100% on your first deposit',
      content: '<p>Apply with your first deposit slip and get the welcome bonus.</p>',
      promotionId: 2,
    }),
  },
});
