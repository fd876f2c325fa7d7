import { useState } from 'react';
import { Button } from '../button/button';
import preview from '../stories/preview';
import { Modal, type ModalProps } from './modal';

function ModalDemo(args: ModalProps) {
  const [open, setOpen] = useState(args.open);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Open modal</Button>
      <Modal
        {...args}
        open={open}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
      />
    </>
  );
}

const meta = preview.meta({
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    open: true,
    onClose: () => {},
    title: 'Terms and conditions',
    closeLabel: 'Close',
    width: 600,
    minHeight: 300,
    closeOnEscape: true,
    closeOnBackdrop: true,
    children: (
      <p>
        Players must be of legal gambling age in their jurisdiction. Bonus funds are subject to wagering
        requirements before withdrawal.
      </p>
    ),
  },
  argTypes: { children: { control: false }, footer: { control: false } },
  render: (args) => <ModalDemo {...args} />,
});

export const Default = meta.story();

export const WithFooter = meta.story({
  args: {
    footer: (
      <>
        <Button variant="secondary">Decline</Button>
        <Button>Accept</Button>
      </>
    ),
  },
});

export const Narrow = meta.story({ args: { width: 360, minHeight: 200, title: 'Session expired' } });

export const NotDismissable = meta.story({
  args: { closeOnEscape: false, closeOnBackdrop: false, title: 'Verification required' },
});
