import { agentCentreApi, agentCentreKeys, type TeamOverviewQuery } from '@marquee/api-client';
import { usePagedQuery } from './paged-query';

/** The agent's own dividends, salaries and rebates credited over the overview's period. */
export function useOwnIncomeQuery(query: TeamOverviewQuery, enabled: boolean) {
  return usePagedQuery(agentCentreApi.ownIncome, agentCentreKeys.ownIncome(query), query, { enabled });
}
