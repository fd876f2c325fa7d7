import type { Meta, StoryObj } from '@storybook/react-vite';
import { CodeField } from './code-field';

const meta = {
  title: 'Forms/CodeField',
  component: CodeField,
  args: { label: 'Verification code', sendLabel: 'Send code', onSend: () => undefined },
} satisfies Meta<typeof CodeField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Ready: Story = {};
export const Sending: Story = { args: { sending: true } };
export const CountingDown: Story = { args: { sendLabel: 'Resend in 42 s', sendDisabled: true } };
export const WithError: Story = { args: { error: 'Six digits' } };
