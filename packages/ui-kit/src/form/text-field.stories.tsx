import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: { label: 'Username', placeholder: '4 to 16 letters or digits', disabled: false },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithHint: Story = { args: { hint: 'Letters and digits only' } };
export const WithError: Story = { args: { defaultValue: 'ab', error: 'At least 4 characters' } };
export const Disabled: Story = { args: { defaultValue: 'player01', disabled: true } };
