import type { TranslationKey } from '@marquee/i18n';

/**
 * The entries built so far, in the product's menu order: each has its own address. Entries whose
 * platform calls do not exist yet (announcement, my income, transaction details, contracts) are
 * not listed, so the menu never leads to an empty page.
 */
export const AGENT_CENTRE_ENTRIES = [
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'userProfitLoss',
] as const;
export type AgentCentreEntry = (typeof AGENT_CENTRE_ENTRIES)[number];

const TITLES: Record<AgentCentreEntry, TranslationKey> = {
  agentTeamOverview: 'ac_entry_overview',
  registerCenter: 'ac_entry_register',
  teamManagement: 'ac_entry_team',
  userProfitLoss: 'ac_entry_profit',
};

export const DEFAULT_ENTRY: AgentCentreEntry = 'agentTeamOverview';

export function isAgentCentreEntry(entry: string | undefined): entry is AgentCentreEntry {
  return entry !== undefined && Object.hasOwn(TITLES, entry);
}

export function entryTitleKey(entry: AgentCentreEntry): TranslationKey {
  return TITLES[entry];
}
