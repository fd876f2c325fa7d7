import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { BirthdayForm } from './birthday-form';

const meta = preview.meta({
  title: 'Member centre/My account/BirthdayForm',
  component: BirthdayForm,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
