import { type ReactNode, useId, useRef } from 'react';
import { Button } from '../button/button';
import { Modal } from '../modal/modal';

export interface ConfirmDialogProps {
  open: boolean;
  title: ReactNode;
  message: ReactNode;
  confirmLabel: string;
  /** Without it the dialog only offers the confirm action (an acknowledgement). */
  cancelLabel?: string;
  onConfirm: () => void;
  /** Also called on Escape and on a backdrop click. */
  onCancel: () => void;
  /** Use "danger" for destructive actions. */
  confirmVariant?: 'primary' | 'danger';
  /** Shows the confirm button as busy while the action runs. */
  confirming?: boolean;
  /** Defaults to the Modal size (600 x 300). */
  width?: number | string;
  minHeight?: number | string;
}

export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel,
  cancelLabel,
  onConfirm,
  onCancel,
  confirmVariant = 'primary',
  confirming = false,
  width,
  minHeight,
}: ConfirmDialogProps) {
  const messageId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);

  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={null}
      describedBy={messageId}
      // The least consequential choice gets focus so a stray Enter does not confirm.
      initialFocusRef={cancelLabel === undefined ? confirmRef : cancelRef}
      width={width}
      minHeight={minHeight}
      closeOnBackdrop={!confirming}
      closeOnEscape={!confirming}
      footer={
        <>
          {cancelLabel !== undefined && (
            <Button ref={cancelRef} variant="secondary" onClick={onCancel} disabled={confirming}>
              {cancelLabel}
            </Button>
          )}
          <Button ref={confirmRef} variant={confirmVariant} onClick={onConfirm} loading={confirming}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      <div id={messageId} className="mq-confirm-dialog__message">
        {message}
      </div>
    </Modal>
  );
}
