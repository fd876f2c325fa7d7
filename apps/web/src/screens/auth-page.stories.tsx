import type { Meta, StoryObj } from '@storybook/react-vite';
import { withShell } from '../stories/story-shell';
import { LoginPage, RegisterPage } from './auth-page';

const meta = {
  title: 'Web/Screens/AuthPage',
  component: LoginPage,
} satisfies Meta<typeof LoginPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Login: Story = { decorators: [withShell({ path: '/login' })] };

export const Register: Story = {
  render: () => <RegisterPage />,
  decorators: [withShell({ path: '/register' })],
};
