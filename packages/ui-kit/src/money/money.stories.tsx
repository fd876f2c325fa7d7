import type { Meta, StoryObj } from '@storybook/react-vite';
import { Money } from './money';

const meta = {
  title: 'Content/Money',
  component: Money,
  args: { amount: 1234.5, currencySymbol: '¥', locale: 'en-US', masked: false },
} satisfies Meta<typeof Money>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Large: Story = { args: { amount: 98765432.1 } };
export const Negative: Story = { args: { amount: -250 } };
export const Masked: Story = { args: { masked: true, maskedLabel: 'Balance hidden' } };
