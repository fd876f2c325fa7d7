import type {
  AgentContract,
  AgentContractsResponse,
  AgentIncomeQuery,
  AgentIncomeResponse,
  AgentTransactionsQuery,
  AgentTransactionsResponse,
  ConsolidatedContracts,
  ContractDecisionRequest,
  ContractFinishRequest,
  ContractOfferRequest,
} from './agent-contract-types';
import { endpoint } from './endpoint';

/**
 * The agent centre's contracts and income, a table of their own beside the team's: only the lazily
 * loaded agent centre calls them. A caller who is not an agent gets 403 NOT_AN_AGENT; a member or
 * contract id outside the caller's own, 404 (NOT_IN_TEAM, CONTRACT_NOT_FOUND).
 */
export const agentContractApi = {
  /** the caller's own contracts, the offers waiting for them, and what they gave their downlines */
  list: endpoint<void, AgentContractsResponse>('GET', '/wps/agent/contracts', { token: true }),
  /** a new contract or a termination, to a direct downline agent */
  offer: endpoint<ContractOfferRequest, AgentContract>('POST', '/wps/agent/contracts/offer', { token: true }),
  /** accept or decline an offer made to the caller: exactly one answer counts */
  decide: endpoint<ContractDecisionRequest, AgentContract>('POST', '/wps/agent/contracts/decide', {
    token: true,
  }),
  /** the caller ends one of their own active contracts */
  finish: endpoint<ContractFinishRequest, AgentContract>('POST', '/wps/agent/contracts/finish', {
    token: true,
  }),
  /**
   * The consolidated contract info a member's page fetches when AGENTPOLICY3 is on (403 FEATURE_OFF
   * otherwise): what waits for their answer and their active contracts, for members and agents alike
   */
  consolidated: endpoint<void, ConsolidatedContracts>('GET', '/wps/member/info/funds/consolidated', {
    token: true,
  }),
  /** my income: dividends and salaries per period, pending or paid */
  income: endpoint<AgentIncomeQuery, AgentIncomeResponse>('GET', '/wps/agent/income', { token: true }),
  /** transaction details: the caller's own ledger entries of team transfers, dividends and salaries */
  transactions: endpoint<AgentTransactionsQuery, AgentTransactionsResponse>(
    'GET',
    '/wps/agent/transactions',
    {
      token: true,
    },
  ),
} as const;
