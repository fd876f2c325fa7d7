import preview from '../stories/preview';
import { ToastViewport } from './toast-viewport';

const meta = preview.meta({
  title: 'Feedback/ToastViewport',
  component: ToastViewport,
  args: {
    label: 'Notifications',
    dismissLabel: 'Dismiss',
    onDismiss: () => {},
    toasts: [
      {
        id: '1',
        tone: 'success' as const,
        title: 'Deposit received',
        message: '¥500.00 added.',
        duration: null,
      },
      { id: '2', tone: 'info' as const, message: 'Lottery draw starts in 5 minutes.', duration: null },
      {
        id: '3',
        tone: 'error' as const,
        title: 'Bet rejected',
        message: 'The market is closed.',
        duration: null,
      },
    ],
  },
});

export const Stack = meta.story();
export const Empty = meta.story({ args: { toasts: [] } });
