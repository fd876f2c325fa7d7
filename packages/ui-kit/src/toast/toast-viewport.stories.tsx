import type { Meta, StoryObj } from '@storybook/react-vite';
import { ToastViewport } from './toast-viewport';

const meta = {
  title: 'Feedback/ToastViewport',
  component: ToastViewport,
  args: {
    label: 'Notifications',
    dismissLabel: 'Dismiss',
    onDismiss: () => {},
    toasts: [
      { id: '1', tone: 'success', title: 'Deposit received', message: '¥500.00 added.', duration: null },
      { id: '2', tone: 'info', message: 'Lottery draw starts in 5 minutes.', duration: null },
      { id: '3', tone: 'error', title: 'Bet rejected', message: 'The market is closed.', duration: null },
    ],
  },
} satisfies Meta<typeof ToastViewport>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Stack: Story = {};
export const Empty: Story = { args: { toasts: [] } };
