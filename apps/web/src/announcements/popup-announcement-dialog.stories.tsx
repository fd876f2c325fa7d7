import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { noticeFixture } from '../test/fixtures';
import { PopupAnnouncementDialog } from './popup-announcement-dialog';

const meta = preview.meta({
  title: 'Web/Announcements/PopupAnnouncementDialog',
  component: PopupAnnouncementDialog,
  args: {
    notice: noticeFixture(41, {
      type: 'PU',
      title: 'Weekend maintenance',
      content: '<p>Games pause on <strong>Sunday from 02:00 to 04:00</strong>. Your balance is safe.</p>',
    }),
    onClose: () => undefined,
  },
  decorators: [withShell()],
});

export const Default = meta.story();

/** A long announcement scrolls inside the dialog; the footer stays in reach. */
export const LongContent = meta.story({
  args: {
    notice: noticeFixture(42, {
      type: 'PU',
      title: 'New slots, new rules and a weekend of bonuses for every member',
      content: Array.from(
        { length: 12 },
        (_, index) => `<p>Paragraph ${index + 1} of the announcement.</p>`,
      ).join(''),
    }),
  },
});

/** A popup announcing a running promotion links to its page. */
export const WithPromotion = meta.story({
  args: {
    notice: noticeFixture(43, {
      type: 'PU',
      title: 'Holiday deposit bonus is live',
      content: '<p>Deposit this week and draw a prize in the deposit raffle.</p>',
      promotionId: 6,
    }),
  },
});
