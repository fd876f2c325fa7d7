import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { SocialCompleteDialog } from './social-complete-dialog';

const meta = {
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
} satisfies Meta<typeof SocialCompleteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const NewIdentity: Story = {};
