import type { ContractTerms } from './agent-contract-types';
import type { MemberType } from './member-types';
import type { Notice } from './notice-types';
import type { BetRecord, BetRecordQuery, BetRecordTotals, RecordPage, RecordRange } from './records-types';
import type { UplineTransferResponse } from './upline-transfer-types';

/**
 * The agent centre's team pages: an agent's team is every member registered under them, however
 * many levels down (a downline agent's own members too). Every figure is computed by the platform
 * from the team's bets, deposits and ledger. Money is integer minor units; days are YYYY-MM-DD in
 * the brand's time zone, both ends included, under the records' range rule.
 */

/** Team overview (agentTeamOverview) over a range. */
export type TeamOverviewQuery = RecordRange;

/** One brand day of the team's trend (a day without activity at zero). */
export interface TeamDay {
  day: string;
  deposits: number;
  withdrawals: number;
  validBet: number;
  /** the team's payout − stake: negative when the team lost */
  winLoss: number;
  /** members who placed a bet that day */
  activeMembers: number;
}

export interface TeamOverview {
  /** everyone below the agent now, at any level */
  teamSize: number;
  /** the agent's own downlines (level 1) now */
  directDownlines: number;
  /** team members registered in the range */
  newMembers: number;
  /** team members whose first deposit ever was credited in the range */
  firstDepositors: number;
  /** team members who placed a bet in the range */
  activeMembers: number;
  /** credited deposits */
  deposits: number;
  /** withdrawals asked for, less those rejected and returned */
  withdrawals: number;
  /** the betting record's totals over the team's bets */
  bets: BetRecordTotals;
  /** every day of the range up to the brand's today, oldest first */
  days: TeamDay[];
}

/** The longest search text (a part of a username). */
export const TEAM_SEARCH_MAX = 20;

/**
 * Team management: one level of the team, or a search below the agent. With `parent` (a team
 * member's id), that member's direct downlines; without, the agent's own. With `account`, members
 * at any level below the agent whose username contains it (case-insensitive), `parent` ignored.
 */
export interface TeamMembersQuery {
  parent?: string;
  account?: string;
  /** 1-based */
  page?: number;
}

/** How many days back a bet makes a team member ACTIVE. */
export const TEAM_ACTIVE_DAYS = 30;

/**
 * A team member's state: FIRST_SIGN_IN, still holding the temporary password they were registered
 * with; ACTIVE, a bet placed in the last TEAM_ACTIVE_DAYS days; INACTIVE, none.
 */
const TEAM_MEMBER_STATUSES = ['FIRST_SIGN_IN', 'ACTIVE', 'INACTIVE'] as const;
export type TeamMemberStatus = (typeof TEAM_MEMBER_STATUSES)[number];

export interface TeamMember {
  /** the member's public id: `parent` of the next level, `member` of team betting */
  id: string;
  account: string;
  nickname: string;
  type: MemberType;
  /** 1: the agent's direct downline, 2: theirs, … */
  level: number;
  /** ISO time */
  registeredAt: string;
  /** ISO time of the latest sign-in, null when never */
  lastSignInAt: string | null;
  /** main wallet balance */
  balance: number;
  directDownlines: number;
  status: TeamMemberStatus;
}

export interface TeamMembersResponse extends RecordPage {
  /**
   * From the agent's first level down to `parent`, for the breadcrumbs (empty at the agent's own
   * level and for a search)
   */
  path: Pick<TeamMember, 'id' | 'account'>[];
  rows: TeamMember[];
}

/** Team betting: the betting record's filters over the team, or over one team member. */
export interface TeamBetsQuery extends Omit<BetRecordQuery, 'status'> {
  /** a team member's public id; absent: the whole team */
  member?: string;
}

interface TeamBetRecord extends BetRecord {
  account: string;
  /** the member's public id: `member` of a query of their bets alone */
  memberId: string;
}

export interface TeamBetsResponse extends RecordPage {
  rows: TeamBetRecord[];
  /** over the whole filter, not only this page */
  totals: BetRecordTotals;
}

