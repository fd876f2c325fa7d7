import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { Button } from '../button/button';
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

const meta = {
  title: 'Overlays/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    title: 'Log out?',
    message: 'You will need to sign in again to keep playing.',
    confirmLabel: 'Log out',
    cancelLabel: 'Stay',
    confirmVariant: 'primary',
    confirming: false,
    onConfirm: () => {},
    onCancel: () => {},
  },
  argTypes: { confirmVariant: { control: 'inline-radio', options: ['primary', 'danger'] } },
  render: (args) => <ConfirmDemo {...args} />,
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Destructive: Story = {
  args: {
    title: 'Cancel withdrawal?',
    message: 'The amount returns to your balance.',
    confirmLabel: 'Cancel withdrawal',
    cancelLabel: 'Keep it',
    confirmVariant: 'danger',
  },
};
export const AcknowledgeOnly: Story = {
  args: {
    title: 'Deposit received',
    message: 'Your balance has been updated.',
    confirmLabel: 'OK',
    cancelLabel: undefined,
  },
};
export const Confirming: Story = { args: { confirming: true } };
