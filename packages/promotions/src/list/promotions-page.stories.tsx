import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member, promotionList } from '../test/fixtures';
import { PromotionsPage } from './promotions-page';

const meta = {
  title: 'Promotions/PromotionsPage',
  component: PromotionsPage,
  decorators: [withStoryProviders],
  args: { detailHref: (id: number) => `/promoDetail?id=${id}` },
} satisfies Meta<typeof PromotionsPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Visitor: Story = {};

export const Member: Story = {
  parameters: {
    signedInAs: member,
    answers: {
      '/wps/promotions': () => {
        const list = promotionList();
        const statuses = ['IN_PROCESS', 'APPLYING', 'CLAIMED', 'COMING_SOON'] as const;
        return {
          ...list,
          promotions: list.promotions.map((promotion, index) => ({ ...promotion, status: statuses[index] })),
        };
      },
    },
  },
};

export const Empty: Story = {
  parameters: { answers: { '/wps/promotions': { types: [], promotions: [] } } },
};
