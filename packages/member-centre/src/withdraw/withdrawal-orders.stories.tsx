import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { withdrawal } from '../test/fixtures';
import { WithdrawalOrders } from './withdrawal-orders';

const meta = preview.meta({
  title: 'Member centre/WithdrawalOrders',
  component: WithdrawalOrders,
  decorators: [withStoryProviders],
  args: {
    orders: [
      withdrawal(),
      withdrawal({ orderNo: 'W2', status: 'APPROVED', confirmBy: '2026-03-01T10:30:00.000Z' }),
      withdrawal({ orderNo: 'W3', status: 'NOT_RECEIVED', hasProof: true }),
      withdrawal({ orderNo: 'W4', status: 'REJECTED', rejectReason: 'Account name differs' }),
      withdrawal({ orderNo: 'W5', status: 'RECEIVED' }),
      withdrawal({ orderNo: 'W6', status: 'FULLY_PAID' }),
      withdrawal({ orderNo: 'W7', status: 'AUTO_RECEIVED' }),
    ],
  },
});

export const EveryState = meta.story();
export const Empty = meta.story({ args: { orders: [] } });
