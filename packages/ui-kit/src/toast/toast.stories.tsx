import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toast } from './toast';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: {
    tone: 'success',
    title: 'Deposit received',
    message: 'Your balance has been updated.',
    dismissLabel: 'Dismiss',
    duration: null,
    onDismiss: () => {},
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Info: Story = {
  args: { tone: 'info', title: 'New games', message: 'Five new slots are live.' },
};
export const Warning: Story = {
  args: { tone: 'warning', title: 'Session ending', message: 'You will be logged out in 2 minutes.' },
};
export const ErrorTone: Story = {
  name: 'Error',
  args: { tone: 'error', title: 'Withdrawal failed', message: 'Please try again later.' },
};
export const WithoutTitle: Story = {
  args: { title: undefined, tone: 'info', message: 'Copied to clipboard.' },
};
