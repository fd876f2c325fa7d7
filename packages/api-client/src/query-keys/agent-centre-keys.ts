import type {
  AgentAnnouncementsQuery,
  TeamBetsQuery,
  TeamMembersQuery,
  TeamOverviewQuery,
  TeamProfitQuery,
} from '../contract/agent-centre-types';
import type { AgentIncomeQuery, AgentTransactionsQuery } from '../contract/agent-contract-types';

const all = ['member', 'agent-centre'] as const;

/** TanStack Query keys of the agent centre, under the member's prefix so signing out drops them. */
export const agentCentreKeys = {
  all,
  overview: (query: TeamOverviewQuery) => [...all, 'overview', query] as const,
  ownIncome: (query: TeamOverviewQuery) => [...all, 'own-income', query] as const,
  members: (query: TeamMembersQuery) => [...all, 'members', query] as const,
  invitation: () => [...all, 'invitation'] as const,
  profit: (query: TeamProfitQuery) => [...all, 'profit', query] as const,
  bets: (query: TeamBetsQuery) => [...all, 'bets', query] as const,
  income: (query: AgentIncomeQuery) => [...all, 'income', query] as const,
  transactions: (query: AgentTransactionsQuery) => [...all, 'transactions', query] as const,
  contracts: () => [...all, 'contracts'] as const,
  /** the consolidated contract info (AGENTPOLICY3), which a member's pages read: every contract call drops it with the rest */
  consolidated: () => [...all, 'consolidated'] as const,
  announcements: (query: AgentAnnouncementsQuery) => [...all, 'announcements', query] as const,
} as const;
