import { securityApi } from '@marquee/api-client';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { GoogleAuthCodeForm } from './google-auth-code-form';

const meta = {
  title: 'Member centre/My account/GoogleAuthCodeForm',
  component: GoogleAuthCodeForm,
  decorators: [withStoryProviders],
  args: { endpoint: securityApi.googleAuthBind, submitLabel: 'Bind authenticator' },
} satisfies Meta<typeof GoogleAuthCodeForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {};
