import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { member } from '../test/fixtures';
import { ChangePasswordModal } from './change-password-modal';

const meta = {
  title: 'Auth/ChangePasswordModal',
  component: ChangePasswordModal,
  args: { open: true, onClose: () => undefined, onDone: () => undefined },
  decorators: [withStoryProviders],
  parameters: { signedInAs: member },
} satisfies Meta<typeof ChangePasswordModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Forced: Story = { args: { forced: true, knownOldPassword: 'secret123' } };
