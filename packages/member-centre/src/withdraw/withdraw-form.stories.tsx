import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { bankAccount, withdrawalInfo } from '../test/fixtures';
import { WithdrawForm } from './withdraw-form';

const meta = preview.meta({
  title: 'Member centre/WithdrawForm',
  component: WithdrawForm,
  decorators: [withStoryProviders],
  args: {
    info: withdrawalInfo,
    accounts: [
      bankAccount(),
      bankAccount({ id: 'ba2', bankCode: 'GCASH', bankName: 'GCash', kind: 'EWALLET' }),
    ],
  },
});

export const TwoAccounts = meta.story();
