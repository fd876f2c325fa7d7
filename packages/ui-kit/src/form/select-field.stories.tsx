import type { Meta, StoryObj } from '@storybook/react-vite';
import { SelectField } from './select-field';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Bank account',
    options: [
      { value: 'a1', label: 'BDO 1234' },
      { value: 'a2', label: 'BPI 5678' },
    ],
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Options: Story = {};
export const WithPlaceholder: Story = { args: { placeholder: 'Choose an account', defaultValue: '' } };
export const WithError: Story = { args: { placeholder: 'Choose an account', error: 'Choose an account' } };
