import { renderWithSession, type SessionRenderOptions } from '@marquee/session/testing';
import type { ReactElement } from 'react';
import { AgentCentreConfigProvider } from '../config/agent-centre-config';
import { testConfig } from './fixtures';

/** The providers the shell gives the package, with the agent centre's addresses and brand. */
export function renderWithProviders(ui: ReactElement, options: Omit<SessionRenderOptions, 'wrapper'> = {}) {
  return renderWithSession(ui, {
    ...options,
    wrapper: (children) => <AgentCentreConfigProvider {...testConfig}>{children}</AgentCentreConfigProvider>,
  });
}
