import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { promotionList, promotionSummary } from '../test/fixtures';
import { PromotionCard } from './promotion-card';

const meta = preview.meta({
  title: 'Promotions/PromotionCard',
  component: PromotionCard,
  decorators: [
    (Story) => (
      <ul className="mq-promotions__list">
        <Story />
      </ul>
    ),
    withStoryProviders,
  ],
  args: { promotion: promotionSummary(), href: '/promoDetail?id=1' },
});

export const Join = meta.story();
export const Claim = meta.story({ args: { promotion: promotionSummary({ status: 'CLAIM' }) } });
export const ComingSoon = meta.story({ args: { promotion: promotionList().promotions[3]! } });
export const LongTitle = meta.story({
  args: {
    promotion: promotionSummary({
      title: 'Thử thách sòng bài trực tiếp hằng ngày dành cho mọi thành viên',
      status: 'IN_PROCESS',
    }),
  },
});
