import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { ApplyForm } from './apply-form';

const meta = preview.meta({
  title: 'Promotions/ApplyForm',
  component: ApplyForm,
  decorators: [withStoryProviders],
  args: { promotionId: 2 },
  parameters: { signedInAs: member },
});

export const Empty = meta.story();
