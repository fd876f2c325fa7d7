import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { merchantWallet } from '../test/fixtures';
import { TransferForm } from './transfer-form';

const meta = preview.meta({
  title: 'Member centre/TransferForm',
  component: TransferForm,
  decorators: [withStoryProviders],
  args: { vendors: merchantWallet.vendors },
});

export const Default = meta.story();
