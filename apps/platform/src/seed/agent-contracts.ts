import type { ContractTerms } from '@marquee/api-client/contract';
import { count, inArray } from 'drizzle-orm';
import type { Db } from '../db/open';
import { agentContracts, members } from '../db/schema';
import { checkTerms, topRateOf } from '../services/agents/contract-terms';
import { DAY } from '../services/clock';

/**
 * The demo agents' contracts (README "Agent centre"): `agent` holds one of each kind, set by the
 * operator; `subagent` holds one of each below it at lower rates, and an hourly salary offer waits
 * for its answer. They were accepted eight days before the seeding, so the running server's first
 * tick, which closes the last week's brand days, pays the demo agents a week of dividends and daily
 * salaries (the latter pending until a pay day) on their teams' seeded history. The agents of types
 * 41 and 42 hold the same: `agent41` the operator's terms, `agent42` the lower ones below it.
 */
export const AGENT_TERMS: readonly ContractTerms[] = [
  {
    kind: 'DIVIDEND',
    period: 'W',
    tiers: [
      { minAmount: 0, minActive: 1, rateBps: 2000 },
      { minAmount: 1_000_000, minActive: 2, rateBps: 3000 },
      { minAmount: 5_000_000, minActive: 3, rateBps: 4000 },
    ],
  },
  {
    kind: 'DAILY_SALARY',
    tiers: [
      { minAmount: 0, minActive: 1, rateBps: 50 },
      { minAmount: 5_000_000, minActive: 3, rateBps: 100 },
    ],
  },
  {
    kind: 'HOURLY_SALARY',
    tiers: [
      { minAmount: 0, minActive: 1, rateBps: 20 },
      { minAmount: 500_000, minActive: 2, rateBps: 40 },
    ],
  },
  { kind: 'REALTIME_SALARY', profitRateBps: 30, lossRateBps: 80, minBet: 100 },
];

const SUBAGENT_TERMS: readonly ContractTerms[] = [
  {
    kind: 'DIVIDEND',
    period: 'W',
    tiers: [
      { minAmount: 0, minActive: 1, rateBps: 1500 },
      { minAmount: 1_000_000, minActive: 2, rateBps: 2500 },
    ],
  },
  { kind: 'DAILY_SALARY', tiers: [{ minAmount: 0, minActive: 1, rateBps: 30 }] },
  { kind: 'HOURLY_SALARY', tiers: [{ minAmount: 0, minActive: 1, rateBps: 10 }] },
  { kind: 'REALTIME_SALARY', profitRateBps: 20, lossRateBps: 50, minBet: 100 },
];

const SUBAGENT_OFFER: ContractTerms = {
  kind: 'HOURLY_SALARY',
  tiers: [
    { minAmount: 0, minActive: 1, rateBps: 15 },
    { minAmount: 500_000, minActive: 2, rateBps: 20 },
  ],
};

/** How long before the seeding the demo contracts were accepted. */
const ACCEPTED_DAYS_AGO = 8;

const rowOf = (
  memberId: number,
  uplineId: number | null,
  terms: ContractTerms,
  status: string,
  at: Date,
) => ({
  memberId,
  uplineId,
  kind: terms.kind,
  request: 'NEW',
  status,
  terms,
  topRateBps: topRateOf(terms),
  offeredAt: at,
  decidedAt: status === 'ACTIVE' ? at : null,
});

/** Seeds the demo contracts into an empty contracts table when the demo agents exist; returns whether it did. */
export async function seedAgentContracts(db: Db, at: Date = new Date()): Promise<boolean> {
  const [existing] = await db.select({ value: count() }).from(agentContracts);
  if ((existing?.value ?? 0) > 0) return false;
  const agents = await db
    .select({ id: members.id, account: members.account })
    .from(members)
    .where(inArray(members.account, ['agent', 'subagent', 'agent41', 'agent42']));
  const idOf = (account: string) => agents.find((row) => row.account === account)?.id;
  const [agent, subagent, agent41, agent42] = ['agent', 'subagent', 'agent41', 'agent42'].map(idOf);
  if (agent === undefined || subagent === undefined || agent41 === undefined || agent42 === undefined) {
    return false;
  }
  for (const terms of [...AGENT_TERMS, ...SUBAGENT_TERMS, SUBAGENT_OFFER]) checkTerms(terms);
  const since = new Date(at.getTime() - ACCEPTED_DAYS_AGO * DAY);
  await db
    .insert(agentContracts)
    .values([
      ...AGENT_TERMS.map((terms) => rowOf(agent, null, terms, 'ACTIVE', since)),
      ...SUBAGENT_TERMS.map((terms) => rowOf(subagent, agent, terms, 'ACTIVE', since)),
      rowOf(subagent, agent, SUBAGENT_OFFER, 'OFFERED', at),
      ...AGENT_TERMS.map((terms) => rowOf(agent41, null, terms, 'ACTIVE', since)),
      ...SUBAGENT_TERMS.map((terms) => rowOf(agent42, agent41, terms, 'ACTIVE', since)),
    ]);
  return true;
}
