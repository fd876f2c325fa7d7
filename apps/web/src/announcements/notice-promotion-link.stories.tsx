import preview from '../stories/preview';
import { withShell } from '../stories/story-shell';
import { NoticePromotionLink } from './notice-promotion-link';

const meta = preview.meta({
  title: 'Web/Announcements/NoticePromotionLink',
  component: NoticePromotionLink,
  args: { promotionId: 6 },
  decorators: [withShell()],
});

export const Default = meta.story();

/** A notice whose promotion ended (or was removed) shows no link at all. */
export const PromotionEnded = meta.story({ args: { promotionId: undefined } });
