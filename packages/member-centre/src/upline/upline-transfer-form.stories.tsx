import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { uplineTransferInfo } from '../test/fixtures';
import { UplineTransferForm } from './upline-transfer-form';

const meta = preview.meta({
  title: 'Member centre/UplineTransferForm',
  component: UplineTransferForm,
  decorators: [withStoryProviders],
  args: { info: uplineTransferInfo },
});

export const Default = meta.story();
export const LowBalance = meta.story({ args: { info: { ...uplineTransferInfo, balance: 5_000 } } });