export const TEAM_PROFIT_SORTS = [
  'deposits',
  'withdrawals',
  'validBet',
  'winLoss',
  'bonuses',
  'net',
] as const;
export type TeamProfitSort = (typeof TEAM_PROFIT_SORTS)[number];

/** User P&L: each team member with activity in the range, by one figure. */
export interface TeamProfitQuery extends RecordRange {
  sort?: TeamProfitSort;
  direction?: 'asc' | 'desc';
  /** 1-based */
  page?: number;
}

export interface TeamProfitFigures {
  deposits: number;
  withdrawals: number;
  validBet: number;
  /** payout − stake of the settled bets */
  winLoss: number;
  /** rewards, rebates and bonuses credited, less bonuses forfeited */
  bonuses: number;
  /** what the member's play and bonuses came to: winLoss + bonuses */
  net: number;
}

interface TeamProfitRow extends TeamProfitFigures {
  id: string;
  account: string;
  level: number;
}

export interface TeamProfitResponse extends RecordPage {
  rows: TeamProfitRow[];
  /** over every member of the range, not only this page */
  totals: TeamProfitFigures;
}

/**
 * The agent's own income over a range, from their ledger: what was credited to them as dividends,
 * salaries (daily, hourly and real-time) and rebates in it.
 */
export interface AgentOwnIncome {
  dividends: number;
  salaries: number;
  rebates: number;
  total: number;
}

/** The smallest transfer to a downline (integer minor units): 1.00. */
export const DOWNLINE_TRANSFER_MIN = 100;

/** Money from the agent's main wallet to a direct downline's. */
export interface DownlineTransferRequest {
  /** the direct downline's public id */
  member: string;
  /** integer minor units */
  amount: number;
  paymentPassword: string;
  /** one per transfer attempt: a double click or a retried request moves the money once */
  idempotencyKey: string;
}

/** The transfer number both sides' ledger entries carry, and the agent's balance after it. */
export type DownlineTransferResponse = UplineTransferResponse;

/** What an agent may register below them: a member, or a downline agent (isAgent 2). */
export const DOWNLINE_TYPES = ['MEMBER', 'AGENT'] as const;
type DownlineType = (typeof DOWNLINE_TYPES)[number];

/** How many accounts one agent may register in an hour. */
export const DOWNLINE_REGISTRATIONS_PER_HOUR = 20;

/**
 * Register account (registerCenter): a new account directly below the agent, with the registration
 * rules' username and password; the password is a temporary one, changed at the first sign-in.
 */
export interface DownlineRegisterRequest {
  username: string;
  password: string;
  type: DownlineType;
  /**
   * A downline agent only: a contract offered to them with the account, as an upline's NEW offer
   * (never above the agent's own contract of that kind). Refused, no account is made.
   */
  contract?: ContractTerms;
}

export type DownlineRegisterResponse = Pick<TeamMember, 'id' | 'account' | 'type' | 'level'>;

/**
 * The agent's invitation code (`affiliateCode`): a registration that gives it, by hand or through
 * the registration link carrying it as `?affiliateCode=`, joins the agent's team.
 */
export interface TeamInvitation {
  code: string;
}

/**
 * The notices type of the agents' announcements: the operator's notices for agents only, never in
 * the players' announcements.
 */
export const AGENT_NOTICE_TYPE = 'AG';

/** Announcements a page: the announcement list's page size. */
export const AGENT_ANNOUNCEMENTS_PAGE_SIZE = 7;

export interface AgentAnnouncementsQuery {
  /** 1-based */
  page?: number;
  /** the language of the titles and contents (the brand's; any other reads English) */
  language?: string;
}

/** One announcement for agents: its HTML content is rendered only through the ui-kit sanitiser. */
type AgentAnnouncement = Omit<Notice, 'type'>;

export interface AgentAnnouncementsResponse extends RecordPage {
  /** newest first */
  rows: AgentAnnouncement[];
}
