import { storyDecorator } from '@marquee/session/testing';
import { AgentCentreConfigProvider } from '../config/agent-centre-config';
import {
  agent,
  announcementsAnswer,
  betsAnswer,
  contractFixture,
  contractsAnswer,
  incomeAnswer,
  membersAnswer,
  overviewFixture,
  profitAnswer,
  testConfig,
  transactionsAnswer,
} from '../test/fixtures';

/** The decorator every story uses, signed in as an agent; a story overrides answers and member with `parameters`. */
export const withStoryProviders = storyDecorator({
  signedInAs: agent,
  answers: {
    '/wps/member/info': agent,
    '/wps/agent/team/overview': (input: Record<string, unknown>) =>
      overviewFixture(String(input.from), String(input.to)),
    '/wps/agent/team/own-income': { dividends: 12_000, salaries: 3_450, rebates: 500, total: 15_950 },
    '/wps/agent/team/members': (input: Record<string, unknown>) =>
      membersAnswer({
        ...(typeof input.parent === 'string' ? { parent: input.parent } : {}),
        ...(typeof input.account === 'string' ? { account: input.account } : {}),
      }),
    '/wps/agent/team/invitation': { code: 'AGENT001' },
    '/wps/v2/wallets/balance': { sumBalance: 500_000, currency: 'PHP' },
    '/wps/agent/team/transfer': (input: Record<string, unknown>) => ({
      transferNo: 'T123',
      amount: Number(input.amount),
      balance: 500_000 - Number(input.amount),
    }),
    '/wps/agent/team/profit': (input: Record<string, unknown>) =>
      profitAnswer({ sort: String(input.sort ?? 'net'), direction: String(input.direction ?? 'desc') }),
    '/wps/agent/team/bets': (input: Record<string, unknown>) =>
      betsAnswer(typeof input.member === 'string' ? { member: input.member } : {}),
    '/wps/games/vendors': {
      data: {
        lanes: [{ title: 'RNG', cards: [{ vassalage: 'MQ', name: 'Marquee Games', gameType: 'RNG' }] }],
      },
    },
    '/wps/agent/announcements': (input: Record<string, unknown>) =>
      announcementsAnswer(Number(input.page ?? 1)),
    '/wps/agent/income': incomeAnswer(),
    '/wps/agent/transactions': transactionsAnswer(),
    '/wps/agent/contracts': contractsAnswer([{ id: 'subagentPublicxxxxxxxx', account: 'subagent' }]),
    '/wps/agent/contracts/offer': contractFixture({ status: 'OFFERED' }),
    '/wps/agent/contracts/decide': contractFixture(),
    '/wps/agent/contracts/finish': contractFixture({ status: 'ENDED' }),
    '/wps/agent/team/register': (input: Record<string, unknown>) => ({
      id: 'newPublicIdxxxxxxxxxxx',
      account: String(input.username),
      type: input.type === 'AGENT' ? 2 : 0,
      level: 1,
    }),
  },
  wrapper: (children) => <AgentCentreConfigProvider {...testConfig}>{children}</AgentCentreConfigProvider>,
});
