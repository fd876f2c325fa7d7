import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { AffiliateForm } from './affiliate-form';

const meta = preview.meta({
  title: 'Support/AffiliateForm',
  component: AffiliateForm,
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
});

export const Empty = meta.story();
