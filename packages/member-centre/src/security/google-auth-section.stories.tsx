import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { GoogleAuthSection } from './google-auth-section';

const meta = preview.meta({
  title: 'Member centre/My account/GoogleAuthSection',
  component: GoogleAuthSection,
  decorators: [withStoryProviders],
  args: { bound: false },
});

export const NotBound = meta.story();
export const Bound = meta.story({ args: { bound: true } });
