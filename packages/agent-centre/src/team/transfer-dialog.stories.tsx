import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { teamMember } from '../test/fixtures';
import { TransferDialog } from './transfer-dialog';

const meta = preview.meta({
  title: 'Agent centre/TransferDialog',
  component: TransferDialog,
  decorators: [withStoryProviders],
  args: { member: teamMember(), onClose: () => {} },
});

export const ToADirectDownline = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
