import { MAX_BANK_ACCOUNTS } from '@marquee/api-client';
import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { bankAccount } from '../test/fixtures';
import { BankAccountsSection } from './bank-accounts-section';

const meta = preview.meta({
  title: 'Member centre/My account/BankAccountsSection',
  component: BankAccountsSection,
  decorators: [withStoryProviders],
  args: { realName: 'Juan Dela Cruz', hasPaymentPassword: true },
});

export const OneAccount = meta.story();
export const Empty = meta.story({ parameters: { answers: { '/wps/member/security/bank-accounts': [] } } });
export const WithoutRealName = meta.story({
  args: { realName: null },
  parameters: { answers: { '/wps/member/security/bank-accounts': [] } },
});
export const Full = meta.story({
  parameters: {
    answers: {
      '/wps/member/security/bank-accounts': Array.from({ length: MAX_BANK_ACCOUNTS }, (_, index) =>
        bankAccount({ id: `ba${index}`, accountNumber: `******000${index}` }),
      ),
    },
  },
});
