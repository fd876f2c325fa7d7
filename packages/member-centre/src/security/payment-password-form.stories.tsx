import type { Meta, StoryObj } from '@storybook/react-vite';
import { withStoryProviders } from '../stories/story-support';
import { PaymentPasswordForm } from './payment-password-form';

const meta = {
  title: 'Member centre/My account/PaymentPasswordForm',
  component: PaymentPasswordForm,
  decorators: [withStoryProviders],
  args: { hasPaymentPassword: false },
} satisfies Meta<typeof PaymentPasswordForm>;
export default meta;

type Story = StoryObj<typeof meta>;

export const SetFirst: Story = {};
export const Change: Story = { args: { hasPaymentPassword: true } };
