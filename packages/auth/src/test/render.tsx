import { renderWithSession, type SessionRenderOptions } from '@marquee/session/testing';
import type { ReactElement } from 'react';

export { testQueryClient } from '@marquee/session/testing';

/** The providers the shell gives the package, at the login page unless a test says otherwise. */
export function renderWithProviders(ui: ReactElement, options: SessionRenderOptions = {}) {
  return renderWithSession(ui, { route: '/login', ...options });
}
