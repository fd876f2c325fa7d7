import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextAreaField } from './text-area-field';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { label: 'Message', hint: '0 words (10 to 500)' },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { error: 'Write 10 to 500 words' } };
