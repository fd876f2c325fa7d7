import {
  AGENT_TRANSACTION_TYPES,
  agentContractApi,
  CONTRACT_DECISIONS,
  CONTRACT_KINDS,
  CONTRACT_REQUESTS,
} from '@marquee/api-client/contract';
import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { mounter } from '../http/mount';
import { memberAt, sessionOf } from '../http/route-helpers';
import {
  literal,
  optionalInteger,
  optionalLiteral,
  present,
  rangeOf,
  requiredString,
} from '../http/validate';
import {
  consolidatedContracts,
  decideContract,
  finishContract,
  listContracts,
  offerContract,
} from '../services/agents/agent-contracts';
import { agentIncome, agentTransactions } from '../services/agents/agent-income';
import type { AccountDeps } from '../services/deps';
import { termsOf } from './contract-terms-input';

/** A public id (22 characters of base64url) as sent: the service looks it up among the caller's own. */
const ID_MAX = 40;
const PAGE_MAX = 1_000_000;

export function agentContractRoutes(app: Hono<AppEnv>, deps: AccountDeps): void {
  const mount = mounter(app, deps.config);
  mount(agentContractApi.list, {
    handle: (_, c) => listContracts(deps.db, sessionOf(c).memberId),
  });
  mount(agentContractApi.consolidated, {
    handle: (_, c) => consolidatedContracts(deps, sessionOf(c).memberId),
  });
  mount(agentContractApi.offer, {
    parse: (raw) => {
      const kind = literal(raw, 'kind', CONTRACT_KINDS);
      const request = literal(raw, 'request', CONTRACT_REQUESTS);
      return present({
        member: requiredString(raw, 'member', { max: ID_MAX }),
        kind,
        request,
        terms: request === 'NEW' ? termsOf(raw.terms, kind) : undefined,
      });
    },
    handle: memberAt(deps, offerContract),
  });
  mount(agentContractApi.decide, {
    parse: (raw) => ({
      id: requiredString(raw, 'id', { max: ID_MAX }),
      decision: literal(raw, 'decision', CONTRACT_DECISIONS),
    }),
    handle: memberAt(deps, decideContract),
  });
  mount(agentContractApi.finish, {
    parse: (raw) => ({ id: requiredString(raw, 'id', { max: ID_MAX }) }),
    handle: memberAt(deps, finishContract),
  });
  mount(agentContractApi.income, {
    parse: (raw) =>
      present({
        ...rangeOf(raw),
        kind: optionalLiteral(raw, 'kind', CONTRACT_KINDS),
        page: optionalInteger(raw, 'page', { min: 1, max: PAGE_MAX }),
      }),
    handle: memberAt(deps, agentIncome),
  });
  mount(agentContractApi.transactions, {
    parse: (raw) =>
      present({
        ...rangeOf(raw),
        type: optionalLiteral(raw, 'type', AGENT_TRANSACTION_TYPES),
        page: optionalInteger(raw, 'page', { min: 1, max: PAGE_MAX }),
      }),
    handle: memberAt(deps, agentTransactions),
  });
}
