import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SocialSignIn } from './social-sign-in';

const meta = {
  title: 'Auth/SocialSignIn',
  component: SocialSignIn,
  args: { onLoggedIn: () => undefined },
  decorators: [withStoryProviders],
  parameters: {
    answers: { '/wps/session/social/providers': [{ provider: 'DEMO', label: 'Demo ID', clientId: 'demo' }] },
  },
} satisfies Meta<typeof SocialSignIn>;

export default meta;
type Story = StoryObj<typeof meta>;

export const DemoProvider: Story = {
  // The buttons appear once the brand's providers have loaded.
  play: async ({ canvas }) => {
    await canvas.findByRole('button', { name: /Demo ID/ });
  },
};
