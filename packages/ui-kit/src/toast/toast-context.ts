import { createContext } from 'react';
import type { ToastItem } from './toast-viewport';

export type ShowToastOptions = Omit<ToastItem, 'id'>;

export interface ToastApi {
  /** Shows a toast and returns its id. */
  show: (toast: ShowToastOptions) => string;
  dismiss: (id: string) => void;
}

export const ToastContext = createContext<ToastApi | null>(null);
