import {
  type CSSProperties,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { createPortal } from 'react-dom';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icons/close-icon';
import { cssSize } from '../utils/css-size';
import { cx } from '../utils/cx';
import { getFocusable } from './get-focusable';
import { useBodyScrollLock } from './use-body-scroll-lock';
import { useEscapeToClose } from './use-escape-to-close';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  /** Rendered as the dialog heading and used as its accessible name. */
  title: ReactNode;
  /** Accessible name of the × button; `null` renders no × button (the dialog brings its own actions). */
  closeLabel: string | null;
  children?: ReactNode;
  footer?: ReactNode;
  /** Number = px. Never wider than the viewport minus 32px. */
  width?: number | string;
  height?: number | string;
  minHeight?: number | string;
  closeOnEscape?: boolean;
  closeOnBackdrop?: boolean;
  /** Element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** Id of the element describing the dialog (aria-describedby). */
  describedBy?: string;
  className?: string;
}

export function Modal(props: ModalProps) {
  if (!props.open || typeof document === 'undefined') return null;
  return createPortal(<ModalDialog {...props} />, document.body);
}

function ModalDialog({
  onClose,
  title,
  closeLabel,
  children,
  footer,
  width = 600,
  height,
  minHeight = 300,
  closeOnEscape = true,
  closeOnBackdrop = true,
  initialFocusRef,
  describedBy,
  className,
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const pointerDownOnBackdrop = useRef(false);
  const initialFocus = useRef(initialFocusRef);

  useBodyScrollLock(true);
  useEscapeToClose(closeOnEscape ? onClose : null);

  // Read while the dialog first renders, before any effect runs: the effects of its content run
  // before its own, and content that focuses on opening (a detail view's heading) would otherwise
  // be taken for the opener, leaving focus on the document once the dialog is gone.
  const [opener] = useState(() =>
    document.activeElement instanceof HTMLElement ? document.activeElement : null,
  );

  useEffect(() => {
    const dialog = dialogRef.current;
    // content that already put focus somewhere inside keeps it there
    if (dialog && !dialog.contains(document.activeElement)) {
      const target = initialFocus.current?.current ?? getFocusable(dialog)[0] ?? dialog;
      target.focus();
    }
    return () => {
      if (opener?.isConnected) opener.focus();
    };
  }, [opener]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const dialog = dialogRef.current;
    if (!dialog || event.key !== 'Tab') return;
    event.stopPropagation();
    const focusable = getFocusable(dialog);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && (active === last || !dialog.contains(active))) {
      event.preventDefault();
      first.focus();
    }
  }

  // Closing needs both press and release on the backdrop, so a text selection dragged out of the
  // dialog does not dismiss it.
  function handleMouseDown(event: MouseEvent<HTMLDivElement>) {
    pointerDownOnBackdrop.current = event.target === event.currentTarget;
  }

  function handleClick(event: MouseEvent<HTMLDivElement>) {
    const onBackdrop = event.target === event.currentTarget && pointerDownOnBackdrop.current;
    pointerDownOnBackdrop.current = false;
    if (onBackdrop && closeOnBackdrop) onClose();
  }

  const style = {
    '--mq-modal-width': cssSize(width),
    '--mq-modal-min-height': cssSize(minHeight),
    ...(height === undefined ? {} : { '--mq-modal-height': cssSize(height) }),
  } as CSSProperties;

  return (
    // The backdrop is a mouse convenience; keyboard users close with Escape or the close button.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className="mq-modal-backdrop"
      onMouseDown={handleMouseDown}
      onClick={handleClick}
      onKeyDown={handleKeyDown}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={describedBy}
        tabIndex={-1}
        className={cx('mq-modal', className)}
        style={style}
      >
        <div className="mq-modal__header">
          <h2 id={titleId} className="mq-modal__title">
            {title}
          </h2>
          {closeLabel !== null && (
            <IconButton label={closeLabel} onClick={onClose} size="sm" className="mq-modal__close">
              <CloseIcon />
            </IconButton>
          )}
        </div>
        <div className="mq-modal__body">{children}</div>
        {footer !== undefined && <div className="mq-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
