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

/**
 * Stack of toasts pinned to a screen corner. Both live regions are in the page before any toast:
 * a screen reader announces what is added to a region it already knows, not a region that appears
 * with its text. An error interrupts (it answers what the player just did and needs acting on);
 * every other toast waits for the reader to finish. They are live regions by `aria-live` alone, not
 * the roles status and alert, which the page's own messages keep.
 */
export function ToastViewport({ toasts, onDismiss, dismissLabel, label, className }: ToastViewportProps) {
  const list = (urgent: boolean) => (
    <ol className="mq-stack-list mq-toast-viewport__list">
      {toasts
        .filter((toast) => (toast.tone === 'error') === urgent)
        .map((toast) => (
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
  );
  return (
    <section aria-label={label} className={cx('mq-toast-viewport', className)}>
      <div aria-live="polite">{list(false)}</div>
      <div aria-live="assertive">{list(true)}</div>
    </section>
  );
}
