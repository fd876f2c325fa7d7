import {
  shiftDay,
  type TeamDay,
  type TeamMember,
  type TeamMembersResponse,
  type TeamOverview,
  type TeamProfitFigures,
  type TeamProfitResponse,
} from '@marquee/api-client';
import { memberFixture } from '@marquee/api-client/testing';
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
