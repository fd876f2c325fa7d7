import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { RegisterAccountPage } from './register-account-page';

const meta = preview.meta({
  title: 'Agent centre/RegisterAccountPage',
  component: RegisterAccountPage,
  decorators: [withStoryProviders],
});

export const Empty = meta.story();
export const Phone = meta.story({ globals: { viewport: { value: 'mobile1' } } });
