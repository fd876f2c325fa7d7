import type { Meta, StoryObj } from '@storybook/react-vite';
import { PaymentPasswordField } from './payment-password-field';

const meta = {
  title: 'Forms/PaymentPasswordField',
  component: PaymentPasswordField,
  args: { label: 'Payment password' },
} satisfies Meta<typeof PaymentPasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const WithError: Story = { args: { defaultValue: '12', error: 'Six digits' } };
