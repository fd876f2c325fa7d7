import type { Meta, StoryObj } from '@storybook/react-vite';
import { Field } from './field';

const meta = {
  title: 'Forms/Field',
  component: Field,
  args: {
    label: 'Screenshot',
    hint: 'PNG or JPEG, at most 2 MB',
    children: (control) => <input {...control} type="file" />,
  },
} satisfies Meta<typeof Field>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithHint: Story = {};
export const WithError: Story = { args: { error: 'Choose a PNG or JPEG picture' } };
