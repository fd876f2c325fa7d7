import { useContext } from 'react';
import { type ToastApi, ToastContext } from './toast-context';

/** `const { show, dismiss } = useToasts()`; needs a ToastProvider above. */
export function useToasts(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToasts() must be used inside <ToastProvider>.');
  return api;
}
