import { Button } from '../button/button';
import preview from '../stories/preview';
import { ToastProvider } from './toast-provider';
import { useToasts } from './use-toasts';

function Triggers() {
  const { show } = useToasts();
  return (
    <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
      <Button onClick={() => show({ tone: 'success', title: 'Deposit received', message: '¥500.00 added.' })}>
        Success
      </Button>
      <Button
        variant="secondary"
        onClick={() => show({ tone: 'info', message: 'Draw starts in 5 minutes.' })}
      >
        Info
      </Button>
      <Button
        variant="danger"
        onClick={() => show({ tone: 'error', message: 'Bet rejected.', duration: null })}
      >
        Sticky error
      </Button>
    </div>
  );
}

const meta = preview.meta({
  title: 'Feedback/ToastProvider',
  component: ToastProvider,
  args: { label: 'Notifications', dismissLabel: 'Dismiss', max: 5 },
  render: (args) => (
    <ToastProvider {...args}>
      <Triggers />
    </ToastProvider>
  ),
});

export const Playground = meta.story();
