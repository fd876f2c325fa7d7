import preview from '../stories/preview';
import { withStoryProviders } from '../stories/story-support';
import { SocialSignIn } from './social-sign-in';

const meta = preview.meta({
  title: 'Auth/SocialSignIn',
  component: SocialSignIn,
  args: { onLoggedIn: () => undefined },
  decorators: [withStoryProviders],
  parameters: {
    answers: { '/wps/session/social/providers': [{ provider: 'DEMO', label: 'Demo ID', clientId: 'demo' }] },
  },
});

export const DemoProvider = meta.story({
  // The buttons appear once the brand's providers have loaded.
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /Demo ID/ });
  },
});
