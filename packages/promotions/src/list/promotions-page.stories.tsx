import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member, promotionList } from '../test/fixtures';
import { PromotionsPage } from './promotions-page';

const meta = preview.meta({
  title: 'Promotions/PromotionsPage',
  component: PromotionsPage,
  decorators: [withStoryProviders],
  args: { detailHref: (id: number) => `/promoDetail?id=${id}` },
});

export const Visitor = meta.story();

export const Member = meta.story({
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
});

export const Empty = meta.story({
  parameters: { answers: { '/wps/promotions': { types: [], promotions: [] } } },
});
