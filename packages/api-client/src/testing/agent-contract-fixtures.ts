import type { AgentContract } from '../contract/agent-contract-types';

/**
 * An agent contract as the platform describes one: by default a real-time salary, active since
 * 2026-03-01, given by the demo's top agent to player01; a test overrides only what it is about
 * (its kind and terms, an offer waiting, whose it is).
 */
export function agentContractFixture(overrides: Partial<AgentContract> = {}): AgentContract {
  return {
    id: 'contractPublicIdxxxxxx',
    kind: 'REALTIME_SALARY',
    request: 'NEW',
    status: 'ACTIVE',
    terms: { kind: 'REALTIME_SALARY', profitRateBps: 50, lossRateBps: 120, minBet: 1_000 },
    topRateBps: 120,
    upline: { id: 'uplinePublicIdxxxxxxxx', account: 'topagent' },
    member: { id: 'memberPublicIdxxxxxxxx', account: 'player01' },
    offeredAt: '2026-03-01T02:00:00.000Z',
    decidedAt: '2026-03-01T03:00:00.000Z',
    endedAt: null,
    ...overrides,
  };
}
