import { ToastProvider } from '@marquee/ui-kit';
import type { ReactElement } from 'react';
import { renderWithSession, type SessionRenderOptions } from '../testing/render-with-session';

export { testApiClient as testClient } from '../testing/test-client';

/** The providers the shell gives the session layer, with its toasts. */
export function renderWithProviders(ui: ReactElement, options: Omit<SessionRenderOptions, 'wrapper'> = {}) {
  return renderWithSession(ui, {
    ...options,
    wrapper: (children) => (
      <ToastProvider label="Notifications" dismissLabel="Close">
        {children}
      </ToastProvider>
    ),
  });
}
