import type { Meta, StoryObj } from '@storybook/react-vite';
import { AmountField } from './amount-field';

const meta = {
  title: 'Forms/AmountField',
  component: AmountField,
  args: { label: 'Amount', hint: '100.00 to 50,000.00' },
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { defaultValue: '12.345', error: 'At most two decimals' } };
