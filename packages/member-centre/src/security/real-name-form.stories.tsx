import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { RealNameForm } from './real-name-form';

const meta = preview.meta({
  title: 'Member centre/My account/RealNameForm',
  component: RealNameForm,
  decorators: [withStoryProviders],
});

export const Default = meta.story();
