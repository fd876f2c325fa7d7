import type { ReactNode } from 'react';
import { cx } from '../utils/cx';
import { Toast, type ToastTone } from './toast';

export interface ToastItem {
  id: string;
  tone?: ToastTone;
  title?: ReactNode;
  message: ReactNode;
  duration?: number | null;
}

export interface ToastViewportProps {
  toasts: readonly ToastItem[];
  onDismiss: (id: string) => void;
  dismissLabel: string;
  /** Accessible name of the notification region, e.g. "Notifications". */
  label: string;
  className?: string;
}

/** Stack of toasts pinned to a screen corner. */
export function ToastViewport({ toasts, onDismiss, dismissLabel, label, className }: ToastViewportProps) {
  return (
    <section aria-label={label} className={cx('mq-toast-viewport', className)}>
      <ol className="mq-stack-list">
        {toasts.map((toast) => (
          <li key={toast.id}>
            <Toast
              tone={toast.tone}
              title={toast.title}
              message={toast.message}
              duration={toast.duration}
              dismissLabel={dismissLabel}
              onDismiss={() => onDismiss(toast.id)}
            />
          </li>
        ))}
      </ol>
    </section>
  );
}
