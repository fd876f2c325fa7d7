import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { FeedbackForm } from './feedback-form';

const meta = preview.meta({
  title: 'Support/FeedbackForm',
  component: FeedbackForm,
  decorators: [withStoryProviders],
  args: { minWords: 5, maxWords: 300 },
  parameters: { signedInAs: member },
});

export const Empty = meta.story();
