import { type FocusEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { IconButton } from '../button/icon-button';
import { CloseIcon } from '../icons/close-icon';
import { cx } from '../utils/cx';

export type ToastTone = 'info' | 'success' | 'warning' | 'error';

export interface ToastProps {
  tone?: ToastTone;
  title?: ReactNode;
  message: ReactNode;
  /** Accessible name of the dismiss button, e.g. "Dismiss". */
  dismissLabel: string;
  onDismiss: () => void;
  /** Milliseconds before dismissing itself; `null` keeps it until dismissed. */
  duration?: number | null;
  className?: string;
}

export function Toast({
  tone = 'info',
  title,
  message,
  dismissLabel,
  onDismiss,
  duration = 4000,
  className,
}: ToastProps) {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;
  const onDismissRef = useRef(onDismiss);

  useEffect(() => {
    onDismissRef.current = onDismiss;
  }, [onDismiss]);

  // Paused while the user points at or focuses it, so it cannot vanish mid-read; the full duration
  // starts again afterwards.
  useEffect(() => {
    if (duration === null || paused) return;
    const id = window.setTimeout(() => onDismissRef.current(), duration);
    return () => window.clearTimeout(id);
  }, [duration, paused]);

  function handleBlur(event: FocusEvent<HTMLDivElement>) {
    if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
  }

  return (
    // Hover and focus only pause the auto-dismiss timer; they are not interactions with the toast.
    // biome-ignore lint/a11y/noStaticElementInteractions: see above
    <div
      className={cx('mq-toast', `mq-toast--${tone}`, className)}
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={handleBlur}
    >
      <div className="mq-toast__content">
        {title !== undefined && <p className="mq-toast__title">{title}</p>}
        <div className="mq-toast__message">{message}</div>
      </div>
      <IconButton label={dismissLabel} size="sm" className="mq-toast__dismiss" onClick={onDismiss}>
        <CloseIcon />
      </IconButton>
    </div>
  );
}
