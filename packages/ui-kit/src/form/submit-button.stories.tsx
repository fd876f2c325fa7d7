import type { Meta, StoryObj } from '@storybook/react-vite';
import { SubmitButton } from './submit-button';

const meta = {
  title: 'Forms/SubmitButton',
  component: SubmitButton,
  args: { children: 'Log in', pending: false },
} satisfies Meta<typeof SubmitButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Pending: Story = { args: { pending: true } };
