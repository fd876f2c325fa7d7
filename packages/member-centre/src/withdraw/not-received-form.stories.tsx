import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { withdrawal } from '../test/fixtures';
import { NotReceivedForm } from './not-received-form';

const meta = preview.meta({
  title: 'Member centre/NotReceivedForm',
  component: NotReceivedForm,
  decorators: [withStoryProviders],
  args: { order: withdrawal({ orderNo: 'W2', status: 'APPROVED' }), onDone: () => {} },
});

export const Empty = meta.story();
