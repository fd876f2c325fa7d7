import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { bankAccount } from '../test/fixtures';
import { RemoveBankAccountDialog } from './remove-bank-account-dialog';

const meta = preview.meta({
  title: 'Member centre/My account/RemoveBankAccountDialog',
  component: RemoveBankAccountDialog,
  decorators: [withStoryProviders],
  args: { account: bankAccount(), onClose: () => {} },
});

export const Default = meta.story();
