import { createContext, type ReactNode, useContext } from 'react';
import type { AgentCentreEntry } from '../overlay/entries';

export interface AgentCentreConfig {
  /** the shell's address of each entry (apps/web owns every URL) */
  hrefOf: (entry: AgentCentreEntry) => string;
  /** the full registration address carrying the agent's invitation code, to hand out */
  invitationLinkOf: (code: string) => string;
  currencySymbol: string;
  /** the brand's merchant code, which the vendor list of team betting's filter is asked by */
  merchantCode: string;
  /** BCP-47 tag for money and dates */
  locale?: string;
}

const AgentCentreConfigContext = createContext<AgentCentreConfig | null>(null);

export function AgentCentreConfigProvider({
  children,
  ...config
}: AgentCentreConfig & { children?: ReactNode }) {
  return <AgentCentreConfigContext.Provider value={config}>{children}</AgentCentreConfigContext.Provider>;
}

export function useAgentCentreConfig(): AgentCentreConfig {
  const config = useContext(AgentCentreConfigContext);
  if (!config) throw new Error('useAgentCentreConfig must be used inside <AgentCentreConfigProvider>');
  return config;
}
