import type {
  AgentAnnouncementsQuery,
  AgentAnnouncementsResponse,
  AgentOwnIncome,
  DownlineRegisterRequest,
  DownlineRegisterResponse,
  DownlineTransferRequest,
  DownlineTransferResponse,
  TeamBetsQuery,
  TeamBetsResponse,
  TeamInvitation,
  TeamMembersQuery,
  TeamMembersResponse,
  TeamOverview,
  TeamOverviewQuery,
  TeamProfitQuery,
  TeamProfitResponse,
} from './agent-centre-types';
import { endpoint } from './endpoint';

/**
 * The agent centre's calls, a table of their own: only the lazily loaded agent centre calls them.
 * A caller who is not an agent gets 403 NOT_AN_AGENT; a member id outside the caller's team, 404
 * NOT_IN_TEAM.
 */
export const agentCentreApi = {
  overview: endpoint<TeamOverviewQuery, TeamOverview>('GET', '/wps/agent/team/overview', { token: true }),
  /** the agent's own dividends, salaries and rebates credited in the range (team overview) */
  ownIncome: endpoint<TeamOverviewQuery, AgentOwnIncome>('GET', '/wps/agent/team/own-income', {
    token: true,
  }),
  members: endpoint<TeamMembersQuery, TeamMembersResponse>('GET', '/wps/agent/team/members', { token: true }),
  bets: endpoint<TeamBetsQuery, TeamBetsResponse>('GET', '/wps/agent/team/bets', { token: true }),
  profit: endpoint<TeamProfitQuery, TeamProfitResponse>('GET', '/wps/agent/team/profit', { token: true }),
  /** a new account directly below the agent, at most DOWNLINE_REGISTRATIONS_PER_HOUR an hour */
  register: endpoint<DownlineRegisterRequest, DownlineRegisterResponse>('POST', '/wps/agent/team/register', {
    token: true,
    encrypted: true,
  }),
  /** the agent's invitation code, made the first time an agent without one asks */
  invitation: endpoint<void, TeamInvitation>('GET', '/wps/agent/team/invitation', { token: true }),
  /** the operator's announcements for agents, newest first, AGENT_ANNOUNCEMENTS_PAGE_SIZE a page */
  announcements: endpoint<AgentAnnouncementsQuery, AgentAnnouncementsResponse>(
    'GET',
    '/wps/agent/announcements',
    {
      token: true,
    },
  ),
  /** to a direct downline; idempotent per key */
  transfer: endpoint<DownlineTransferRequest, DownlineTransferResponse>('POST', '/wps/agent/team/transfer', {
    token: true,
    encrypted: true,
  }),
} as const;
