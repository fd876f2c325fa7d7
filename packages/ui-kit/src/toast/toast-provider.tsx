import { type ReactNode, useCallback, useMemo, useRef, useState } from 'react';
import { type ShowToastOptions, type ToastApi, ToastContext } from './toast-context';
import { type ToastItem, ToastViewport } from './toast-viewport';

export interface ToastProviderProps {
  children?: ReactNode;
  dismissLabel: string;
  /** Accessible name of the notification region. */
  label: string;
  /** Oldest toasts are dropped beyond this many. */
  max?: number;
}

/** Holds the toast list and renders it; descendants push toasts with useToasts(). */
export function ToastProvider({ children, dismissLabel, label, max = 5 }: ToastProviderProps) {
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const nextId = useRef(0);

  const dismiss = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const show = useCallback(
    (toast: ShowToastOptions) => {
      nextId.current += 1;
      const id = `toast-${nextId.current}`;
      setToasts((current) => [...current, { ...toast, id }].slice(-max));
      return id;
    },
    [max],
  );

  const api = useMemo<ToastApi>(() => ({ show, dismiss }), [show, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <ToastViewport toasts={toasts} onDismiss={dismiss} dismissLabel={dismissLabel} label={label} />
    </ToastContext.Provider>
  );
}
