import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { promotionList, promotionSummary } from '../test/fixtures';
import { PromotionCard } from './promotion-card';

const meta = {
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
} satisfies Meta<typeof PromotionCard>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Join: Story = {};
export const Claim: Story = { args: { promotion: promotionSummary({ status: 'CLAIM' }) } };
export const ComingSoon: Story = { args: { promotion: promotionList().promotions[3]! } };
export const LongTitle: Story = {
  args: {
    promotion: promotionSummary({
      title: 'Thử thách sòng bài trực tiếp hằng ngày dành cho mọi thành viên',
      status: 'IN_PROCESS',
    }),
  },
};
