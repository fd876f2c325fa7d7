import type { AgentContractsResponse, ContractKind } from '@marquee/api-client';
import type { TranslationKey } from '@marquee/i18n';
import { CONTRACT_KIND_KEYS } from '../shared/contract-kinds';

/**
 * The entries built so far, in the product's menu order: each has its own address. The contract
 * entries come last, each listed only while its feature is on for the agent (see `menuEntries`).
 */
const AGENT_CENTRE_ENTRIES = [
  'announcement',
  'agentTeamOverview',
  'registerCenter',
  'teamManagement',
  'teamBetting',
  'userProfitLoss',
  'myIncome',
  'transactionDetails',
  'dividendContract',
  'dailySalary',
  'hourlySalary',
  'realtimeSalary',
] as const;
export type AgentCentreEntry = (typeof AGENT_CENTRE_ENTRIES)[number];

/** The entry of each contract kind. */
export const CONTRACT_ENTRIES = {
  dividendContract: 'DIVIDEND',
  dailySalary: 'DAILY_SALARY',
  hourlySalary: 'HOURLY_SALARY',
  realtimeSalary: 'REALTIME_SALARY',
} as const satisfies Partial<Record<AgentCentreEntry, ContractKind>>;
type ContractEntry = keyof typeof CONTRACT_ENTRIES;

const TITLES: Record<Exclude<AgentCentreEntry, ContractEntry>, TranslationKey> = {
  announcement: 'ac_entry_announcement',
  agentTeamOverview: 'ac_entry_overview',
  registerCenter: 'ac_entry_register',
  teamManagement: 'ac_entry_team',
  teamBetting: 'ac_entry_bets',
  userProfitLoss: 'ac_entry_profit',
  myIncome: 'ac_entry_income',
  transactionDetails: 'ac_entry_transactions',
};

export const DEFAULT_ENTRY: AgentCentreEntry = 'agentTeamOverview';

export function isAgentCentreEntry(entry: string | undefined): entry is AgentCentreEntry {
  return entry !== undefined && (AGENT_CENTRE_ENTRIES as readonly string[]).includes(entry);
}

export function isContractEntry(entry: AgentCentreEntry): entry is ContractEntry {
  return Object.hasOwn(CONTRACT_ENTRIES, entry);
}

export function entryTitleKey(entry: AgentCentreEntry): TranslationKey {
  return isContractEntry(entry) ? CONTRACT_KIND_KEYS[CONTRACT_ENTRIES[entry]] : TITLES[entry];
}

/**
 * The menu's entries: a contract entry only while the agent holds a contract of its kind or an
 * offer of one waits for their answer (the feature is on for them).
 */
export function menuEntries(contracts: AgentContractsResponse | undefined): AgentCentreEntry[] {
  const on = new Set<ContractKind>([
    ...(contracts?.own ?? []).map((contract) => contract.kind),
    ...(contracts?.offers ?? []).map((offer) => offer.kind),
  ]);
  return AGENT_CENTRE_ENTRIES.filter((entry) => !isContractEntry(entry) || on.has(CONTRACT_ENTRIES[entry]));
}
