import {
  agentCentreApi,
  CONTRACT_KINDS,
  DOWNLINE_TYPES,
  SORT_DIRECTIONS,
  TEAM_PROFIT_SORTS,
  TEAM_SEARCH_MAX,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { memberAt, sessionOf } from '../http/route-helpers';
import {
  literal,
  optionalInteger,
  optionalLiteral,
  optionalString,
  present,
  rangeOf,
  requiredInteger,
  requiredString,
} from '../http/validate';
import { agentAnnouncements } from '../services/agents/agent-announcements';
import { agentOwnIncome } from '../services/agents/agent-own-income';
import { registerDownline } from '../services/agents/downline-registration';
import { transferToDownline } from '../services/agents/downline-transfers';
import { teamBets } from '../services/agents/team-bets';
import { teamInvitation } from '../services/agents/team-invitation';
import { teamMembers } from '../services/agents/team-members';
import { teamOverview } from '../services/agents/team-overview';
import { teamProfit } from '../services/agents/team-profit';
import type { AccountDeps } from '../services/deps';
import { objectOf, termsOf } from './contract-terms-input';

/** A public id (22 characters of base64url) as sent: the service looks it up in the agent's team. */
const MEMBER_ID_MAX = 40;
const PAGE_MAX = 1_000_000;

export function agentTeamRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(agentCentreApi.overview, {
    parse: rangeOf,
    handle: memberAt(deps, teamOverview),
  });
  mount(agentCentreApi.ownIncome, {
    parse: rangeOf,
    handle: memberAt(deps, agentOwnIncome),
  });
  mount(agentCentreApi.members, {
    parse: (raw) =>
      present({
        parent: optionalString(raw, 'parent', { max: MEMBER_ID_MAX }),
        account: optionalString(raw, 'account', { max: TEAM_SEARCH_MAX }),
        page: optionalInteger(raw, 'page', { min: 1, max: PAGE_MAX }),
      }),
    handle: memberAt(deps, teamMembers),
  });
  mount(agentCentreApi.bets, {
    parse: (raw) =>
      present({
        ...rangeOf(raw),
        member: optionalString(raw, 'member', { max: MEMBER_ID_MAX }),
        category: optionalString(raw, 'category', { max: 20 }),
        vendor: optionalString(raw, 'vendor', { max: 40 }),
        page: optionalInteger(raw, 'page', { min: 1, max: PAGE_MAX }),
        language: optionalString(raw, 'language', { max: 8 }),
      }),
    handle: memberAt(deps, teamBets),
  });
  mount(agentCentreApi.profit, {
    parse: (raw) =>
      present({
        ...rangeOf(raw),
        sort: optionalLiteral(raw, 'sort', TEAM_PROFIT_SORTS),
        direction: optionalLiteral(raw, 'direction', SORT_DIRECTIONS),
        page: optionalInteger(raw, 'page', { min: 1, max: PAGE_MAX }),
      }),
    handle: memberAt(deps, teamProfit),
  });
  mount(agentCentreApi.announcements, {
    parse: (raw) =>
      present({
        page: optionalInteger(raw, 'page', { min: 1, max: PAGE_MAX }),
        language: optionalString(raw, 'language', { max: 8 }),
      }),
    handle: (query, c) => agentAnnouncements(deps.db, sessionOf(c).memberId, query),
  });
  mount(agentCentreApi.invitation, {
    handle: (_input, c) => teamInvitation(deps.db, sessionOf(c).memberId),
  });
  mount(agentCentreApi.transfer, {
    parse: (raw) => ({
      member: requiredString(raw, 'member', { max: MEMBER_ID_MAX }),
      amount: requiredInteger(raw, 'amount', { min: 1, max: Number.MAX_SAFE_INTEGER }),
      paymentPassword: requiredString(raw, 'paymentPassword', { max: 64 }),
      idempotencyKey: requiredString(raw, 'idempotencyKey', { max: 64 }),
    }),
    handle: (request, c) => transferToDownline(deps, sessionOf(c).memberId, request),
  });
  mount(agentCentreApi.register, {
    // the registration rules judge the name and the password, with their coded messages
    parse: (raw) => ({
      username: requiredString(raw, 'username', { max: 64 }),
      password: requiredString(raw, 'password', { max: 64 }),
      type: literal(raw, 'type', DOWNLINE_TYPES),
      ...(raw.contract === undefined || raw.contract === null
        ? {}
        : {
            contract: termsOf(
              raw.contract,
              literal(objectOf(raw.contract, 'contract'), 'kind', CONTRACT_KINDS),
            ),
          }),
    }),
    handle: (request, c) => registerDownline(deps, sessionOf(c).memberId, request),
  });
}
