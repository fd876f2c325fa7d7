import type { RecordPage, RecordRange } from './records-types';

/**
 * Agent contracts: what an upline pays a downline agent for the downline's team, offered by the
 * upline and accepted or declined by the downline, and the settlements the platform pays on them.
 * Rates are basis points (1 % = 100); money is integer minor units; every team figure is computed by
 * the platform from the team's settled bets.
 */

export const CONTRACT_KINDS = ['DIVIDEND', 'DAILY_SALARY', 'HOURLY_SALARY', 'REALTIME_SALARY'] as const;
export type ContractKind = (typeof CONTRACT_KINDS)[number];

/** Dividend periods: daily, weekly (Monday to Sunday), semi-monthly (1–15, 16–end), monthly. */
export const DIVIDEND_PERIODS = ['D', 'W', 'H', 'M'] as const;
export type DividendPeriod = (typeof DIVIDEND_PERIODS)[number];

/** The highest rate: 100 %. */
export const CONTRACT_RATE_MAX_BPS = 10_000;
/** The most tiers a contract holds. */
export const CONTRACT_TIERS_MAX = 10;

/**
 * One step of a tiered contract: its rate applies once the team's figure of the period (the team's
 * loss for a dividend, its valid bet for a salary) reaches `minAmount` and at least `minActive` team
 * members bet in it. Tiers go up in both thresholds and never down in rate; the highest tier both
 * thresholds reach applies.
 */
export interface ContractTier {
  minAmount: number;
  minActive: number;
  rateBps: number;
}

interface DividendTerms {
  kind: 'DIVIDEND';
  period: DividendPeriod;
  tiers: ContractTier[];
}

/** A daily or an hourly salary: a share of the team's valid bet of each day or hour. */
interface SalaryTerms {
  kind: 'DAILY_SALARY' | 'HOURLY_SALARY';
  tiers: ContractTier[];
}

/**
 * A real-time salary, settled every five minutes: of each team bet of at least `minBet`, the
 * `lossRateBps` share of its stake when the player lost it, the `profitRateBps` share when not.
 */
interface RealtimeSalaryTerms {
  kind: 'REALTIME_SALARY';
  profitRateBps: number;
  lossRateBps: number;
  minBet: number;
}

export type ContractTerms = DividendTerms | SalaryTerms | RealtimeSalaryTerms;

/** A new contract, or the end of the current one of that kind. */
export const CONTRACT_REQUESTS = ['NEW', 'TERMINATE'] as const;
type ContractRequest = (typeof CONTRACT_REQUESTS)[number];

/**
 * OFFERED: waiting for the downline; ACTIVE: a NEW offer accepted, paid on; ENDED: an active
 * contract ended (terminated, finished or replaced); ACCEPTED: a TERMINATE offer accepted;
 * DECLINED: an offer turned down.
 */
type ContractStatus = 'OFFERED' | 'ACTIVE' | 'ENDED' | 'ACCEPTED' | 'DECLINED';

export interface AgentContract {
  id: string;
  kind: ContractKind;
  request: ContractRequest;
  status: ContractStatus;
  /** the NEW offer's terms; a TERMINATE offer names the contract it ends by kind only */
  terms: ContractTerms | null;
  /** the highest rate the terms pay (the ratio an upline's and a downline's are compared by) */
  topRateBps: number;
  /** who offered it; null for a contract the operator set */
  upline: { id: string; account: string } | null;
  /** who it is for */
  member: { id: string; account: string };
  /** ISO times */
  offeredAt: string;
  decidedAt: string | null;
  endedAt: string | null;
}

/** An offer waiting for the caller, with what accepting it would end. */
export interface ContractOffer extends AgentContract {
  /**
   * The caller's team members whose contract of this kind accepting this offer ends (the dialog
   * warns first), nearest first: those paid more than the offer at any of their tier thresholds (or
   * on another dividend period), and the contracts below them; empty when none.
   */
  endsSubordinates: { id: string; account: string }[];
}

export interface AgentContractsResponse {
  /** the caller's own active contracts */
  own: AgentContract[];
  /** offers waiting for the caller's answer */
  offers: ContractOffer[];
  /** what the caller gave their direct downlines: active contracts and offers waiting */
  given: AgentContract[];
}

/** What waits for the member's answer of a kind: 0 nothing, 1 a new contract, 2 a termination. */
type ContractRequestType = 0 | 1 | 2;

/**
 * The consolidated contract info (AGENTPOLICY3): the flags of what waits for the member's answer,
 * and per kind the offer waiting and the active contract. A plain member has neither.
 */
export interface ConsolidatedContracts {
  dailysalreqtype: ContractRequestType;
  divtypereq: ContractRequestType;
  contracthoursalreq: ContractRequestType;
  realtimesalreqtype: ContractRequestType;
  contracts: Record<ContractKind, { offer: ContractOffer | null; active: AgentContract | null }>;
}

/** An upline's offer to a direct downline agent: a new contract (with terms) or a termination. */
export interface ContractOfferRequest {
  /** the downline's public id */
  member: string;
  request: ContractRequest;
  kind: ContractKind;
  /** required for NEW, absent for TERMINATE */
  terms?: ContractTerms;
}

export const CONTRACT_DECISIONS = ['ACCEPT', 'DECLINE'] as const;
type ContractDecision = (typeof CONTRACT_DECISIONS)[number];

export interface ContractDecisionRequest {
  /** the offer's id */
  id: string;
  decision: ContractDecision;
}

/** The downline ends one of their own active contracts. */
export interface ContractFinishRequest {
  /** the contract's id */
  id: string;
}

type SettlementStatus = 'PENDING' | 'PAID';

/** One dividend or salary of one period. */
interface AgentIncome {
  id: string;
  kind: ContractKind;
  /** ISO times: the period, start included, end excluded */
  periodStart: string;
  periodEnd: string;
  /** the team's figure the rate applied to: its loss for a dividend, its valid bet for a salary */
  base: number;
  activeMembers: number;
  /** the tier's rate (a real-time salary: its loss rate) */
  rateBps: number;
  /** what the rate came to on the team */
  gross: number;
  /** of that, what the caller's downline agents earn on their own teams */
  downlineShare: number;
  /** gross − downlineShare, never below zero */
  amount: number;
  status: SettlementStatus;
  paidAt: string | null;
}

export interface AgentIncomeQuery extends RecordRange {
  kind?: ContractKind;
  page?: number;
}

export interface AgentIncomeResponse extends RecordPage {
  rows: AgentIncome[];
  /** over the whole filter */
  totals: { pending: number; paid: number };
}

/** The agent's ledger entries the transaction details list, by group. */
export const AGENT_TRANSACTION_TYPES = ['TEAM_TRANSFER', 'DIVIDEND', 'SALARY'] as const;
export type AgentTransactionType = (typeof AGENT_TRANSACTION_TYPES)[number];

export interface AgentTransactionsQuery extends RecordRange {
  type?: AgentTransactionType;
  page?: number;
}

interface AgentTransaction {
  id: string;
  type: AgentTransactionType;
  /** the ledger's kind: DOWNLINE_TRANSFER_OUT, UPLINE_TRANSFER_IN, AGENT_DIVIDEND, AGENT_SALARY_… */
  kind: string;
  /** signed: credits positive */
  amount: number;
  balanceAfter: number;
  /** ISO time */
  createdAt: string;
  /** the transfer number, or the settled period's start */
  reference: string | null;
}

export interface AgentTransactionsResponse extends RecordPage {
  rows: AgentTransaction[];
}
