import {
  type AgentAnnouncementsResponse,
  type AgentContract,
  type AgentContractsResponse,
  type AgentIncomeResponse,
  type AgentTransactionsResponse,
  type ContractOffer,
  shiftDay,
  type TeamBetsResponse,
  type TeamDay,
  type TeamMember,
  type TeamMembersResponse,
  type TeamOverview,
  type TeamProfitFigures,
  type TeamProfitResponse,
} from '@marquee/api-client';
import { agentContractFixture, memberFixture } from '@marquee/api-client/testing';
import type { AgentCentreConfig } from '../config/agent-centre-config';

/** The signed-in agent (isAgent 1). */
export const agent = memberFixture({ id: 'agentPublicIdxxxxxxxxx', account: 'agent', type: 1, isAgent: 1 });

function teamDay(day: string, index: number): TeamDay {
  return {
    day,
    deposits: index % 3 === 0 ? 50_000 : 0,
    withdrawals: index % 4 === 0 ? 20_000 : 0,
    validBet: 10_000 * ((index % 5) + 1),
    winLoss: index % 2 === 0 ? -4_000 : 2_500,
    activeMembers: (index % 3) + 1,
  };
}

/** The team's overview over `from`..`to`, a week by default, each day with some play. */
export function overviewFixture(from = '2026-03-01', to = '2026-03-07'): TeamOverview {
  const days: TeamDay[] = [];
  for (let day = from, index = 0; day <= to; day = shiftDay(day, 1), index += 1)
    days.push(teamDay(day, index));
  const sum = (figure: 'deposits' | 'withdrawals' | 'validBet' | 'winLoss') =>
    days.reduce((total, day) => total + day[figure], 0);
  return {
    teamSize: 4,
    directDownlines: 3,
    newMembers: 1,
    firstDepositors: 1,
    activeMembers: 3,
    deposits: sum('deposits'),
    withdrawals: sum('withdrawals'),
    bets: {
      count: days.length * 4,
      stake: sum('validBet'),
      validBet: sum('validBet'),
      payout: sum('validBet') + sum('winLoss'),
      winLoss: sum('winLoss'),
    },
    days,
  };
}

export function teamMember(overrides: Partial<TeamMember> = {}): TeamMember {
  return {
    id: 'downline1Publicxxxxxxx',
    account: 'downline1',
    nickname: 'downline1',
    type: 0,
    level: 1,
    registeredAt: '2026-02-01T03:00:00.000Z',
    lastSignInAt: '2026-03-06T12:30:00.000Z',
    balance: 125_000,
    directDownlines: 0,
    status: 'ACTIVE',
    ...overrides,
  };
}

const subagent = teamMember({
  id: 'subagentPublicxxxxxxxx',
  account: 'subagent',
  type: 2,
  directDownlines: 1,
});
const teamplayer = teamMember({
  id: 'teamplayerPublicxxxxxx',
  account: 'teamplayer',
  level: 2,
  lastSignInAt: null,
});

function page(rows: TeamMember[], path: TeamMembersResponse['path'] = []): TeamMembersResponse {
  return { page: 1, pageSize: 20, totalRows: rows.length, totalPages: 1, path, rows };
}

/** The demo team as the members call answers it: the agent's level, subagent's, or a search. */
export function membersAnswer(query: { parent?: string; account?: string }): TeamMembersResponse {
  if (query.account) {
    const needle = query.account.toLowerCase();
    return page([teamMember(), subagent, teamplayer].filter((row) => row.account.includes(needle)));
  }
  if (query.parent === subagent.id)
    return page([teamplayer], [{ id: subagent.id, account: subagent.account }]);
  return page([teamMember(), teamMember({ id: 'downline2Publicxxxxxxx', account: 'downline2' }), subagent]);
}

/** The shell's settings for the package in tests and stories: its addresses and the brand's currency. */
export const testConfig: AgentCentreConfig = {
  hrefOf: (entry) => `/agent/${entry}`,
  invitationLinkOf: (code) => `https://marquee.example/register?affiliateCode=${code}`,
  currencySymbol: '₱',
  merchantCode: 'marquee',
  locale: 'en-US',
};

const profitRows = [
  {
    id: 'downline2Publicxxxxxxx',
    account: 'downline2',
    level: 1,
    deposits: 50_000,
    withdrawals: 0,
    validBet: 80_000,
    winLoss: -12_000,
    bonuses: 1_000,
    net: -11_000,
  },
  {
    id: 'teamplayerPublicxxxxxx',
    account: 'teamplayer',
    level: 2,
    deposits: 20_000,
    withdrawals: 5_000,
    validBet: 30_000,
    winLoss: 4_000,
    bonuses: 0,
    net: 4_000,
  },
];

/** The user P&L as the platform answers it: sorted by `sort` in `direction` (net, descending at first). */
export function profitAnswer(query: { sort?: string; direction?: string }): TeamProfitResponse {
  const key = (query.sort ?? 'net') as keyof TeamProfitFigures;
  const rows = [...profitRows].sort((a, b) =>
    query.direction === 'asc' ? a[key] - b[key] : b[key] - a[key],
  );
  const totals = Object.fromEntries(
    (['deposits', 'withdrawals', 'validBet', 'winLoss', 'bonuses', 'net'] as const).map((figure) => [
      figure,
      profitRows.reduce((sum, row) => sum + row[figure], 0),
    ]),
  ) as unknown as TeamProfitFigures;
  return { page: 1, pageSize: 20, totalRows: rows.length, totalPages: 1, rows, totals };
}

/** An agent contract of `kind`, active and from the demo's top agent unless told otherwise. */
export function contractFixture(overrides: Partial<AgentContract> = {}): AgentContract {
  return agentContractFixture({ member: { id: agent.id, account: agent.account }, ...overrides });
}

