import { endpoint } from './endpoint';
import type { RankingQuery, RankingResponse } from './ranking-types';

/** The TOP-20 rankings: only their lazily loaded screens call this. */
export const rankingsApi = {
  /** visitors see the ranking; signed in, the member's own place is marked */
  top: endpoint<RankingQuery, RankingResponse>('GET', '/wps/rankings', { optionalToken: true }),
} as const;
