import preview from '../stories/preview';
import { Toast } from './toast';

const meta = preview.meta({
  title: 'Feedback/Toast',
  component: Toast,
  args: {
    tone: 'success' as const,
    title: 'Deposit received',
    message: 'Your balance has been updated.',
    dismissLabel: 'Dismiss',
    duration: null,
    onDismiss: () => {},
  },
  argTypes: { tone: { control: 'inline-radio', options: ['info', 'success', 'warning', 'error'] } },
});

export const Success = meta.story();
export const Info = meta.story({
  args: { tone: 'info', title: 'New games', message: 'Five new slots are live.' },
});
export const Warning = meta.story({
  args: { tone: 'warning', title: 'Session ending', message: 'You will be logged out in 2 minutes.' },
});
export const ErrorTone = meta.story({
  name: 'Error',
  args: { tone: 'error', title: 'Withdrawal failed', message: 'Please try again later.' },
});
export const WithoutTitle = meta.story({
  args: { title: undefined, tone: 'info', message: 'Copied to clipboard.' },
});