/** A daily salary offer waiting for the agent, which would end `ends`' contracts. */
export function offerFixture(ends: ContractOffer['endsSubordinates'] = []): ContractOffer {
  return {
    ...contractFixture({
      id: 'offerPublicIdxxxxxxxxx',
      kind: 'DAILY_SALARY',
      status: 'OFFERED',
      decidedAt: null,
      terms: {
        kind: 'DAILY_SALARY',
        tiers: [
          { minAmount: 0, minActive: 1, rateBps: 50 },
          { minAmount: 1_000_000, minActive: 5, rateBps: 80 },
        ],
      },
      topRateBps: 80,
    }),
    endsSubordinates: ends,
  };
}

/** The agent's contracts: a real-time salary held, a daily salary offered, one given to subagent. */
export function contractsAnswer(ends: ContractOffer['endsSubordinates'] = []): AgentContractsResponse {
  return {
    own: [contractFixture()],
    offers: [offerFixture(ends)],
    given: [
      contractFixture({
        id: 'givenPublicIdxxxxxxxxx',
        upline: { id: agent.id, account: agent.account },
        member: { id: 'subagentPublicxxxxxxxx', account: 'subagent' },
        topRateBps: 100,
      }),
    ],
  };
}

/** My income: a paid real-time salary and a pending daily salary. */
export function incomeAnswer(): AgentIncomeResponse {
  return {
    page: 1,
    pageSize: 20,
    totalRows: 2,
    totalPages: 1,
    totals: { pending: 2_400, paid: 700 },
    rows: [
      {
        id: 'income2',
        kind: 'DAILY_SALARY',
        periodStart: '2026-03-05T16:00:00.000Z',
        periodEnd: '2026-03-06T16:00:00.000Z',
        base: 300_000,
        activeMembers: 3,
        rateBps: 80,
        gross: 2_400,
        downlineShare: 0,
        amount: 2_400,
        status: 'PENDING',
        paidAt: null,
      },
      {
        id: 'income1',
        kind: 'REALTIME_SALARY',
        periodStart: '2026-03-06T04:00:00.000Z',
        periodEnd: '2026-03-06T04:05:00.000Z',
        base: 58_333,
        activeMembers: 1,
        rateBps: 120,
        gross: 700,
        downlineShare: 0,
        amount: 700,
        status: 'PAID',
        paidAt: '2026-03-06T04:05:00.000Z',
      },
    ],
  };
}

/** Transaction details: a salary and a transfer to a downline. */
export function transactionsAnswer(): AgentTransactionsResponse {
  return {
    page: 1,
    pageSize: 20,
    totalRows: 2,
    totalPages: 1,
    rows: [
      {
        id: 'tx2',
        type: 'SALARY',
        kind: 'AGENT_SALARY_REALTIME',
        amount: 700,
        balanceAfter: 500_700,
        createdAt: '2026-03-06T04:05:00.000Z',
        reference: '2026-03-06T04:00:00.000Z',
      },
      {
        id: 'tx1',
        type: 'TEAM_TRANSFER',
        kind: 'DOWNLINE_TRANSFER_OUT',
        amount: -10_000,
        balanceAfter: 500_000,
        createdAt: '2026-03-06T03:00:00.000Z',
        reference: 'T20260306A1',
      },
    ],
  };
}

/** Team betting: two bets of two members, with the totals of the filter. */
export function betsAnswer(query: { member?: string }): TeamBetsResponse {
  const rows: TeamBetsResponse['rows'] = [
    {
      id: 'Gbet2',
      time: '2026-03-06T05:00:00.000Z',
      game: 'Lucky Spin',
      category: 'RNG',
      vendor: 'MQ',
      roundId: 'R2',
      stake: 2_000,
      validBet: 2_000,
      payout: 0,
      winLoss: -2_000,
      settled: true,
      account: 'downline2',
      memberId: 'downline2Publicxxxxxxx',
    },
    {
      id: 'Gbet1',
      time: '2026-03-06T04:00:00.000Z',
      game: 'Dragon Tiger',
      category: 'LIVE',
      vendor: 'MQ',
      roundId: 'R1',
      stake: 1_000,
      validBet: 1_000,
      payout: 1_950,
      winLoss: 950,
      settled: true,
      account: 'teamplayer',
      memberId: 'teamplayerPublicxxxxxx',
    },
  ].filter((row) => !query.member || row.memberId === query.member);
  const sum = (key: 'stake' | 'validBet' | 'payout' | 'winLoss') =>
    rows.reduce((total, row) => total + row[key], 0);
  return {
    page: 1,
    pageSize: 20,
    totalRows: rows.length,
    totalPages: 1,
    rows,
    totals: {
      count: rows.length,
      stake: sum('stake'),
      validBet: sum('validBet'),
      payout: sum('payout'),
      winLoss: sum('winLoss'),
    },
  };
}

/** The agents' announcements: eight, seven a page; the newest with HTML a sanitiser must clean. */
export function announcementsAnswer(page = 1): AgentAnnouncementsResponse {
  const all = Array.from({ length: 8 }, (_, index) => ({
    id: 8 - index,
    title: `Notice ${8 - index}`,
    content:
      index === 0
        ? '<p>Real-time salary <strong>every five minutes</strong>.</p><img src="x" onerror="alert(1)">'
        : `<p>Body ${8 - index}</p>`,
    publishedAt: `2026-03-0${8 - index}T08:00:00.000Z`,
  }));
  return { page, pageSize: 7, totalRows: 8, totalPages: 2, rows: all.slice((page - 1) * 7, page * 7) };
}
