import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyPermission } from '../../stories/story-fixtures';
import { withShell } from '../../stories/story-shell';
import { AuthButtons } from './auth-buttons';

const meta = {
  title: 'Web/Layout/Header/AuthButtons',
  component: AuthButtons,
} satisfies Meta<typeof AuthButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithRegister: Story = { decorators: [withShell()] };

export const LoginOnly: Story = {
  decorators: [
    withShell({ permission: storyPermission({ whitelabel: [{ modId: 'DIRECTREG3', enabled: 0 }] }) }),
  ],
};
