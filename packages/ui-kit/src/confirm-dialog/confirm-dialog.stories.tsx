import { useState } from 'react';
import { Button } from '../button/button';
import preview from '../stories/preview';
import { ConfirmDialog, type ConfirmDialogProps } from './confirm-dialog';

function ConfirmDemo(args: ConfirmDialogProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open dialog</Button>
      <ConfirmDialog
        {...args}
        open={open}
        onConfirm={() => {
          args.onConfirm();
          setOpen(false);
        }}
        onCancel={() => {
          args.onCancel();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = preview.meta({
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Log out?',
    message: 'You will need to sign in again to keep playing.',
    confirmLabel: 'Log out',
    cancelLabel: 'Stay',
    confirmVariant: 'primary' as const,
    confirming: false,
    onConfirm: () => {},
    onCancel: () => {},
  },
  argTypes: { confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] } },
  render: (args) => <ConfirmDemo {...args} />,
});

export const Default = meta.story();
export const Destructive = meta.story({
  args: {
    title: 'Cancel withdrawal?',
    message: 'The amount returns to your balance.',
    confirmLabel: 'Cancel withdrawal',
    cancelLabel: 'Keep it',
    confirmVariant: 'danger',
  },
});
export const AcknowledgeOnly = meta.story({
  args: {
    title: 'Deposit received',
    message: 'Your balance has been updated.',
    confirmLabel: 'OK',
    cancelLabel: undefined,
  },
});
export const Confirming = meta.story({ args: { confirming: true } });
