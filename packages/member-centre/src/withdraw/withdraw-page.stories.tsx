import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { withdrawalInfo } from '../test/fixtures';
import { WithdrawPage } from './withdraw-page';

const meta = preview.meta({
  title: 'Member centre/WithdrawPage',
  component: WithdrawPage,
  decorators: [withStoryProviders],
});

export const WithOrders = meta.story();
export const FirstWithdrawal = meta.story({
  parameters: { answers: { '/wps/withdrawal/orders': { orders: [] } } },
});
export const WageringLeft = meta.story({
  parameters: {
    answers: { '/wps/withdrawal/info': { ...withdrawalInfo, withdrawable: 0, wageringLeft: 45_000 } },
  },
});
export const NeedsSetup = meta.story({
  parameters: {
    answers: {
      '/wps/withdrawal/info': { ...withdrawalInfo, hasPaymentPassword: false },
      '/wps/member/security/bank-accounts': [],
    },
  },
});
