import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SocialCompleteDialog } from './social-complete-dialog';

const meta = preview.meta({
  title: 'Auth/SocialCompleteDialog',
  component: SocialCompleteDialog,
  args: {
    provider: 'demo',
    idToken: 'story-token',
    email: 'new.friend@marquee.test',
    onLoggedIn: () => undefined,
    onCancel: () => undefined,
  },
  decorators: [withStoryProviders],
});

export const NewIdentity = meta.story();
